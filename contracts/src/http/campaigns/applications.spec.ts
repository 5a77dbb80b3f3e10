import {
  APPLICATION_MESSAGES,
  applyRequestSchema,
  budgetInsufficientMessage,
  commissionProposalIssue,
  counterOfferRequestSchema,
  cpcCounterOfferRequestSchema,
  rejectRequestSchema,
} from './applications.js';

const ID = '00000000-0000-4000-8000-000000000001';
const issue = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('a creator’s application', () => {
  it('accepts the terms (no proposal) or proposes a commission of at least 0', () => {
    expect(applyRequestSchema.parse({ campaignId: ID })).toEqual({ campaignId: ID, proposal: null });
    const proposal = { kind: 'commission', commissionType: 'percentage', commissionValue: 0 };
    expect(applyRequestSchema.parse({ campaignId: ID, proposal }).proposal).toMatchObject({ commissionValue: 0, terms: null });
    expect(issue(applyRequestSchema, { campaignId: ID, proposal: { ...proposal, commissionValue: -1 } })).toBe(
      APPLICATION_MESSAGES.commissionMin,
    );
    expect(issue(applyRequestSchema, { campaignId: ID, proposal: { ...proposal, commissionValue: 101 } })).toBe(
      APPLICATION_MESSAGES.percentMax,
    );
  });

  it('a CPC counteroffer: cost per click of at least $0,01 and at least one click', () => {
    const cpc = { kind: 'cpc', costPerClickCents: 1, maxClicks: 1 };
    expect(applyRequestSchema.safeParse({ campaignId: ID, proposal: cpc }).success).toBe(true);
    expect(issue(applyRequestSchema, { campaignId: ID, proposal: { ...cpc, costPerClickCents: 0 } })).toBe(
      APPLICATION_MESSAGES.costPerClick,
    );
    expect(issue(applyRequestSchema, { campaignId: ID, proposal: { ...cpc, maxClicks: 0 } })).toBe(APPLICATION_MESSAGES.maxClicks);
    expect(issue(cpcCounterOfferRequestSchema, { id: ID, costPerClickCents: 10, maxClicks: 0.5 })).toBe(APPLICATION_MESSAGES.maxClicks);
  });
});

describe('the brand’s answers', () => {
  it('a counteroffer may leave type and value to the campaign’s; terms and reason are optional', () => {
    expect(counterOfferRequestSchema.parse({ id: ID })).toEqual({ id: ID, terms: null });
    expect(counterOfferRequestSchema.parse({ id: ID, terms: '  ' }).terms).toBeNull();
    expect(rejectRequestSchema.parse({ id: ID, reason: '' })).toEqual({ id: ID, reason: null });
    expect(issue(rejectRequestSchema, { id: ID, reason: 'x'.repeat(501) })).toBe(APPLICATION_MESSAGES.reasonTooLong);
  });

  it('the budget message shows the total and what is allocated in pesos', () => {
    expect(budgetInsufficientMessage(150_000, 120_050)).toBe(
      'Presupuesto insuficiente. Total disponible: $1.500,00, ya asignado: $1.200,50',
    );
  });
});

describe('numbers within what their columns hold (issue 36 §4)', () => {
  it('refuses amounts and click counts past a Postgres integer, and a counteroffer past 100 %, each on its field', () => {
    expect(APPLICATION_MESSAGES.amountTooHigh).toBe('El monto no puede superar $21.474.836,47');
    expect(APPLICATION_MESSAGES.clicksTooHigh).toBe('La cantidad de clics no puede superar 2.147.483.647');
    const cpc = { id: ID, costPerClickCents: 2 ** 31 - 1, maxClicks: 2 ** 31 - 1 };
    expect(cpcCounterOfferRequestSchema.safeParse(cpc).success).toBe(true);
    expect(issue(cpcCounterOfferRequestSchema, { ...cpc, costPerClickCents: 2 ** 31 })).toBe(APPLICATION_MESSAGES.amountTooHigh);
    expect(issue(cpcCounterOfferRequestSchema, { ...cpc, maxClicks: 2 ** 31 })).toBe(APPLICATION_MESSAGES.clicksTooHigh);
    expect(issue(counterOfferRequestSchema, { id: ID, commissionType: 'percentage', commissionValue: 1_000_000_000 })).toBe(
      APPLICATION_MESSAGES.percentMax,
    );
    expect(issue(counterOfferRequestSchema, { id: ID, commissionValue: 2 ** 31 })).toBe(APPLICATION_MESSAGES.amountTooHigh);
    expect(issue(counterOfferRequestSchema, { id: ID, commissionType: 'percentage', commissionValue: 101 })).toBe(
      APPLICATION_MESSAGES.percentMax,
    );
    expect(commissionProposalIssue('percentage', 150)).toBe(APPLICATION_MESSAGES.percentMax);
    expect(commissionProposalIssue('fixed', 2 ** 31)).toBe(APPLICATION_MESSAGES.amountTooHigh);
    expect(commissionProposalIssue('fixed', 2 ** 31 - 1)).toBeNull();
  });
});
