import type { ReactNode } from 'react';
import type { DashboardSummary } from '@afilia/contracts';
import { LoadingState } from '../ui/loading-state';
import { PageHeader } from '../ui/page-header';
import { DASHBOARD_LOADING_TEXT, useDashboardSummary } from './use-dashboard-summary';

interface DashboardHomeProps {
  title: string;
  subtitle: string;
  /** Actions on the right of the header. */
  extra?: ReactNode;
  /** The home's body once the summary is in; null after a load error (the cards then show zeros). */
  children(summary: DashboardSummary | null): ReactNode;
}

/** A role home (seed 000 §2): its header, 'Cargando dashboard...' while the summary loads, then its body. */
export function DashboardHome({ title, subtitle, extra, children }: DashboardHomeProps) {
  const { data: summary, isPending } = useDashboardSummary();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      {isPending ? <LoadingState text={DASHBOARD_LOADING_TEXT} /> : children(summary ?? null)}
    </>
  );
}
