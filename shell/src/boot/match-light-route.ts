import type { MfRoute } from '@afilia/platform';

export interface LightMatch {
  route: MfRoute;
  params: Record<string, string>;
}

/**
 * Decides whether a first visit can be served by a light public page alone (no router, antd,
 * react-query or zod): a light route that matches the path (`index`, `shop/:slug`...), or, for a
 * path no route serves at all, the light catch-all (the 404). Paths of the full app (the
 * dashboard and the antd public pages such as /auth) return null.
 */
export function matchLightRoute(routes: readonly MfRoute[], pathname: string): LightMatch | null {
  const segments = split(pathname);
  const publicRoutes = routes.filter((route) => route.section === 'public');

  for (const route of publicRoutes) {
    if (!route.light || isSplat(route)) continue;
    const params = matchPattern(route, segments);
    if (params) return { route, params };
  }

  const servedByApp = isDashboardPath(segments) || publicRoutes.some((route) => !route.light && matchPattern(route, segments));
  const catchAll = publicRoutes.find((route) => route.light && isSplat(route));
  return !servedByApp && catchAll ? { route: catchAll, params: {} } : null;
}

function matchPattern(route: MfRoute, segments: readonly string[]): Record<string, string> | null {
  const pattern = route.index ? [] : split(route.path ?? '');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

const isSplat = (route: MfRoute) => split(route.path ?? '').includes('*');
const isDashboardPath = (segments: readonly string[]) => segments[0] === 'dashboard';

function split(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}
