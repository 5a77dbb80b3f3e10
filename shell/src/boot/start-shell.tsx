import type { MfRoute } from '@afilia/platform';
import { isDashboardPath } from '../dashboard/dashboard-children';
import { loadRemote } from '../dashboard/remotes';
import { refreshEarly } from '../platform/session/refresh-request';
import { matchLightRoute } from './match-light-route';

/**
 * Boot. A first visit to a light public page (the landing, later shop and press kit, and the 404
 * of a path nobody serves) renders that page alone: no router, antd, react-query or zod, to hold
 * the 150 KB budget of DESIGN.md. Every other path starts the full app (router, session restore,
 * antd frame).
 */
export async function startShell(container: HTMLElement): Promise<void> {
  const dashboard = isDashboardPath(window.location.pathname);
  if (dashboard) startDashboard();
  // A dashboard is never a light page: the app's code loads beside the public routes, not after them.
  const app = dashboard ? import('../app/render-app') : null;
  const publicRoutes = await loadPublicRoutes();
  const light = dashboard ? null : matchLightRoute(publicRoutes, window.location.pathname);
  if (light) {
    const { renderLight } = await import('./render-light');
    await renderLight(container, light);
    return;
  }
  const { renderApp } = await (app ?? import('../app/render-app'));
  renderApp(container, publicRoutes);
}

/**
 * A visit that starts in the dashboard asks for the session (its refresh) and mf_brand's routes
 * (every role's screens come partly from it) now, beside the app's own code, rather than after
 * the router has started: the page's first requests no longer wait for its last script.
 */
function startDashboard(): void {
  refreshEarly();
  void loadRemote('mf_brand');
}

async function loadPublicRoutes(): Promise<MfRoute[]> {
  try {
    return (await import('mf_public/routes')).routes;
  } catch (error) {
    console.error('No se pudo cargar mf_public', error);
    return [];
  }
}
