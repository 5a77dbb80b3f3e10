import type { EntityManager } from 'typeorm';
import { CTR_BADGE_HIGH, HIGH_CTR_MIN_CLICKS, ratePercent, TrackingEvents } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';

/** Whether a campaign's figures make it a high-CTR campaign (decision 172). */
export function isHighCtr(clicks: number, conversions: number): boolean {
  return clicks >= HIGH_CTR_MIN_CLICKS && ratePercent(conversions, clicks) >= CTR_BADGE_HIGH;
}

/**
 * After a conversion of the campaign (a paid order or a valid pixel conversion), in its
 * transaction: when the campaign's conversions over its links' clicks reach the CTR badge's top
 * tier with enough clicks to mean something, its brand is told, once per campaign
 * (`campaign_alerts` remembers it, whichever replica or delivery got there first). Clicks alone
 * only lower the rate, so a conversion is the one moment it can cross.
 */
export async function checkHighCtr(manager: EntityManager, outbox: Outbox, campaignId: string): Promise<boolean> {
  const [figures]: { brand_id: string | null; campaign_name: string | null; clicks: number; orders: number; conversions: number }[] =
    await manager.query(
      `SELECT max(l."brand_id"::text) AS "brand_id", max(l."campaign_name") AS "campaign_name",
              coalesce(sum(l."clicks"), 0)::int AS "clicks", coalesce(sum(l."sales_generated"), 0)::int AS "orders",
              (SELECT count(*)::int FROM "tracking"."external_conversions" c
                WHERE c."campaign_id" = $1 AND c."is_valid" AND c."event_type" IN ('lead', 'purchase')) AS "conversions"
         FROM "tracking"."affiliate_links" l WHERE l."campaign_id" = $1`,
      [campaignId],
    );
  if (!figures?.brand_id) return false;
  const conversions = figures.orders + figures.conversions;
  if (!isHighCtr(figures.clicks, conversions)) return false;
  const first: unknown[] = await manager.query(
    `INSERT INTO "tracking"."campaign_alerts" ("campaign_id", "kind", "brand_id") VALUES ($1, 'high_ctr', $2)
     ON CONFLICT DO NOTHING RETURNING "campaign_id"`,
    [campaignId, figures.brand_id],
  );
  if (first.length === 0) return false;
  await outbox.add(manager, TrackingEvents.campaignHighCtr, {
    campaignId,
    campaignName: figures.campaign_name,
    brandId: figures.brand_id,
    clicks: figures.clicks,
    conversions,
    ctrPercent: Math.round(ratePercent(conversions, figures.clicks) * 10) / 10,
  });
  return true;
}
