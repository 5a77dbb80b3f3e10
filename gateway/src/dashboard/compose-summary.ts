import { RECENT_TRANSACTIONS_LIMIT, type DashboardSummary, type Role, type SummaryPart } from '@afilia/contracts';

/**
 * Merges the parts each service answered into the role's home. A figure nobody reported is 0:
 * the service that would own its rows does not exist yet, so there are none.
 */
export function composeSummary(role: Role, parts: SummaryPart[]): DashboardSummary {
  const sum = <K extends 'brand' | 'creator' | 'agency'>(section: K, field: keyof NonNullable<SummaryPart[K]>): number =>
    parts.reduce((total, part) => total + ((part[section] as Record<string, number> | undefined)?.[field as string] ?? 0), 0);

  const recentTransactions = parts
    .flatMap((p) => p.recentTransactions ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_TRANSACTIONS_LIMIT);

  switch (role) {
    case 'creator':
      return {
        role,
        figures: {
          totalEarnedCents: sum('creator', 'totalEarnedCents'),
          totalClicks: sum('creator', 'totalClicks'),
          activeLinks: sum('creator', 'activeLinks'),
          salesGenerated: sum('creator', 'salesGenerated'),
        },
        recentTransactions,
      };
    case 'agency':
      return {
        role,
        figures: {
          activeBrands: sum('agency', 'activeBrands'),
          activeCampaigns: sum('agency', 'activeCampaigns'),
          associatedCreators: sum('agency', 'associatedCreators'),
          totalRevenueCents: sum('agency', 'totalRevenueCents'),
          validConversions: sum('agency', 'validConversions'),
        },
      };
    case 'brand':
    case 'admin':
      return {
        role,
        figures: {
          totalSalesCents: sum('brand', 'totalSalesCents'),
          commissionsPaidCents: sum('brand', 'commissionsPaidCents'),
          activeProducts: sum('brand', 'activeProducts'),
          activeCreators: sum('brand', 'activeCreators'),
        },
        recentTransactions,
      };
  }
}
