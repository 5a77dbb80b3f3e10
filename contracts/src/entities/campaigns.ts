import { z } from 'zod';

/** Campaigns' data model (seed 002 §3). */

const timestamp = z.iso.datetime({ offset: true });

/**
 * Three kinds (seed 001 also names 'discount', seed 002 does not): a discount is the standard
 * campaign's payment method `discount_code`, not a kind of its own (docs/decisions.md).
 */
export const CAMPAIGN_TYPES = ['standard', 'conversion', 'cpc'] as const;
export const PAYMENT_METHODS = ['direct', 'discount_code', 'store_products'] as const;
export const COMMISSION_TYPES = ['percentage', 'fixed'] as const;
export const CAMPAIGN_STATUSES = ['active', 'inactive', 'paused'] as const;

/**
 * Rewards that grow with results (issue 39 §4, decision 247), counted per creator and calendar
 * month in Argentina: tiers raise the percentage from a sale of the month on, bonuses pay a fixed
 * amount once a month's sales or revenue reach a goal. Their rules are in the http contracts.
 */
export const REWARD_BONUS_METRICS = ['sales', 'revenue'] as const;
export const rewardTierSchema = z.object({
  /** The month's sale (1st, 2nd…) from which the tier pays. */
  fromSales: z.number().int(),
  /** Percent. */
  commissionValue: z.number(),
});
export const rewardBonusSchema = z.object({
  metric: z.enum(REWARD_BONUS_METRICS),
  /** Sales for 'sales', cents of revenue for 'revenue'. */
  threshold: z.number().int(),
  amountCents: z.number().int(),
});
export const campaignRewardsSchema = z.object({
  tiers: z.array(rewardTierSchema).default([]),
  bonuses: z.array(rewardBonusSchema).default([]),
});
export type RewardTier = z.infer<typeof rewardTierSchema>;
export type RewardBonus = z.infer<typeof rewardBonusSchema>;
export type CampaignRewards = z.infer<typeof campaignRewardsSchema>;
export const NO_REWARDS: CampaignRewards = { tiers: [], bonuses: [] };

export const campaignSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  commissionType: z.enum(COMMISSION_TYPES),
  /** Percent (0.01..100) for percentage campaigns, cents for fixed ones. */
  commissionValue: z.number(),
  cookieDurationDays: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  targetProductId: z.uuid().nullable(),
  targetUrl: z.string().nullable(),
  costPerClickCents: z.number().int().nullable(),
  maxClicksPerCreator: z.number().int().nullable(),
  budgetPerCreatorCents: z.number().int().nullable(),
  totalBudgetCents: z.number().int().nullable(),
  productIds: z.array(z.uuid()),
  /** Standard campaigns only; older answers have none. */
  rewards: campaignRewardsSchema.default(NO_REWARDS),
  startDate: timestamp.nullable(),
  endDate: timestamp.nullable(),
  createdAt: timestamp,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const campaignApplicationSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  creatorId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  proposedCommissionValue: z.number().nullable(),
  proposedCommissionType: z.enum(COMMISSION_TYPES).nullable(),
  proposedTerms: z.string().nullable(),
  counterOfferCommissionValue: z.number().nullable(),
  counterOfferCommissionType: z.enum(COMMISSION_TYPES).nullable(),
  counterOfferTerms: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CampaignApplication = z.infer<typeof campaignApplicationSchema>;

export const CPC_PARTICIPATION_STATUSES = ['pending', 'pending_counteroffer', 'active', 'completed'] as const;

export const cpcParticipationSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  creatorId: z.uuid(),
  status: z.enum(CPC_PARTICIPATION_STATUSES),
  costPerClickCents: z.number().int(),
  maxClicks: z.number().int(),
  currentClicks: z.number().int(),
  totalEarnedCents: z.number().int(),
  budgetAllocatedCents: z.number().int(),
  proposedCostPerClickCents: z.number().int().nullable(),
  proposedMaxClicks: z.number().int().nullable(),
  createdAt: timestamp,
});
export type CpcParticipation = z.infer<typeof cpcParticipationSchema>;

export const cpcParticipationHistorySchema = cpcParticipationSchema.extend({
  participationId: z.uuid(),
  campaignName: z.string(),
  brandId: z.uuid(),
  reason: z.enum(['paused', 'deleted']),
  originalCreatedAt: timestamp,
  originalUpdatedAt: timestamp,
});
export type CpcParticipationHistory = z.infer<typeof cpcParticipationHistorySchema>;

export const creatorBannerMessageSchema = z.object({
  id: z.uuid(),
  creatorId: z.uuid(),
  brandId: z.uuid(),
  customMessage: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: timestamp,
});
export type CreatorBannerMessage = z.infer<typeof creatorBannerMessageSchema>;

export const aiChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;
