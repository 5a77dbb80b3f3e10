import { useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@afilia/contracts';
import { session, useRole, type MfRoute } from '@afilia/platform';
import { RemotePage } from '../app/page-loader';
import { PageSpinner } from '../app/page-spinner';
import { groupDashboardRoutes, pickForRole, remotesFor, type DashboardRemote } from './dashboard-children';
import { DashboardGuard } from './dashboard-guard';
import { DashboardLayout } from './dashboard-layout';
import { loadRemote } from './remotes';

let pending: Promise<RouteObject> | null = null;

/** The `/dashboard` route with the pages and menus of the person's remotes, loaded once. */
export function loadDashboardRoute(notFound: MfRoute | undefined): Promise<RouteObject> {
  pending ??= buildDashboardRoute(notFound);
  return pending;
}

async function buildDashboardRoute(notFound: MfRoute | undefined): Promise<RouteObject> {
  // mf_brand serves every role, so it loads while the session is restored; the creator's remote
  // only once the session says a creator is here.
  void loadRemote('mf_brand');
  const loaded = remotesFor(await restoredRole());
  const remotes = await Promise.all(loaded.map(loadRemote));
  const routes = remotes.flatMap((r) => r.routes);
  const nav = remotes.flatMap((r) => r.nav);
  const notFoundPage = notFound ? <RemotePage load={notFound.load} /> : null;

  return {
    id: 'dashboard',
    path: 'dashboard',
    element: (
      <DashboardGuard>
        <RemotesOfRole loaded={loaded}>
          <DashboardLayout nav={nav} />
        </RemotesOfRole>
      </DashboardGuard>
    ),
    children: [
      ...groupDashboardRoutes(routes).map((group): RouteObject => {
        const element = <RolePage candidates={group.candidates} notFound={notFound} />;
        // Runs as the navigation starts, before the page's chunk is asked for: its first request goes out now.
        const loader = () => {
          pickForRole(group.candidates, session.store.get().user?.role ?? null)?.prefetch?.();
          return null;
        };
        return group.index ? { index: true, element, loader } : { path: group.path, element, loader };
      }),
      // Sections whose screens do not exist yet (and mistyped paths) show the 404 inside the layout.
      { path: '*', element: notFoundPage },
    ],
  };
}

/** The role once the session has been restored from its cookie (null when nobody is signed in). */
function restoredRole(): Promise<Role | null> {
  return new Promise((resolve) => {
    const settled = () => {
      const state = session.store.get();
      if (state.status === 'restoring') return false;
      resolve(state.user?.role ?? null);
      return true;
    };
    if (settled()) return;
    const unsubscribe = session.store.subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
}

/**
 * The dashboard was built for the remotes of whoever was signed in when it first loaded. Someone
 * of another role signing in on the same tab (after a sign-out) needs others: the page loads
 * anew, which builds the dashboard for them.
 */
function RemotesOfRole({ loaded, children }: { loaded: readonly DashboardRemote[]; children: ReactNode }) {
  const fits = remotesFor(useRole()).every((name) => loaded.includes(name));
  useEffect(() => {
    if (!fits) window.location.reload();
  }, [fits]);
  return fits ? children : <PageSpinner />;
}

/** Several remotes may serve one path (the home): the current role picks the page. */
function RolePage({ candidates, notFound }: { candidates: MfRoute[]; notFound: MfRoute | undefined }) {
  const route = pickForRole(candidates, useRole()) ?? notFound;
  return route ? <RemotePage load={route.load} /> : null;
}
