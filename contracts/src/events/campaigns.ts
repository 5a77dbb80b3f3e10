import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  campaignRewardsSchema,
  COMMISSION_TYPES,
  NO_REWARDS,
  PAYMENT_METHODS,
} from '../entities/campaigns.js';
import { NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS } from '../common/constants.js';
import { defineEvent } from './define.js';

const campaignFacts = z.object({
  campaignId: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Its tiers and bonuses as they are now (tracking pays the next sales on them); older events: none. */
  rewards: campaignRewardsSchema.default(NO_REWARDS),
});

const applicationFacts = z.object({
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
});

/**
 * An accepted application: what tracking needs to make the creator's links without asking back
 * (one per product, or one for the store, or one to the conversion campaign's own URL).
 */
const acceptedFacts = applicationFacts.extend({
  campaignType: z.enum(CAMPAIGN_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  productIds: z.array(z.uuid()),
  targetUrl: z.string().nullable(),
  /** The agreed counteroffer's commission, else the campaign's: percent, or cents per unit for fixed. */
  commissionType: z.enum(COMMISSION_TYPES),
  commissionValue: z.number(),
  /** How long after a click a sale is still the creator's (the campaign's cookie; older events: the default). */
  cookieDurationDays: z.number().int().positive().default(NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS),
  /** The campaign's tiers and bonuses when the creator was accepted; older events: none. */
  rewards: campaignRewardsSchema.default(NO_REWARDS),
});

const participationFacts = z.object({
  participationId: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
});

const budgetFacts = z.object({
  campaignId: z.uuid(),
  campaignName: z.string(),
  brandId: z.uuid(),
  allocatedCents: z.number().int(),
  totalBudgetCents: z.number().int(),
});

/** What campaigns tells the rest of the platform (tracking, notifications). */
export const CampaignsEvents = {
  campaignCreated: defineEvent('campaigns.campaign.created', campaignFacts),
  /** Also 'Reanudar': the status says where it stands now. */
  campaignUpdated: defineEvent('campaigns.campaign.updated', campaignFacts),
  /** Its links answer 'Link Caducado' until it resumes (tracking). */
  campaignPaused: defineEvent('campaigns.campaign.paused', campaignFacts),
  /** Its links expire with the reason that the brand removed the campaign (tracking). */
  campaignDeleted: defineEvent('campaigns.campaign.deleted', campaignFacts),
  /** Past its end date: turned inactive by the scheduled check. */
  campaignInactive: defineEvent('campaigns.campaign.inactive', campaignFacts),
  applicationSubmitted: defineEvent('campaigns.application.submitted', applicationFacts),
  applicationAccepted: defineEvent('campaigns.application.accepted', acceptedFacts),
  applicationRejected: defineEvent('campaigns.application.rejected', applicationFacts.extend({ reason: z.string().nullable() })),
  applicationCounterOffered: defineEvent('campaigns.application.counter-offered', applicationFacts),
  participationRequested: defineEvent('campaigns.participation.requested', participationFacts),
  participationCounterOffered: defineEvent(
    'campaigns.participation.counter-offered',
    participationFacts.extend({ by: z.enum(['creator', 'brand']) }),
  ),
  /** Approved by the brand: tracking makes the creator's CPC link. */
  participationApproved: defineEvent(
    'campaigns.participation.approved',
    participationFacts.extend({
      costPerClickCents: z.number().int(),
      maxClicks: z.number().int(),
      budgetAllocatedCents: z.number().int(),
      targetUrl: z.string().nullable(),
    }),
  ),
  participationRejected: defineEvent('campaigns.participation.rejected', participationFacts),
  /** Allocations reached 90 % of the campaign's total budget. */
  budgetWarning: defineEvent('campaigns.campaign.budget-warning', budgetFacts),
  /** Allocations reached the whole total budget. */
  budgetReached: defineEvent('campaigns.campaign.budget-reached', budgetFacts),
} as const;
