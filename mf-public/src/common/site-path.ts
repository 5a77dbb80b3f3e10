/**
 * Where a page may send the person next: only a path of this site (with a plain query), never
 * another origin (`//evil.example`, `https://…`); anything else falls back.
 */
export function sitePath(path: string | null | undefined, fallback: string): string {
  return path && /^\/(?!\/)[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_%.-]*)?$/.test(path) ? path : fallback;
}

/** After signing in or up: the page that sent the person to /auth (`?next=`), else the dashboard. */
export function nextPath(params: URLSearchParams): string {
  return sitePath(params.get('next'), '/dashboard');
}

/** /auth on the given tab, coming back to `path` afterwards. */
export function authPathReturningTo(path: string, tab: 'signin' | 'signup'): string {
  return `/auth?${new URLSearchParams({ tab, next: path }).toString()}`;
}
