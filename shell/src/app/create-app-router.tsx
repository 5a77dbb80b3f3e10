import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import type { MfRoute } from '@afilia/platform';
import { isDashboardPath } from '../dashboard/dashboard-children';
import { loadDashboardRoute } from '../dashboard/dashboard-route';
import { AppFrame } from './app-frame';
import { PageSpinner } from './page-spinner';
import { RouteError } from './route-error';
import { toRouteObject } from './page-loader';

/**
 * Route tree:
 *   root
 *   ├─ light public pages (landing, 404 catch-all): bare, no antd
 *   └─ app (antd frame)
 *      ├─ other public pages (auth, reset-password)
 *      └─ dashboard (added on the first visit under /dashboard, see patchRoutesOnNavigation)
 */
export function createAppRouter(publicRoutes: readonly MfRoute[]) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Outlet,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      children: [
        ...publicRoutes.filter((r) => r.section === 'public' && r.light).map(toRouteObject),
        {
          id: 'app',
          Component: AppFrame,
          children: publicRoutes.filter((r) => r.section === 'public' && !r.light).map(toRouteObject),
        },
      ],
    },
  ];
  const notFound = publicRoutes.find((r) => r.path === '*');

  return createBrowserRouter(routes, {
    // The dashboard remotes (mf_brand, mf_creator) load only when someone goes to /dashboard:
    // until then the 404 catch-all matches, which makes react-router ask for more routes here.
    // Patching is idempotent (react-router skips a route it already has), and a navigation that
    // was superseded ignores its patch, so every call patches.
    async patchRoutesOnNavigation({ path, patch }) {
      if (!isDashboardPath(path)) return;
      patch('app', [await loadDashboardRoute(notFound)]);
    },
  });
}
