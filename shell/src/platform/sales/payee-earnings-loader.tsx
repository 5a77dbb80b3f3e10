import { lazy, Suspense } from 'react';
import { LoadingState } from '../ui/loading-state';

const Earnings = lazy(() => import('./payee-earnings'));

/**
 * A creator's or an agency's balance, payout account and payouts (sales/payee-earnings.tsx). The
 * form it holds is fetched with the first screen that shows it, not with the dashboard's frame.
 */
export function PayeeEarnings() {
  return (
    <Suspense fallback={<LoadingState text="Cargando saldo..." />}>
      <Earnings />
    </Suspense>
  );
}
