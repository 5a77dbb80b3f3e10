import { z } from 'zod';
import { messageResponseSchema } from '../http/auth/auth.js';
import {
  applicationsListSchema,
  applyRequestSchema,
  applyResponseSchema,
  counterOfferRequestSchema,
  cpcCounterOfferRequestSchema,
  listApplicationsRequestSchema,
  rejectRequestSchema,
  respondRequestSchema,
} from '../http/campaigns/applications.js';
import {
  availableCampaignListSchema,
  campaignPausedResponseSchema,
  campaignListSchema,
  createCampaignRequestSchema,
  updateCampaignRequestSchema,
} from '../http/campaigns/campaigns.js';
import {
  assistantReplySchema,
  assistantRequestSchema,
  transcribeReplySchema,
  transcribeRequestSchema,
} from '../http/campaigns/assistant.js';
import { bannerMessageListSchema, moderateBannerRequestSchema, submitBannerRequestSchema } from '../http/campaigns/banners.js';
import { brandScopeSchema } from '../http/catalogue/products.js';
import { summaryPartSchema } from '../http/dashboard/summary.js';
import { campaignSchema } from '../entities/campaigns.js';
import { adminCampaignStatsSchema } from '../http/admin/admin.js';
import { defineRequest, healthResponseSchema } from './define.js';

const byId = z.object({ id: z.uuid() });

export const CampaignsRequests = {
  createCampaign: defineRequest('campaigns.campaign.create', createCampaignRequestSchema, campaignSchema, { needsActor: true }),
  listCampaigns: defineRequest('campaigns.campaign.list', brandScopeSchema, campaignListSchema, { needsActor: true }),
  getCampaign: defineRequest('campaigns.campaign.get', byId, campaignSchema, { needsActor: true }),
  updateCampaign: defineRequest('campaigns.campaign.update', updateCampaignRequestSchema, campaignSchema, { needsActor: true }),
  /** 'Pausar' and 'Reanudar' on the detail page's header. */
  setCampaignPaused: defineRequest('campaigns.campaign.set-paused', byId.extend({ paused: z.boolean() }), campaignPausedResponseSchema, {
    needsActor: true,
  }),
  deleteCampaign: defineRequest('campaigns.campaign.delete', byId, messageResponseSchema, { needsActor: true }),
  /** 'Buscar Marcas': the campaigns a creator may see, with where it stands in each. */
  availableCampaigns: defineRequest('campaigns.campaign.available', z.object({}), availableCampaignListSchema, {
    needsActor: true,
  }),
  apply: defineRequest('campaigns.application.apply', applyRequestSchema, applyResponseSchema, { needsActor: true }),
  /** A brand's (of a campaign, or of the brand) or a creator's own, newest first. */
  listApplications: defineRequest('campaigns.application.list', listApplicationsRequestSchema, applicationsListSchema, {
    needsActor: true,
  }),
  acceptApplication: defineRequest('campaigns.application.accept', byId, messageResponseSchema, { needsActor: true }),
  counterOffer: defineRequest('campaigns.application.counter-offer', counterOfferRequestSchema, messageResponseSchema, {
    needsActor: true,
  }),
  rejectApplication: defineRequest('campaigns.application.reject', rejectRequestSchema, messageResponseSchema, { needsActor: true }),
  respondToCounterOffer: defineRequest('campaigns.application.respond', respondRequestSchema, messageResponseSchema, {
    needsActor: true,
  }),
  approveParticipation: defineRequest('campaigns.participation.approve', byId, messageResponseSchema, { needsActor: true }),
  counterOfferParticipation: defineRequest('campaigns.participation.counter-offer', cpcCounterOfferRequestSchema, messageResponseSchema, {
    needsActor: true,
  }),
  rejectParticipation: defineRequest('campaigns.participation.reject', byId, messageResponseSchema, { needsActor: true }),
  respondToParticipationOffer: defineRequest('campaigns.participation.respond', respondRequestSchema, messageResponseSchema, {
    needsActor: true,
  }),
  /** One turn of the campaign assistant; it may create a CPC or conversion campaign. */
  assistantReply: defineRequest('campaigns.assistant.reply', assistantRequestSchema, assistantReplySchema, { needsActor: true }),
  transcribeAudio: defineRequest('campaigns.assistant.transcribe', transcribeRequestSchema, transcribeReplySchema, { needsActor: true }),
  /** A creator's banner message to a brand, pending until the brand moderates it. */
  submitBanner: defineRequest('campaigns.banner.submit', submitBannerRequestSchema, messageResponseSchema, { needsActor: true }),
  /** The brand's banner messages (newest first), or the creator's own. */
  listBanners: defineRequest('campaigns.banner.list', brandScopeSchema, bannerMessageListSchema, { needsActor: true }),
  moderateBanner: defineRequest('campaigns.banner.moderate', moderateBannerRequestSchema, messageResponseSchema, { needsActor: true }),
  /** The storefront script's banner: a creator's message to a brand once the brand approved it. */
  approvedBanner: defineRequest(
    'campaigns.banner.approved',
    z.object({ brandId: z.uuid(), creatorId: z.uuid() }),
    z.object({ message: z.string().nullable() }),
    { needsActor: false, callers: ['tracking'] },
  ),
  /** The admin's counts: campaigns per brand, collaborations per creator (admins only). */
  stats: defineRequest('campaigns.stats.list', z.object({}), adminCampaignStatsSchema, { needsActor: true }),
  summary: defineRequest('campaigns.summary.get', z.object({}), summaryPartSchema, { needsActor: true }),
  health: defineRequest('campaigns.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
