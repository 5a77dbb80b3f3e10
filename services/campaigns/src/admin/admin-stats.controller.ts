import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CampaignsRequests, type Actor } from '@afilia/contracts';
import { Handles, requireAdmin } from '@afilia/service-kit';

/**
 * Campaigns' part of the admin's 'Marcas' (campaigns per brand, how many active) and
 * 'Creadores' (collaborations running now: accepted applications and active CPC participations).
 */
@Controller()
export class AdminStatsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(CampaignsRequests.stats)
  async stats(_data: unknown, actor: Actor) {
    requireAdmin(actor);
    const [brands, creators]: [
      { brand_id: string; campaigns: number; active_campaigns: number }[],
      { creator_id: string; collaborations: number }[],
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT "brand_id", count(*)::int AS "campaigns", (count(*) FILTER (WHERE "status" = 'active'))::int AS "active_campaigns"
           FROM "campaigns"."campaigns" GROUP BY "brand_id"`,
      ),
      this.dataSource.query(
        `SELECT "creator_id", count(*)::int AS "collaborations" FROM (
           SELECT "creator_id" FROM "campaigns"."campaign_applications" WHERE "status" = 'accepted'
           UNION ALL
           SELECT "creator_id" FROM "campaigns"."cpc_campaign_participations" WHERE "status" = 'active'
         ) w GROUP BY "creator_id"`,
      ),
    ]);
    return {
      brands: brands.map((r) => ({ brandId: r.brand_id, campaigns: r.campaigns, activeCampaigns: r.active_campaigns })),
      creators: creators.map((r) => ({ creatorId: r.creator_id, collaborations: r.collaborations })),
    };
  }
}
