import type { MfRoute } from '@afilia/platform';
import { matchLightRoute } from './match-light-route';

/**
 * Boot. A first visit to a light public page (the landing, later shop and press kit, and the 404
 * of a path nobody serves) renders that page alone: no router, antd, react-query or zod, to hold
 * the 150 KB budget of DESIGN.md. Every other path starts the full app (router, session restore,
 * antd frame).
 */
export async function startShell(container: HTMLElement): Promise<void> {
  const publicRoutes = await loadPublicRoutes();
  const light = matchLightRoute(publicRoutes, window.location.pathname);
  if (light) {
    const { renderLight } = await import('./render-light');
    await renderLight(container, light);
    return;
  }
  const { renderApp } = await import('../app/render-app');
  renderApp(container, publicRoutes);
}

async function loadPublicRoutes(): Promise<MfRoute[]> {
  try {
    return (await import('mf_public/routes')).routes;
  } catch (error) {
    console.error('No se pudo cargar mf_public', error);
    return [];
  }
}
