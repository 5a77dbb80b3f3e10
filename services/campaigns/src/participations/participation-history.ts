import type { EntityManager } from 'typeorm';

/**
 * Keeps a readable copy of a campaign's participations before it is paused (the active ones) or
 * deleted (all of them), with the campaign's name and brand, so a creator's figures survive the
 * campaign (seed 002 §4 'Campaign').
 */
export async function snapshotParticipations(
  manager: EntityManager,
  campaign: { id: string; name: string; brandId: string },
  reason: 'paused' | 'deleted',
): Promise<number> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO "campaigns"."cpc_participation_history"
       ("participation_id", "campaign_id", "campaign_name", "brand_id", "creator_id", "status", "cost_per_click_cents",
        "max_clicks", "current_clicks", "total_earned_cents", "budget_allocated_cents", "reason", "original_created_at", "original_updated_at")
     SELECT "id", "campaign_id", $2, $3, "creator_id", "status", "cost_per_click_cents", "max_clicks", "current_clicks",
            "total_earned_cents", "budget_allocated_cents", $4, "created_at", "updated_at"
       FROM "campaigns"."cpc_campaign_participations"
      WHERE "campaign_id" = $1 AND ($4 = 'deleted' OR "status" = 'active')
     RETURNING "id"`,
    [campaign.id, campaign.name, campaign.brandId, reason],
  );
  return rows.length;
}
