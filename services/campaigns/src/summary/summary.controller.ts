import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CampaignsRequests, type Actor, type SummaryPart } from '@afilia/contracts';
import { Handles, namedQuery, queryNamed } from '@afilia/service-kit';

// Named: every home asks them, and planning them cost more than running them (json-read.ts).
const ACTIVE_CREATORS = namedQuery(
  'campaigns.summary.active-creators',
  `SELECT COUNT(DISTINCT w."creator_id")::int AS "count" FROM (
     SELECT a."creator_id", a."campaign_id" FROM "campaigns"."campaign_applications" a WHERE a."status" = 'accepted'
     UNION ALL
     SELECT p."creator_id", p."campaign_id" FROM "campaigns"."cpc_campaign_participations" p WHERE p."status" = 'active'
   ) w JOIN "campaigns"."campaigns" c ON c."id" = w."campaign_id"
   WHERE $1::uuid[] IS NULL OR c."brand_id" = ANY($1)`,
);
const BRANDS_WITH_ACTIVE_CAMPAIGNS = namedQuery(
  'campaigns.summary.active-brands',
  `SELECT COUNT(DISTINCT "brand_id")::int AS "count" FROM "campaigns"."campaigns" WHERE "status" = 'active' AND "brand_id" = ANY($1)`,
);
const ACTIVE_CAMPAIGNS = namedQuery(
  'campaigns.summary.active-campaigns',
  `SELECT COUNT(*)::int AS "count" FROM "campaigns"."campaigns" WHERE "status" = 'active' AND "brand_id" = ANY($1)`,
);

/**
 * Campaigns' part of the dashboard home: 'Creadores Activos' (brand, admin: distinct creators
 * with an accepted application or an active participation) and, for an agency over its linked
 * brands, 'Marcas Activas' (those with an active campaign), 'Campañas Activas' and 'Creadores
 * Asociados' (docs/decisions.md).
 */
@Controller()
export class SummaryController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(CampaignsRequests.summary)
  async summary(_data: unknown, actor: Actor): Promise<SummaryPart> {
    if (actor.role === 'brand') return { brand: { activeCreators: await this.activeCreators(actor.brandIds) } };
    if (actor.role === 'admin') return { brand: { activeCreators: await this.activeCreators(null) } };
    if (actor.role === 'agency')
      return {
        agency: {
          activeBrands: await this.brandsWithActiveCampaigns(actor.brandIds),
          activeCampaigns: await this.activeCampaigns(actor.brandIds),
          associatedCreators: await this.activeCreators(actor.brandIds),
        },
      };
    return {};
  }

  /** Distinct creators working in the brands' campaigns (all brands when null). */
  private async activeCreators(brandIds: string[] | null): Promise<number> {
    if (brandIds?.length === 0) return 0;
    const [row] = await queryNamed<{ count: number }>(this.dataSource, ACTIVE_CREATORS, [brandIds]);
    return row!.count;
  }

  private async brandsWithActiveCampaigns(brandIds: string[]): Promise<number> {
    if (brandIds.length === 0) return 0;
    const [row] = await queryNamed<{ count: number }>(this.dataSource, BRANDS_WITH_ACTIVE_CAMPAIGNS, [brandIds]);
    return row!.count;
  }

  private async activeCampaigns(brandIds: string[]): Promise<number> {
    if (brandIds.length === 0) return 0;
    const [row] = await queryNamed<{ count: number }>(this.dataSource, ACTIVE_CAMPAIGNS, [brandIds]);
    return row!.count;
  }
}
