import {
  affiliateLinkListSchema,
  applicationsListSchema,
  applyResponseSchema,
  availableCampaignListSchema,
  campaignSchema,
  messageResponseSchema,
  rewardProgressListSchema,
  type AffiliateLink,
  type ApplicationsList,
  type ApplyRequest,
  type AvailableCampaign,
  type Campaign,
  type MessageResponse,
  type RewardProgress,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

const id = encodeURIComponent;

export const creatorKeys = {
  available: ['creator', 'available-campaigns'] as const,
  mine: ['creator', 'applications'] as const,
  links: ['creator', 'links'] as const,
  rewards: ['creator', 'rewards'] as const,
  campaign: (campaignId: string) => ['creator', 'campaign', campaignId] as const,
};

/**
 * mf-creator's calls for 'Buscar Marcas', 'Mis Aplicaciones' and 'Mis Colaboraciones' (seed 002
 * §7 campaign_applications, cpc_campaign_participations, affiliate_links). Pact pins them.
 */
export function creatorCampaignsApi(api: ApiClient) {
  return {
    available(): Promise<AvailableCampaign[]> {
      return api.get('/campaigns/available', { schema: availableCampaignListSchema });
    },
    campaign(campaignId: string): Promise<Campaign> {
      return api.get(`/campaigns/${id(campaignId)}`, { schema: campaignSchema });
    },
    apply(campaignId: string, proposal: ApplyRequest['proposal']) {
      return api.post(`/campaigns/${id(campaignId)}/applications`, { proposal }, { schema: applyResponseSchema });
    },
    /** The creator's own applications and participations, newest first. */
    mine(): Promise<ApplicationsList> {
      return api.get('/applications', { schema: applicationsListSchema });
    },
    /** The creator's own links (the approval dialog asks for 5 of a campaign). */
    links(campaignId?: string, limit?: number): Promise<AffiliateLink[]> {
      const query = new URLSearchParams();
      if (campaignId) query.set('campaignId', campaignId);
      if (limit) query.set('limit', String(limit));
      const qs = query.toString();
      return api.get(`/links${qs ? `?${qs}` : ''}`, { schema: affiliateLinkListSchema });
    },
    /** The month's progress on the tiers and bonuses of the creator's campaigns that have them (issue 39 §4). */
    rewards(): Promise<RewardProgress[]> {
      return api.get('/campaigns/rewards', { schema: rewardProgressListSchema });
    },
    respond(applicationId: string, accept: boolean): Promise<MessageResponse> {
      return api.post(`/applications/${id(applicationId)}/respond`, { accept }, { schema: messageResponseSchema });
    },
    respondToParticipation(participationId: string, accept: boolean): Promise<MessageResponse> {
      return api.post(`/participations/${id(participationId)}/respond`, { accept }, { schema: messageResponseSchema });
    },
  };
}
