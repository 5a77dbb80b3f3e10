import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LightMatch } from './match-light-route';

export async function renderLight(container: HTMLElement, { route, params }: LightMatch): Promise<void> {
  const { default: Page } = await route.load();
  createRoot(container).render(
    <StrictMode>
      <Page params={params} />
    </StrictMode>,
  );
}
