import type { MfRoute } from '@afilia/platform';

/**
 * The homes ask for their figures while their chunk loads. The platform has loaded by the time a
 * route runs; a static import would make the route table wait for it (see shell/README.md).
 */
const prefetchSummary = () => void import('@afilia/platform').then((platform) => platform.prefetchDashboardSummary());

/** Brand, agency and admin sections. Screens not built yet have no route: the shell shows the 404. */
export const routes: MfRoute[] = [
  // Seed 000 §2: the admin sees the brand view.
  {
    section: 'dashboard',
    index: true,
    roles: ['brand', 'admin'],
    load: () => import('./home/brand-home-page'),
    prefetch: prefetchSummary,
  },
  {
    section: 'dashboard',
    index: true,
    roles: ['agency'],
    load: () => import('./home/agency-home-page'),
    prefetch: prefetchSummary,
  },
  { section: 'dashboard', path: 'products', roles: ['brand', 'agency'], load: () => import('./products/products-page') },
  // The admin's menus (seed 002 §6).
  { section: 'dashboard', path: 'products', roles: ['admin'], load: () => import('./admin/admin-products-page') },
  { section: 'dashboard', path: 'transactions', roles: ['admin'], load: () => import('./admin/admin-transactions-page') },
  // Ours (issue 14 §5): the admin runs the payout batches.
  { section: 'dashboard', path: 'payouts', roles: ['admin'], load: () => import('./admin/admin-payouts-page') },
  { section: 'dashboard', path: 'brands', roles: ['admin'], load: () => import('./admin/admin-brands-page') },
  { section: 'dashboard', path: 'creators', roles: ['admin'], load: () => import('./admin/admin-creators-page') },
  { section: 'dashboard', path: 'creators', roles: ['brand', 'agency'], load: () => import('./creators/creators-page') },
  { section: 'dashboard', path: 'creators/:creatorId', roles: ['brand', 'agency'], load: () => import('./creators/creator-detail-page') },
  { section: 'dashboard', path: 'transactions', roles: ['brand', 'agency'], load: () => import('./transactions/transactions-page') },
  // No sidebar entry (seed 002 §2): reached from 'Tracking y Conversiones' and a campaign's detail.
  { section: 'dashboard', path: 'test-sale', roles: ['brand', 'agency'], load: () => import('./test-sale/test-sale-page') },
  { section: 'dashboard', path: 'campaigns', roles: ['brand', 'agency'], load: () => import('./campaigns/campaigns-page') },
  { section: 'dashboard', path: 'campaigns/create-ai', roles: ['brand', 'agency'], load: () => import('./campaigns/create-ai-page') },
  {
    section: 'dashboard',
    path: 'campaigns/:campaignId',
    roles: ['brand', 'agency', 'admin'],
    load: () => import('./campaigns/campaign-detail-page'),
  },
  {
    section: 'dashboard',
    path: 'campaigns/:campaignId/applications',
    roles: ['brand', 'agency', 'admin'],
    load: () => import('./campaigns/applications-page'),
  },
  // One screen for both sides (seed 002 §6: by brand, or by creator); the service scopes it.
  {
    section: 'dashboard',
    path: 'safelink-analytics',
    roles: ['brand', 'agency', 'admin', 'creator'],
    load: () => import('./analytics/analytics-page'),
  },
  { section: 'dashboard', path: 'brand-settings', roles: ['brand', 'agency'], load: () => import('./brand-settings/brand-settings-page') },
  // The generic settings (profile, notifications, sign out) serve every role; a creator's social
  // networks are edited in 'Mi Perfil' (mf-creator's creator-settings), which the card links to.
  {
    section: 'dashboard',
    path: 'settings',
    roles: ['brand', 'agency', 'admin', 'creator'],
    load: () => import('./settings/settings-page'),
  },
];
