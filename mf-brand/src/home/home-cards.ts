import { formatDecimal, formatInteger, formatMoney, type AgencyFigures, type BrandFigures, type DashboardSummary } from '@afilia/contracts';
import type { StatCardItem } from '@afilia/platform';

export type { AgencyFigures, BrandFigures };

const NO_BRAND_FIGURES: BrandFigures = { totalSalesCents: 0, commissionsPaidCents: 0, activeProducts: 0, activeCreators: 0 };
const NO_AGENCY_FIGURES: AgencyFigures = {
  activeBrands: 0,
  activeCampaigns: 0,
  associatedCreators: 0,
  totalRevenueCents: 0,
  validConversions: 0,
};

/** Brand (and admin) home cards, seed 000 §2. No data (a load error) shows zeros. */
export function brandCards(summary: DashboardSummary | null | undefined): StatCardItem[] {
  const f = summary && (summary.role === 'brand' || summary.role === 'admin') ? summary.figures : NO_BRAND_FIGURES;
  return [
    { key: 'sales', title: 'Ventas Totales', value: formatMoney(f.totalSalesCents) },
    { key: 'commissions', title: 'Comisiones Pagadas', value: formatMoney(f.commissionsPaidCents) },
    { key: 'products', title: 'Productos Activos', value: formatInteger(f.activeProducts) },
    { key: 'creators', title: 'Creadores Activos', value: formatInteger(f.activeCreators) },
  ];
}

/** Agency panel cards, seed 000 §2: revenue as an es-AR number with 2 decimals; activity is fixed. */
export function agencyCards(summary: DashboardSummary | null | undefined): StatCardItem[] {
  const f = summary?.role === 'agency' ? summary.figures : NO_AGENCY_FIGURES;
  return [
    { key: 'brands', title: 'Marcas Activas', value: formatInteger(f.activeBrands) },
    { key: 'campaigns', title: 'Campañas Activas', value: formatInteger(f.activeCampaigns) },
    { key: 'creators', title: 'Creadores Asociados', value: formatInteger(f.associatedCreators) },
    { key: 'revenue', title: 'Ingresos Totales', value: `$${formatDecimal(f.totalRevenueCents / 100)}` },
    { key: 'conversions', title: 'Conversiones', value: formatInteger(f.validConversions) },
    { key: 'activity', title: 'Actividad', value: 'Alta' },
  ];
}
