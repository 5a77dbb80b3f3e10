import { z } from 'zod';
import { messageResponseSchema } from '../http/auth/auth.js';
import { campaignListSchema, cpcCampaignFormSchema, updateCampaignRequestSchema } from '../http/campaigns/campaigns.js';
import { brandScopeSchema } from '../http/catalogue/products.js';
import { campaignSchema } from '../entities/campaigns.js';
import { defineRequest, healthResponseSchema } from './define.js';

const byId = z.object({ id: z.uuid() });

export const CampaignsRequests = {
  /**
   * Cost-per-click campaigns for now; the standard and conversion kinds join this request once
   * campaigns can check a brand's products with catalogue and its pixel with tracking.
   */
  createCampaign: defineRequest('campaigns.campaign.create', cpcCampaignFormSchema, campaignSchema, { needsActor: true }),
  listCampaigns: defineRequest('campaigns.campaign.list', brandScopeSchema, campaignListSchema, { needsActor: true }),
  getCampaign: defineRequest('campaigns.campaign.get', byId, campaignSchema, { needsActor: true }),
  updateCampaign: defineRequest('campaigns.campaign.update', updateCampaignRequestSchema, campaignSchema, { needsActor: true }),
  /** 'Pausar' and 'Reanudar' on the detail page's header. */
  setCampaignPaused: defineRequest(
    'campaigns.campaign.set-paused',
    byId.extend({ paused: z.boolean() }),
    z.object({ campaign: campaignSchema, message: z.string() }),
    { needsActor: true },
  ),
  deleteCampaign: defineRequest('campaigns.campaign.delete', byId, messageResponseSchema, { needsActor: true }),
  health: defineRequest('campaigns.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
