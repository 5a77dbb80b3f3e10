import { formatInteger, formatMoney, type CreatorFigures, type DashboardSummary } from '@afilia/contracts';
import type { StatCardItem } from '@afilia/platform';

export type { CreatorFigures };

const NO_FIGURES: CreatorFigures = { totalEarnedCents: 0, totalClicks: 0, activeLinks: 0, salesGenerated: 0 };

/** Creator home cards, seed 000 §2. No data (a load error) shows zeros. */
export function creatorCards(summary: DashboardSummary | null | undefined): StatCardItem[] {
  const f = summary?.role === 'creator' ? summary.figures : NO_FIGURES;
  return [
    { key: 'earned', title: 'Total Ganado', value: formatMoney(f.totalEarnedCents) },
    { key: 'clicks', title: 'Clics Totales', value: formatInteger(f.totalClicks) },
    { key: 'links', title: 'Links Activos', value: formatInteger(f.activeLinks) },
    { key: 'sales', title: 'Ventas Generadas', value: formatInteger(f.salesGenerated) },
  ];
}
