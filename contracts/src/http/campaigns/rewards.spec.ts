import { createCampaignRequestSchema, updateCampaignRequestSchema } from './campaigns.js';
import { REWARD_MESSAGES, rewardsIssue, tierForSale } from './rewards.js';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const base = { campaignType: 'standard', name: 'Verano', productIds: [PRODUCT], commissionValue: 10 };
/** Each issue as `path: message`. */
const issues = (input: unknown) =>
  createCampaignRequestSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe("a standard campaign's rewards (issue 39 §4)", () => {
  it('are none unless the brand adds some', () => {
    expect(createCampaignRequestSchema.parse(base)).toMatchObject({ rewards: { tiers: [], bonuses: [] } });
  });

  it('take up to four tiers that start at ever more sales of the month and pay ever more than the base percentage', () => {
    const tiers = [
      { fromSales: 21, commissionValue: 12 },
      { fromSales: 51, commissionValue: 15 },
    ];
    expect(createCampaignRequestSchema.parse({ ...base, rewards: { tiers } })).toMatchObject({ rewards: { tiers, bonuses: [] } });
    expect(
      issues({
        ...base,
        rewards: {
          tiers: [
            { fromSales: 21, commissionValue: 8 },
            { fromSales: 21, commissionValue: 7 },
            { fromSales: 1, commissionValue: 20 },
          ],
        },
      }),
    ).toEqual([
      `rewards.tiers.2.fromSales: ${REWARD_MESSAGES.tierFrom}`,
      `rewards.tiers.0.commissionValue: ${REWARD_MESSAGES.tierRate}`,
      `rewards.tiers.1.fromSales: ${REWARD_MESSAGES.tierFromOrder}`,
      `rewards.tiers.1.commissionValue: ${REWARD_MESSAGES.tierRate}`,
      `rewards.tiers.2.fromSales: ${REWARD_MESSAGES.tierFromOrder}`,
    ]);
    const five = Array.from({ length: 5 }, (_, i) => ({ fromSales: 10 * (i + 1), commissionValue: 11 + i }));
    expect(issues({ ...base, rewards: { tiers: five } })).toEqual([`rewards.tiers: ${REWARD_MESSAGES.tiersMax}`]);
    expect(issues({ ...base, rewards: { tiers: [{ fromSales: 5, commissionValue: 100.5 }] } })).toEqual([
      `rewards.tiers.0.commissionValue: ${REWARD_MESSAGES.tierPercent}`,
    ]);
    // A tier is a percentage: a fixed commission has none.
    expect(
      issues({ ...base, commissionType: 'fixed', commissionValue: 500, rewards: { tiers: [{ fromSales: 5, commissionValue: 20 }] } }),
    ).toEqual([`rewards.tiers.0.commissionValue: ${REWARD_MESSAGES.tiersNeedPercentage}`]);
  });

  it('take up to three bonuses, each with its own goal of sales or revenue and an amount of at least one cent', () => {
    const bonus = { metric: 'sales', threshold: 10, amountCents: 50_000 };
    expect(createCampaignRequestSchema.safeParse({ ...base, rewards: { bonuses: [bonus] } }).success).toBe(true);
    expect(
      issues({
        ...base,
        rewards: {
          bonuses: [bonus, bonus, { metric: 'revenue', threshold: 0, amountCents: 0 }],
        },
      }),
    ).toEqual([
      `rewards.bonuses.2.amountCents: ${REWARD_MESSAGES.bonusAmount}`,
      `rewards.bonuses.2.threshold: ${REWARD_MESSAGES.bonusRevenue}`,
      `rewards.bonuses.1.threshold: ${REWARD_MESSAGES.bonusRepeated}`,
    ]);
    expect(
      issues({
        ...base,
        rewards: { bonuses: [bonus, { ...bonus, threshold: 11 }, { ...bonus, threshold: 12 }, { ...bonus, threshold: 13 }] },
      }),
    ).toEqual([`rewards.bonuses: ${REWARD_MESSAGES.bonusesMax}`]);
  });

  it('are kept by an edit that does not send them, and checked again against its new base', () => {
    const edit = { id: PRODUCT, name: 'Verano', commissionValue: 10, cookieDurationDays: 30, status: 'active' };
    expect(updateCampaignRequestSchema.parse(edit).rewards).toBeUndefined();
    const kept = { tiers: [{ fromSales: 21, commissionValue: 12 }], bonuses: [] };
    expect(rewardsIssue(kept, { commissionType: 'percentage', commissionValue: 10 })).toBeNull();
    expect(rewardsIssue(kept, { commissionType: 'percentage', commissionValue: 12 })).toEqual({
      path: ['rewards', 'tiers', 0, 'commissionValue'],
      message: REWARD_MESSAGES.tierRate,
    });
  });
});

describe('the tier of a sale', () => {
  const tiers = [
    { fromSales: 21, commissionValue: 12 },
    { fromSales: 51, commissionValue: 15 },
  ];
  it("is the last tier whose first sale the month's count reached", () => {
    expect(tierForSale(tiers, 20)).toBeNull();
    expect(tierForSale(tiers, 21)?.commissionValue).toBe(12);
    expect(tierForSale(tiers, 50)?.commissionValue).toBe(12);
    expect(tierForSale(tiers, 51)?.commissionValue).toBe(15);
    expect(tierForSale([], 100)).toBeNull();
  });
});
