import { lazy } from 'react';

export { TWO_FACTOR_TEXTS } from './two-factor-texts';
/**
 * Loaded when a screen shows them (a sign-in's setup, the settings' card): the QR encoder stays
 * out of every other page's first load.
 */
export const TotpEnrollmentView = lazy(() => import('./two-factor-parts').then((m) => ({ default: m.TotpEnrollmentView })));
export const RecoveryCodesPanel = lazy(() => import('./two-factor-parts').then((m) => ({ default: m.RecoveryCodesPanel })));
