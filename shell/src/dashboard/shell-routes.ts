import type { MfRoute } from '@afilia/platform';

/**
 * Dashboard screens the shell serves itself because they belong to no one role's remote: the
 * generic settings (the profile menu's 'Perfil', the admin's settings link). They come after the
 * remotes' routes, so a remote may serve a role-specific variant of the same path.
 */
export const SHELL_DASHBOARD_ROUTES: MfRoute[] = [
  {
    section: 'dashboard',
    path: 'settings',
    roles: ['brand', 'agency', 'creator', 'admin'],
    load: () => import('../settings/settings-page'),
  },
];
