import { z } from 'zod';
import { safelinkAnalyticsRowSchema, safelinkStatsSchema } from '../../entities/tracking.js';

/** 'SafeLink Analytics' and the creator's 'Estadísticas' (seed 002 §2, §3, §8 'Analytics', §9). */
export const ANALYTICS_TEXTS = {
  loadError: 'Error al cargar las analíticas',
} as const;

/**
 * Click quality, which no peer shows: of every click a link had, how many were a person's first
 * visit of the day (unique), and the counts behind the rest: bots, a person's repeats, and the
 * repeats the fraud rule flagged (a visitor past the hourly limit on a CPC link). `percent` is the
 * unique share of all clicks, 0 to 100.
 */
export const clickQualitySchema = z.object({
  clicks: z.number().int(),
  unique: z.number().int(),
  bots: z.number().int(),
  repeats: z.number().int(),
  flagged: z.number().int(),
  percent: z.number(),
});
export type ClickQuality = z.infer<typeof clickQualitySchema>;

/** A row of the analytics table: seed 002 §3's analytics row, whose creator, and its click quality. */
export const analyticsRowSchema = safelinkAnalyticsRowSchema.extend({
  creatorId: z.uuid(),
  kind: z.enum(['product', 'store', 'cpc', 'url', 'custom']),
  quality: clickQualitySchema,
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

/** A campaign's totals, for the filter and the two charts (the top 5 by clicks). */
export const analyticsCampaignSchema = z.object({
  campaignId: z.uuid(),
  campaignName: z.string().nullable(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  quality: clickQualitySchema,
});
export type AnalyticsCampaign = z.infer<typeof analyticsCampaignSchema>;

export const safelinkAnalyticsSchema = z.object({
  summary: z.object({
    clicks: z.number().int(),
    uniqueClicks: z.number().int(),
    conversions: z.number().int(),
    revenueCents: z.number().int(),
    /** Conversions over clicks, as a percentage. */
    ctr: z.number(),
    quality: clickQualitySchema,
  }),
  /** Every campaign with links in scope, most clicked first. */
  campaigns: z.array(analyticsCampaignSchema),
  /** The links, most clicked first (at most ANALYTICS_ROWS_MAX). */
  rows: z.array(analyticsRowSchema),
});
export type SafelinkAnalytics = z.infer<typeof safelinkAnalyticsSchema>;

export const ANALYTICS_ROWS_MAX = 500;

/** get_safelink_analytics (seed 002 §7): a brand's links (brand and agency), a creator's own, one campaign's. */
export const analyticsRequestSchema = z.object({
  brandId: z.uuid().optional(),
  campaignId: z.uuid().optional(),
});
export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;

/** get_safelink_stats (seed 002 §7) for the statistics dialog, with the link's click quality. */
export const linkStatsSchema = safelinkStatsSchema.extend({ quality: clickQualitySchema });
export type LinkStats = z.infer<typeof linkStatsSchema>;
