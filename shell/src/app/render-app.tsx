import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { session, type MfRoute } from '@afilia/platform';
import { createAppRouter } from './create-app-router';

/** The full app: restores the session from the refresh cookie and mounts the router. */
export function renderApp(container: HTMLElement, publicRoutes: MfRoute[]): void {
  void session.restore();
  const router = createAppRouter(publicRoutes);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
