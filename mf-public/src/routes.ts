import type { MfRoute } from '@afilia/platform';

/** Public pages. Keep this module tiny: it is loaded on every first visit, the landing included. */
export const routes: MfRoute[] = [
  { section: 'public', index: true, light: true, load: () => import('./landing/landing-page') },
  { section: 'public', path: 'auth', load: () => import('./auth/auth-page') },
  { section: 'public', path: 'reset-password', load: () => import('./reset-password/reset-password-page') },
  // Return address of the Tiendanube authorisation (seed 002 §2); needs the restored session.
  { section: 'public', path: 'tiendanube-callback', load: () => import('./tiendanube-callback/tiendanube-callback-page') },
  // A store that installed the app from its admin waits here for its brand (decision 217).
  { section: 'public', path: 'conectar-tienda', load: () => import('./store-claim/store-claim-page') },
  // A tracking link that did not redirect: tracking's listener answers with this page and its status.
  { section: 'public', path: 'track/:code', light: true, load: () => import('./track/track-page') },
  // The safelink of a campaign paid by discount code: tracking's listener answers it with this page.
  { section: 'public', path: 'safelink', light: true, load: () => import('./safelink/safelink-page') },
  // The link at the end of every e-mail a brand causes: refuse that brand's e-mails (decision 230).
  { section: 'public', path: 'baja-emails', load: () => import('./email-opt-out/email-opt-out-page') },
  // Unknown paths (seed 002 §2). The dashboard reuses it for its own unknown sections.
  { section: 'public', path: '*', light: true, load: () => import('./not-found/not-found-page') },
];
