import type { MfRoute } from '@afilia/platform';

/**
 * The homes ask for their figures while their chunk loads. The platform has loaded by the time a
 * route runs; a static import would make the route table wait for it (see shell/README.md).
 */
const prefetchSummary = () => void import('@afilia/platform').then((platform) => platform.prefetchDashboardSummary());

/** Creator sections. Screens not built yet have no route: the shell shows the 404. */
export const routes: MfRoute[] = [
  {
    section: 'dashboard',
    index: true,
    roles: ['creator'],
    load: () => import('./home/creator-home-page'),
    prefetch: prefetchSummary,
  },
  { section: 'dashboard', path: 'available-campaigns', roles: ['creator'], load: () => import('./campaigns/available-campaigns-page') },
  { section: 'dashboard', path: 'my-applications', roles: ['creator'], load: () => import('./campaigns/my-applications-page') },
  { section: 'dashboard', path: 'my-collaborations', roles: ['creator'], load: () => import('./campaigns/my-collaborations-page') },
  { section: 'dashboard', path: 'links', roles: ['creator'], load: () => import('./links/links-page') },
  { section: 'dashboard', path: 'sales', roles: ['creator'], load: () => import('./sales/sales-page') },
  { section: 'dashboard', path: 'creator-settings', roles: ['creator'], load: () => import('./profile/profile-page') },
  { section: 'dashboard', path: 'shop-settings', roles: ['creator'], load: () => import('./shop/shop-editor-page') },
  // The admin's 'Marcas' lives at the same path (mf-brand); a creator sees the brands it may work with.
  { section: 'dashboard', path: 'brands', roles: ['creator'], load: () => import('./brands/brands-page') },
  { section: 'dashboard', path: 'brands/:brandId', roles: ['creator'], load: () => import('./brands/brand-detail-page') },
  // The brand's detail lives at the same path (mf-brand); a creator sees its own read-only view.
  { section: 'dashboard', path: 'campaigns/:campaignId', roles: ['creator'], load: () => import('./campaigns/creator-campaign-page') },
];
