import type { Role } from '@afilia/contracts';
import type { MfRoute } from '@afilia/platform';

export interface RouteGroup {
  index: boolean;
  path?: string;
  /** Pages serving this path, one per role set (the home has one per role). */
  candidates: MfRoute[];
}

/** Dashboard routes of every remote, grouped by path so one route object can pick by role. */
export function groupDashboardRoutes(routes: readonly MfRoute[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const route of routes) {
    if (route.section !== 'dashboard') continue;
    const key = route.index ? '' : (route.path ?? '');
    const group = groups.get(key) ?? { index: Boolean(route.index), path: route.index ? undefined : route.path, candidates: [] };
    group.candidates.push(route);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The page for a role: the first candidate that lists it (or lists no roles); none → 404. */
export function pickForRole(candidates: readonly MfRoute[], role: Role | null): MfRoute | undefined {
  if (!role) return undefined;
  return candidates.find((route) => !route.roles || route.roles.includes(role));
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/** The remotes that serve the dashboard's screens. */
export type DashboardRemote = 'mf_brand' | 'mf_creator';

/**
 * Where a role's screens come from: mf_brand serves brands, agencies and admins, and the screens
 * every role shares (SafeLink Analytics, settings); mf_creator a creator's own. A brand's page
 * never downloads the creator's remote (issue 37 §3).
 */
export function remotesFor(role: Role | null): DashboardRemote[] {
  return role === 'creator' ? ['mf_brand', 'mf_creator'] : ['mf_brand'];
}
