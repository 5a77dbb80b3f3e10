import type { Campaign } from '@afilia/contracts';
import { checkCampaignEdit, checkNewCampaign, editValuesOf, NEW_CAMPAIGN_VALUES } from './campaign-form';

const PRODUCT = '00000000-0000-4000-8000-000000000001';

describe('the new campaign dialog’s values', () => {
  it('standard: starts at 15 % and 30 days, needs a product', () => {
    expect(checkNewCampaign('standard', { ...NEW_CAMPAIGN_VALUES, name: 'Verano' }).error?.issues[0]?.message).toBe(
      'Debes seleccionar al menos un producto',
    );
    expect(checkNewCampaign('standard', { ...NEW_CAMPAIGN_VALUES, name: 'Verano', productIds: [PRODUCT] }).data).toMatchObject({
      campaignType: 'standard',
      commissionValue: 15,
      cookieDurationDays: 30,
    });
  });

  it('a fixed commission goes out in cents', () => {
    const checked = checkNewCampaign('standard', {
      ...NEW_CAMPAIGN_VALUES,
      name: 'V',
      productIds: [PRODUCT],
      commissionType: 'fixed',
      commissionValue: 1500.5,
    });
    expect(checked.data).toMatchObject({ commissionType: 'fixed', commissionValue: 150050 });
  });

  it('conversion: a product or a URL, each named when missing', () => {
    expect(checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads' }).error?.issues[0]?.message).toBe(
      'Debes seleccionar un producto',
    );
    expect(checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads', targetKind: 'url' }).error?.issues[0]?.message).toBe(
      'Debes ingresar una URL personalizada',
    );
    expect(
      checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads', targetKind: 'url', targetUrl: 'https://tienda.example/alta' })
        .data,
    ).toMatchObject({ target: { kind: 'url', url: 'https://tienda.example/alta' } });
  });
});

describe('the edit dialog’s values', () => {
  it('round-trips a fixed commission through pesos', () => {
    const campaign = {
      name: 'V',
      description: null,
      commissionType: 'fixed' as const,
      commissionValue: 150050,
      cookieDurationDays: 10,
      status: 'paused' as const,
      rewards: { tiers: [], bonuses: [] },
    };
    const values = editValuesOf(campaign as never);
    expect(values).toMatchObject({ commissionValue: 1500.5, status: 'active' });
    expect(checkCampaignEdit(values, 'standard').data).toMatchObject({ commissionValue: 150050, cookieDurationDays: 10 });
    expect(checkCampaignEdit({ ...values, name: ' ' }, 'standard').error?.issues[0]?.message).toBe('El nombre es requerido');
  });
});

describe('the rewards in the campaign dialogs (issue 39 §4)', () => {
  const CAMPAIGN = {
    name: 'V',
    description: null,
    commissionType: 'percentage',
    commissionValue: 10,
    cookieDurationDays: 30,
    status: 'active',
    rewards: { tiers: [], bonuses: [] },
  } as unknown as Campaign;
  const rewards = {
    tiers: [{ fromSales: 21, commissionValue: 18 }],
    bonuses: [
      { metric: 'revenue' as const, threshold: 300_000, amount: 5_000.5 },
      { metric: 'sales' as const, threshold: 10, amount: 2_000 },
    ],
  };

  it('go out with a standard campaign, money in cents, and come back into the edit dialog in pesos', () => {
    const checked = checkNewCampaign('standard', { ...NEW_CAMPAIGN_VALUES, name: 'V', productIds: [PRODUCT], rewards });
    expect(checked.data).toMatchObject({
      rewards: {
        tiers: [{ fromSales: 21, commissionValue: 18 }],
        bonuses: [
          { metric: 'revenue', threshold: 30_000_000, amountCents: 500_050 },
          { metric: 'sales', threshold: 10, amountCents: 200_000 },
        ],
      },
    });
    const campaign = {
      ...CAMPAIGN,
      rewards: checked.data!.campaignType === 'standard' ? checked.data!.rewards : { tiers: [], bonuses: [] },
    };
    expect(editValuesOf(campaign).rewards).toEqual(rewards);
  });

  it("name each item's field, a bonus's amount in pesos too", () => {
    const checked = checkNewCampaign('standard', {
      ...NEW_CAMPAIGN_VALUES,
      name: 'V',
      productIds: [PRODUCT],
      rewards: { tiers: [{ fromSales: null, commissionValue: 10 }], bonuses: [{ metric: 'sales', threshold: 5, amount: null }] },
    });
    expect(checked.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'rewards.tiers.0.fromSales: El escalón debe empezar entre la venta 2 y la 100.000 del mes',
      'rewards.bonuses.0.amountCents: El bono debe ser de al menos $0,01',
    ]);
  });

  it('are sent by the edit of a standard campaign only', () => {
    const values = { ...editValuesOf(CAMPAIGN), rewards };
    expect(checkCampaignEdit(values, 'standard').data?.rewards?.bonuses).toHaveLength(2);
    expect(checkCampaignEdit(values, 'cpc').data?.rewards).toBeUndefined();
  });
});
