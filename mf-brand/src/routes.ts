import type { MfRoute } from '@afilia/platform';

/** Brand, agency and admin sections. Screens not built yet have no route: the shell shows the 404. */
export const routes: MfRoute[] = [
  // Seed 000 §2: the admin sees the brand view.
  { section: 'dashboard', index: true, roles: ['brand', 'admin'], load: () => import('./home/brand-home-page') },
  { section: 'dashboard', index: true, roles: ['agency'], load: () => import('./home/agency-home-page') },
];
