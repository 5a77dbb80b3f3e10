import type { ReactNode } from 'react';
import type { DashboardSummary } from '@afilia/contracts';
import { LoadingState } from '../ui/loading-state';
import { PageHeader } from '../ui/page-header';
import { DASHBOARD_LOADING_TEXT, useDashboardSummary } from './use-dashboard-summary';

/**
 * The brand and creator homes' heading. Seed 000 §2 writes 'Dashboard'; the screens are Spanish
 * throughout (seed 000 §1), so it reads 'Panel', as the creator's menu entry 'Panel Principal' and
 * the agency's 'Panel de Agencia' do (docs/decisions.md).
 */
export const HOME_TITLE = 'Panel';

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
