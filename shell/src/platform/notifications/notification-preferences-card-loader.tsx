import { lazy, Suspense } from 'react';
import { LoadingState } from '../ui/loading-state';

const Card = lazy(() => import('./notification-preferences-card'));

/**
 * The person's notification preferences card (notification-preferences-card.tsx), fetched with the
 * first settings screen that shows it, not with the dashboard's frame.
 */
export function NotificationPreferencesCard() {
  return (
    <Suspense fallback={<LoadingState text="Cargando preferencias..." />}>
      <Card />
    </Suspense>
  );
}
