/**
 * The pages the shell routes outside the dashboard (mf-public's routes.ts, whose test checks it
 * names these and no others), as react-router patterns. The gateway answers any other page path
 * with the 404 page and HTTP 404, so a search engine or a link checker is told the truth; under
 * /dashboard the remotes decide, and an unknown section shows the same page with 200.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/auth',
  '/reset-password',
  '/tiendanube-callback',
  '/conectar-tienda',
  '/track/:code',
  '/safelink',
  // A recipient refuses a brand's e-mails (decision 230): EMAIL_OPT_OUT_PATH.
  '/baja-emails',
] as const;

const patterns = PUBLIC_PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** Whether a page path (no query) is one the shell routes: a public page, or anything under /dashboard. */
export function isKnownPagePath(path: string): boolean {
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return true;
  return patterns.some((pattern) => pattern.test(path));
}
