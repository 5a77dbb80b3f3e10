import { affiliateLink } from '../testing/affiliate-link';
import type { AffiliateLink, ApplicationView, ApplicationsList, ParticipationView } from '@afilia/contracts';
import { acceptanceToCelebrate, collaborationsOf, collaborationTypeLabel } from './collaborations';

const campaign = (over: Partial<ApplicationView['campaign']> = {}): ApplicationView['campaign'] => ({
  id: 'c1',
  name: 'Invierno',
  brandId: 'b1',
  brandName: 'Marca',
  brandLogoUrl: null,
  campaignType: 'standard',
  paymentMethod: 'direct',
  commissionType: 'percentage',
  commissionValue: 15,
  costPerClickCents: null,
  maxClicksPerCreator: null,
  status: 'active',
  ...over,
});

const application = (over: Partial<ApplicationView> = {}): ApplicationView => ({
  id: 'a1',
  status: 'accepted',
  creatorId: 'cr',
  creatorName: null,
  campaign: campaign(),
  proposedCommissionType: null,
  proposedCommissionValue: null,
  proposedTerms: null,
  counterOfferCommissionType: null,
  counterOfferCommissionValue: null,
  counterOfferTerms: null,
  rejectionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const participation = (over: Partial<ParticipationView> = {}): ParticipationView => ({
  id: 'p1',
  status: 'active',
  creatorId: 'cr',
  creatorName: null,
  campaign: campaign({ id: 'c2', name: 'Clics', campaignType: 'cpc', costPerClickCents: 50, maxClicksPerCreator: 100 }),
  costPerClickCents: 60,
  maxClicks: 80,
  currentClicks: 3,
  totalEarnedCents: 180,
  budgetAllocatedCents: 4800,
  proposedCostPerClickCents: null,
  proposedMaxClicks: null,
  proposedBy: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-23T10:02:00.000Z',
  ...over,
});

const link = (over: Partial<AffiliateLink>): AffiliateLink =>
  affiliateLink({
    id: 'l',
    creatorId: 'cr',
    brandId: 'b1',
    campaignId: 'c1',
    clicks: 10,
    salesGenerated: 2,
    commissionEarnedCents: 500,
    ...over,
  });

describe('Mis Colaboraciones', () => {
  it('accepted applications and working participations, newest first, with their links’ figures', () => {
    const list: ApplicationsList = {
      applications: [
        application({ proposedCommissionType: 'percentage', proposedCommissionValue: 20 }),
        application({ id: 'a2', status: 'pending' }),
      ],
      participations: [participation(), participation({ id: 'p2', status: 'pending' })],
    };
    const result = collaborationsOf(list, [link({ id: 'l1' }), link({ id: 'l2', clicks: 5, salesGenerated: 0, commissionEarnedCents: 0 })]);
    expect(result.map((c) => [c.id, c.typeLabel, c.termsLabel])).toEqual([
      ['p1', 'Costo por Clic', '$0,60 por clic · 80 clics'],
      ['a1', 'Comisión por Venta', '20%'],
    ]);
    expect(result[1]).toMatchObject({ clicks: 15, sales: 2, commissionCents: 500, billed: null, expired: false });
  });

  it('shows a CPC participation’s clicks beside the billed ones, and what the billed ones earned', () => {
    const list: ApplicationsList = { applications: [], participations: [participation()] };
    // Seven clicks on its link (bots and repeated visits too), three billed at $0,60.
    const [cpc] = collaborationsOf(list, [link({ campaignId: 'c2', kind: 'cpc', clicks: 7, commissionEarnedCents: 0 })]);
    expect(cpc).toMatchObject({ clicks: 7, billed: { clicks: 3, max: 80 }, commissionCents: 180 });
  });

  it('says Link Caducado when every link of it stopped working', () => {
    const list = { applications: [application()], participations: [] };
    expect(collaborationsOf(list, [link({ status: 'expired' })])[0]!.expired).toBe(true);
    expect(collaborationsOf(list, [])[0]!.expired).toBe(false);
  });

  it('keeps a deleted campaign’s expired links as an ended collaboration with the reason', () => {
    const gone = link({
      campaignId: 'c9',
      campaignName: 'Verano',
      kind: 'cpc',
      status: 'expired',
      expiredReason: 'La marca eliminó la campaña',
    });
    const [ended] = collaborationsOf({ applications: [], participations: [] }, [gone]);
    expect(ended).toMatchObject({
      campaignName: 'Verano',
      typeLabel: 'Costo por Clic',
      expired: true,
      endedReason: 'La marca eliminó la campaña',
    });
  });

  it('names the kind: Descuento for a discount-code campaign, Por Conversión for a conversion one', () => {
    expect(collaborationTypeLabel(campaign({ paymentMethod: 'discount_code' }))).toBe('Descuento');
    expect(collaborationTypeLabel(campaign({ campaignType: 'conversion' }))).toBe('Por Conversión');
  });
});

describe('the celebration', () => {
  const list: ApplicationsList = { applications: [application()], participations: [participation()] };
  const now = Date.parse('2026-11-23T10:03:00.000Z');

  it('the one the query names, or the newest under 5 minutes old, once each', () => {
    expect(acceptanceToCelebrate(list, { queryId: 'a1', seen: new Set(), now })?.id).toBe('a1');
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(), now })?.id).toBe('p1');
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(['p1']), now })?.id).toBe('a1');
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(['p1', 'a1']), now })).toBeNull();
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(), now: now + 10 * 60_000 })).toBeNull();
  });

  it('an unread acceptance notification celebrates its acceptance, however old and even if seen before', () => {
    const later = now + 60 * 60_000;
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(['a1']), now: later, notified: ['a1'] })?.id).toBe('a1');
    expect(acceptanceToCelebrate(list, { queryId: null, seen: new Set(), now: later, notified: ['nope'] })).toBeNull();
  });
});
