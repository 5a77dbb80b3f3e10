import type { RouteObject } from 'react-router';
import { useRole, type MfRoute, type NavItem } from '@afilia/platform';
import { RemotePage } from '../app/page-loader';
import { groupDashboardRoutes, pickForRole } from './dashboard-children';
import { DashboardGuard } from './dashboard-guard';
import { DashboardLayout } from './dashboard-layout';

interface RemoteParts {
  routes: MfRoute[];
  nav: NavItem[];
}

let pending: Promise<RouteObject> | null = null;

/** The `/dashboard` route with the pages and menus of mf_brand and mf_creator, loaded once. */
export function loadDashboardRoute(notFound: MfRoute | undefined): Promise<RouteObject> {
  pending ??= buildDashboardRoute(notFound);
  return pending;
}

async function buildDashboardRoute(notFound: MfRoute | undefined): Promise<RouteObject> {
  const remotes = await Promise.all([
    loadRemote('mf_brand', () => Promise.all([import('mf_brand/routes'), import('mf_brand/nav')])),
    loadRemote('mf_creator', () => Promise.all([import('mf_creator/routes'), import('mf_creator/nav')])),
  ]);
  const routes = remotes.flatMap((r) => r.routes);
  const nav = remotes.flatMap((r) => r.nav);
  const notFoundPage = notFound ? <RemotePage load={notFound.load} /> : null;

  return {
    id: 'dashboard',
    path: 'dashboard',
    element: (
      <DashboardGuard>
        <DashboardLayout nav={nav} />
      </DashboardGuard>
    ),
    children: [
      ...groupDashboardRoutes(routes).map((group): RouteObject => {
        const element = <RolePage candidates={group.candidates} notFound={notFound} />;
        return group.index ? { index: true, element } : { path: group.path, element };
      }),
      // Sections whose screens do not exist yet (and mistyped paths) show the 404 inside the layout.
      { path: '*', element: notFoundPage },
    ],
  };
}

/** A remote that fails to load costs its own sections only; the rest of the dashboard works. */
async function loadRemote(name: string, load: () => Promise<[{ routes: MfRoute[] }, { nav: NavItem[] }]>): Promise<RemoteParts> {
  try {
    const [{ routes }, { nav }] = await load();
    return { routes, nav };
  } catch (error) {
    console.error(`No se pudo cargar ${name}`, error);
    return { routes: [], nav: [] };
  }
}

/** Several remotes may serve one path (the home): the current role picks the page. */
function RolePage({ candidates, notFound }: { candidates: MfRoute[]; notFound: MfRoute | undefined }) {
  const route = pickForRole(candidates, useRole()) ?? notFound;
  return route ? <RemotePage load={route.load} /> : null;
}
