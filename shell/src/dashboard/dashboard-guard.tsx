import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@afilia/platform';
import { PageSpinner } from '../app/page-spinner';

/** /dashboard needs a signed-in person; anyone else goes to /auth (also when a refresh fails later). */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return children;
}
