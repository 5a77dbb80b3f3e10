import { APPLICATION_MESSAGES } from './applications.js';
import { CAMPAIGN_MESSAGES, createCampaignRequestSchema, updateCampaignRequestSchema } from './campaigns.js';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const firstIssue = (input: unknown) => createCampaignRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('a new campaign', () => {
  it('starts from the seed’s defaults: 15 % and a 30-day cookie', () => {
    expect(createCampaignRequestSchema.parse({ campaignType: 'standard', name: 'Verano', productIds: [PRODUCT] })).toMatchObject({
      commissionType: 'percentage',
      commissionValue: 15,
      cookieDurationDays: 30,
      paymentMethod: 'direct',
      description: null,
    });
  });

  it('standard: a name and at least one product', () => {
    expect(firstIssue({ campaignType: 'standard', name: 'Verano', productIds: [] })).toBe('Debes seleccionar al menos un producto');
    expect(firstIssue({ campaignType: 'standard', name: '  ', productIds: [PRODUCT] })).toBe('El nombre es requerido');
  });

  it('a percentage between 0,01 and 100, a fixed amount of at least one cent, a cookie of 1 to 365 days', () => {
    const base = { campaignType: 'standard', name: 'Verano', productIds: [PRODUCT] };
    expect(firstIssue({ ...base, commissionValue: 0 })).toBe(CAMPAIGN_MESSAGES.percentage);
    expect(firstIssue({ ...base, commissionValue: 100.5 })).toBe(CAMPAIGN_MESSAGES.percentage);
    expect(createCampaignRequestSchema.safeParse({ ...base, commissionValue: 0.01 }).success).toBe(true);
    expect(firstIssue({ ...base, commissionType: 'fixed', commissionValue: 0 })).toBe(CAMPAIGN_MESSAGES.fixed);
    expect(createCampaignRequestSchema.safeParse({ ...base, commissionType: 'fixed', commissionValue: 150000 }).success).toBe(true);
    expect(firstIssue({ ...base, cookieDurationDays: 0 })).toBe(CAMPAIGN_MESSAGES.cookieDays);
    expect(firstIssue({ ...base, cookieDurationDays: 366 })).toBe(CAMPAIGN_MESSAGES.cookieDays);
  });

  it('conversion: a product, or a URL of one’s own', () => {
    const base = { campaignType: 'conversion', name: 'Leads' };
    expect(firstIssue({ ...base, target: { kind: 'product' } })).toBe('Debes seleccionar un producto');
    expect(firstIssue({ ...base, target: { kind: 'url', url: ' ' } })).toBe('Debes ingresar una URL personalizada');
    expect(firstIssue({ ...base, target: { kind: 'url', url: 'no es una url' } })).toBe('URL inválida');
    expect(
      createCampaignRequestSchema.safeParse({ ...base, target: { kind: 'url', url: 'https://tienda.example/registro' } }).success,
    ).toBe(true);
  });

  it('cost per click: at least one cent a click, a quota of at least one, dates in order', () => {
    const base = { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 };
    expect(createCampaignRequestSchema.parse({ ...base, totalBudgetCents: 500000 })).toMatchObject({
      totalBudgetCents: 500000,
      budgetPerCreatorCents: null,
    });
    expect(firstIssue({ ...base, costPerClickCents: 0 })).toBe(CAMPAIGN_MESSAGES.costPerClick);
    expect(firstIssue({ ...base, maxClicksPerCreator: 0 })).toBe(CAMPAIGN_MESSAGES.maxClicks);
    expect(firstIssue({ ...base, startDate: '2026-12-10', endDate: '2026-12-01' })).toBe(CAMPAIGN_MESSAGES.dates);
  });

  it('dates are days from the year 2000 on: a well-formed day Postgres has no room for is refused, not a 500', () => {
    const base = { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 };
    expect(firstIssue({ ...base, endDate: '0000-02-29' })).toBe(CAMPAIGN_MESSAGES.dateInvalid);
    expect(firstIssue({ ...base, startDate: '1999-12-31' })).toBe(CAMPAIGN_MESSAGES.dateInvalid);
    expect(firstIssue({ ...base, startDate: '2026-02-30' })).toBe(CAMPAIGN_MESSAGES.dateInvalid);
    expect(createCampaignRequestSchema.safeParse({ ...base, startDate: '2000-01-01', endDate: '9999-12-31' }).success).toBe(true);
  });

  it('amounts and quotas fit their integer columns: one past the limit is the field’s error, not a 500', () => {
    const base = { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 };
    expect(firstIssue({ ...base, costPerClickCents: 2 ** 31 })).toBe(APPLICATION_MESSAGES.amountTooHigh);
    expect(firstIssue({ ...base, totalBudgetCents: 2 ** 31 })).toBe(APPLICATION_MESSAGES.amountTooHigh);
    expect(firstIssue({ ...base, maxClicksPerCreator: 2 ** 31 })).toBe(APPLICATION_MESSAGES.clicksTooHigh);
    expect(createCampaignRequestSchema.safeParse({ ...base, totalBudgetCents: 2 ** 31 - 1 }).success).toBe(true);
    const fixed = { campaignType: 'standard', name: 'Fija', productIds: [PRODUCT], commissionType: 'fixed' };
    expect(firstIssue({ ...fixed, commissionValue: 2 ** 31 })).toBe(APPLICATION_MESSAGES.amountTooHigh);
  });
});

describe('editing a campaign', () => {
  it('keeps the same rules and offers Activa or Inactiva', () => {
    const edit = {
      id: PRODUCT,
      name: 'Verano',
      cookieDurationDays: 30,
      status: 'active',
      commissionType: 'percentage',
      commissionValue: 20,
    };
    expect(updateCampaignRequestSchema.safeParse(edit).success).toBe(true);
    expect(updateCampaignRequestSchema.safeParse({ ...edit, status: 'paused' }).success).toBe(false);
    expect(updateCampaignRequestSchema.safeParse({ ...edit, cookieDurationDays: 2.5 }).error?.issues[0]?.message).toBe(
      CAMPAIGN_MESSAGES.cookieDays,
    );
  });
});
