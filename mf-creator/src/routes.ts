import type { MfRoute } from '@afilia/platform';

/** Creator sections. Screens not built yet have no route: the shell shows the 404. */
export const routes: MfRoute[] = [
  { section: 'dashboard', index: true, roles: ['creator'], load: () => import('./home/creator-home-page') },
];
