import { isKnownPagePath } from './page-paths.js';

describe('isKnownPagePath', () => {
  it('knows the public pages, with or without a trailing slash, and everything under /dashboard', () => {
    for (const path of [
      '/',
      '/auth',
      '/auth/',
      '/reset-password',
      '/track/AF-1A2B',
      '/safelink',
      '/conectar-tienda',
      '/dashboard',
      '/dashboard/x/y',
    ])
      expect(isKnownPagePath(path)).toBe(true);
  });

  it('does not know anything else', () => {
    for (const path of ['/no-existe', '/auth/otra', '/track', '/track/a/b', '/dashboards', '/safelinks'])
      expect(isKnownPagePath(path)).toBe(false);
  });
});
