import { composeSummary } from './compose-summary.js';

const tx = (id: string, createdAt: string) => ({
  id,
  productName: null,
  creatorName: null,
  brandName: null,
  amountTotalCents: 100,
  amountCreatorCents: 15,
  status: 'pending' as const,
  createdAt,
});

describe('composeSummary', () => {
  it('gives every figure 0 when no service reports it', () => {
    expect(composeSummary('brand', [{}])).toEqual({
      role: 'brand',
      figures: { totalSalesCents: 0, commissionsPaidCents: 0, activeProducts: 0, activeCreators: 0 },
      recentTransactions: [],
    });
  });

  it('adds up the parts of several services for the agency', () => {
    const summary = composeSummary('agency', [{ agency: { activeBrands: 2 } }, { agency: { activeCampaigns: 3, validConversions: 4 } }]);
    expect(summary).toEqual({
      role: 'agency',
      figures: { activeBrands: 2, activeCampaigns: 3, associatedCreators: 0, totalRevenueCents: 0, validConversions: 4 },
    });
  });

  it('keeps the 5 newest transactions across services, newest first', () => {
    const summary = composeSummary('creator', [
      {
        recentTransactions: [
          tx('00000000-0000-4000-8000-000000000001', '2026-01-01T00:00:00Z'),
          tx('00000000-0000-4000-8000-000000000002', '2026-01-03T00:00:00Z'),
        ],
      },
      {
        recentTransactions: [
          tx('00000000-0000-4000-8000-000000000003', '2026-01-02T00:00:00Z'),
          tx('00000000-0000-4000-8000-000000000004', '2026-01-05T00:00:00Z'),
          tx('00000000-0000-4000-8000-000000000005', '2026-01-04T00:00:00Z'),
          tx('00000000-0000-4000-8000-000000000006', '2026-01-06T00:00:00Z'),
        ],
      },
    ]);
    expect(summary.role === 'creator' && summary.recentTransactions.map((t) => t.id.slice(-1))).toEqual(['6', '4', '5', '2', '3']);
  });

  it('gives the admin the brand view', () => {
    expect(composeSummary('admin', []).role).toBe('admin');
  });
});
