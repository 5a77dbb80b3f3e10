import type { MfRoute, NavItem } from '@afilia/platform';
import type { DashboardRemote } from './dashboard-children';

export interface RemoteParts {
  routes: MfRoute[];
  nav: NavItem[];
}

const REMOTES: Record<DashboardRemote, () => Promise<[{ routes: MfRoute[] }, { nav: NavItem[] }]>> = {
  mf_brand: () => Promise.all([import('mf_brand/routes'), import('mf_brand/nav')]),
  mf_creator: () => Promise.all([import('mf_creator/routes'), import('mf_creator/nav')]),
};

const loaded = new Map<DashboardRemote, Promise<RemoteParts>>();

/**
 * A remote's routes and menu, fetched once per page. The shell asks for mf_brand as soon as it
 * sees a dashboard path (start-shell.tsx), while the app's own code is still loading.
 */
export function loadRemote(name: DashboardRemote): Promise<RemoteParts> {
  let loading = loaded.get(name);
  if (!loading) loaded.set(name, (loading = fetchRemote(name)));
  return loading;
}

/** A remote that fails to load costs its own sections only; the rest of the dashboard works. */
async function fetchRemote(name: DashboardRemote): Promise<RemoteParts> {
  try {
    const [{ routes }, { nav }] = await REMOTES[name]();
    return { routes, nav };
  } catch (error) {
    console.error(`No se pudo cargar ${name}`, error);
    return { routes: [], nav: [] };
  }
}
