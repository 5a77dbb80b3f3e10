import { z } from 'zod';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from '../entities/campaigns.js';
import { defineEvent } from './define.js';

const campaignFacts = z.object({
  campaignId: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
});

/** What campaigns tells the rest of the platform (notifications, tracking). */
export const CampaignsEvents = {
  campaignCreated: defineEvent('campaigns.campaign.created', campaignFacts),
  campaignUpdated: defineEvent('campaigns.campaign.updated', campaignFacts),
  campaignPaused: defineEvent('campaigns.campaign.paused', campaignFacts),
  /** Its links expire with the reason that the brand removed the campaign (tracking). */
  campaignDeleted: defineEvent('campaigns.campaign.deleted', campaignFacts),
} as const;
