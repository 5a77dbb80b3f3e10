import type { MfRoute } from '@afilia/platform';

export interface LightMatch {
  route: MfRoute;
  params: Record<string, string>;
}

/**
 * Matches a pathname against the light public routes (`index`, `shop/:slug`...), the few pages
 * the shell boots without the router. Splats never match here: an unknown path is the router's.
 */
export function matchLightRoute(routes: readonly MfRoute[], pathname: string): LightMatch | null {
  const segments = split(pathname);
  for (const route of routes) {
    if (route.section !== 'public' || !route.light) continue;
    const pattern = route.index ? [] : split(route.path ?? '');
    if (pattern.includes('*') || pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

function split(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}
