import { linkStatsSchema, safelinkAnalyticsSchema, type LinkStats, type SafelinkAnalytics } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const analyticsKeys = {
  analytics: (brandId: string | null, campaignId: string | null) => ['analytics', brandId, campaignId] as const,
  linkStats: (linkId: string) => ['analytics', 'link', linkId] as const,
};

/**
 * The analytics screen's calls (seed 002 §7 get_safelink_analytics and get_safelink_stats): the
 * brand's links (its active brand for an agency) or the creator's own. Pact pins them.
 */
export function analyticsApi(api: ApiClient) {
  return {
    analytics(brandId: string | null, campaignId: string | null): Promise<SafelinkAnalytics> {
      const query = campaignId ? `?campaignId=${encodeURIComponent(campaignId)}` : '';
      return api.get(`/analytics${query}`, { schema: safelinkAnalyticsSchema, brandId });
    },
    linkStats(linkId: string): Promise<LinkStats> {
      return api.get(`/analytics/links/${encodeURIComponent(linkId)}`, { schema: linkStatsSchema });
    },
  };
}
