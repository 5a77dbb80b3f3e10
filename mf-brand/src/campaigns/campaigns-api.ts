import {
  affiliateLinkListSchema,
  affiliateLinkSchema,
  bannerMessageListSchema,
  applicationsListSchema,
  campaignListSchema,
  campaignPausedResponseSchema,
  campaignSchema,
  discountCodeListSchema,
  discountCodeSchema,
  messageResponseSchema,
  pixelStatusSchema,
  productListSchema,
  rewardProgressListSchema,
  type AffiliateLink,
  type CreateCustomLinkRequest,
  type BannerMessageView,
  type ApplicationsList,
  type Campaign,
  type CampaignEditForm,
  type CreateCampaignRequest,
  type CreateDiscountCodeRequest,
  type DiscountCode,
  type MessageResponse,
  type PixelStatus,
  type Product,
  type RewardProgress,
  type SettleHeldClicksBody,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

const id = encodeURIComponent;

/** Query keys: a brand's campaigns ('own' for a brand owner), one campaign, its applications, its links. */
export const campaignKeys = {
  list: (brandId: string | null) => ['campaigns', brandId ?? 'own'] as const,
  one: (campaignId: string) => ['campaign', campaignId] as const,
  applications: (campaignId: string) => ['campaign', campaignId, 'applications'] as const,
  links: (campaignId: string) => ['campaign', campaignId, 'links'] as const,
  rewards: (campaignId: string) => ['campaign', campaignId, 'rewards'] as const,
  pixel: (brandId: string | null) => ['pixel-status', brandId ?? 'own'] as const,
  banners: (brandId: string | null) => ['banner-messages', brandId ?? 'own'] as const,
  discountCodes: (brandId: string | null) => ['discount-codes', brandId ?? 'own'] as const,
};

/**
 * mf-brand's calls to the gateway for campaigns and their review (seed 002 §7 'campaigns',
 * 'campaign_applications', 'cpc_campaign_participations'). Pact pins them against the gateway.
 */
export function campaignsApi(api: ApiClient) {
  return {
    list(brandId?: string | null): Promise<Campaign[]> {
      return api.get('/campaigns', { schema: campaignListSchema, brandId });
    },
    get(campaignId: string): Promise<Campaign> {
      return api.get(`/campaigns/${id(campaignId)}`, { schema: campaignSchema });
    },
    create(body: CreateCampaignRequest, brandId?: string | null): Promise<Campaign> {
      return api.post('/campaigns', body, { schema: campaignSchema, brandId });
    },
    update(campaignId: string, form: CampaignEditForm): Promise<Campaign> {
      return api.put(`/campaigns/${id(campaignId)}`, form, { schema: campaignSchema });
    },
    setPaused(campaignId: string, paused: boolean): Promise<{ campaign: Campaign; message: string }> {
      return api.post(`/campaigns/${id(campaignId)}/${paused ? 'pause' : 'resume'}`, {}, { schema: campaignPausedResponseSchema });
    },
    remove(campaignId: string): Promise<MessageResponse> {
      return api.delete(`/campaigns/${id(campaignId)}`, { schema: messageResponseSchema });
    },
    /** Applications and participations of one campaign, newest first. */
    applications(campaignId: string): Promise<ApplicationsList> {
      return api.get(`/applications?campaignId=${id(campaignId)}`, { schema: applicationsListSchema });
    },
    /** This month's progress of each creator on the campaign's tiers and bonuses (issue 39 §4). */
    rewards(campaignId: string): Promise<RewardProgress[]> {
      return api.get(`/campaigns/${id(campaignId)}/rewards`, { schema: rewardProgressListSchema });
    },
    links(campaignId: string): Promise<AffiliateLink[]> {
      return api.get(`/links?campaignId=${id(campaignId)}`, { schema: affiliateLinkListSchema });
    },
    /** A custom link (seed 002 §5) for a creator of the campaign, to any URL. */
    createCustomLink(body: CreateCustomLinkRequest): Promise<AffiliateLink> {
      return api.post('/links/custom', body, { schema: affiliateLinkSchema });
    },
    /** Deletes a link of the brand's that has no sales (the audit rule). */
    deleteLink(linkId: string): Promise<MessageResponse> {
      return api.delete(`/links/${id(linkId)}`, { schema: messageResponseSchema });
    },
    /** Bills (within the quota) or drops a CPC link's clicks held by a fraud signal; its billing goes on. */
    settleHeldClicks(linkId: string, action: SettleHeldClicksBody['action']): Promise<MessageResponse> {
      return api.post(`/links/${id(linkId)}/held-clicks`, { action }, { schema: messageResponseSchema });
    },
    accept(applicationId: string): Promise<MessageResponse> {
      return api.post(`/applications/${id(applicationId)}/accept`, {}, { schema: messageResponseSchema });
    },
    counterOffer(
      applicationId: string,
      body: { commissionType?: 'percentage' | 'fixed'; commissionValue?: number; terms?: string | null },
    ): Promise<MessageResponse> {
      return api.post(`/applications/${id(applicationId)}/counter-offer`, body, { schema: messageResponseSchema });
    },
    reject(applicationId: string, reason: string | null): Promise<MessageResponse> {
      return api.post(`/applications/${id(applicationId)}/reject`, { reason }, { schema: messageResponseSchema });
    },
    approveParticipation(participationId: string): Promise<MessageResponse> {
      return api.post(`/participations/${id(participationId)}/approve`, {}, { schema: messageResponseSchema });
    },
    counterOfferParticipation(participationId: string, body: { costPerClickCents: number; maxClicks: number }): Promise<MessageResponse> {
      return api.post(`/participations/${id(participationId)}/counter-offer`, body, { schema: messageResponseSchema });
    },
    rejectParticipation(participationId: string): Promise<MessageResponse> {
      return api.post(`/participations/${id(participationId)}/reject`, {}, { schema: messageResponseSchema });
    },
    /** Whether the brand may create a conversion campaign (an active pixel seen on its site). */
    pixelStatus(brandId: string): Promise<PixelStatus> {
      return api.get(`/pixel-status?brandId=${id(brandId)}`, { schema: pixelStatusSchema });
    },
    /** Creators' banner messages to the brand, newest first. */
    banners(brandId?: string | null): Promise<BannerMessageView[]> {
      return api.get('/banner-messages', { schema: bannerMessageListSchema, brandId });
    },
    moderateBanner(bannerId: string, approve: boolean): Promise<MessageResponse> {
      return api.post(`/banner-messages/${id(bannerId)}/moderate`, { approve }, { schema: messageResponseSchema });
    },
    /** The brand's discount codes, newest first (each a coupon in its store). */
    discountCodes(brandId?: string | null): Promise<DiscountCode[]> {
      return api.get('/discount-codes', { schema: discountCodeListSchema, brandId });
    },
    createDiscountCode(body: Omit<CreateDiscountCodeRequest, 'brandId'>, brandId?: string | null): Promise<DiscountCode> {
      return api.post('/discount-codes', body, { schema: discountCodeSchema, brandId });
    },
    /** 'Código desactivado': its coupon leaves the store. */
    deactivateDiscountCode(codeId: string): Promise<MessageResponse> {
      return api.post(`/discount-codes/${id(codeId)}/deactivate`, {}, { schema: messageResponseSchema });
    },
    /** The brand's products, for the standard campaign's multi-select and the conversion target. */
    products(brandId?: string | null): Promise<Product[]> {
      return api.get('/products', { schema: productListSchema, brandId });
    },
  };
}

export type CampaignsApi = ReturnType<typeof campaignsApi>;
