import { Controller, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TrackingRequests, tierForSale, type Actor, type RewardBonus, type RewardProgress } from '@afilia/contracts';
import { canActOnBrand, DomainError, Handles, lookupNames, ServiceClient } from '@afilia/service-kit';
import { monthTotalsOf, rewardsOf, storeMonthOf } from './rewards.js';

interface Collaboration {
  campaign_id: string;
  creator_id: string;
  brand_id: string;
  commission_type: 'percentage' | 'fixed';
  commission_value: string;
  campaign_name: string | null;
}

/**
 * This month's progress on a campaign's tiers and bonuses (issue 39 §4): a creator sees its own
 * collaborations with rewards (the collaboration card), a brand, its agency or an admin one
 * campaign's creators (its 'Recompensas' tab). The figures are the ones the sale recorder counts.
 */
@Injectable()
export class RewardProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
  ) {}

  async progress(actor: Actor, query: { campaignId?: string }): Promise<RewardProgress[]> {
    const collaborations = await this.collaborationsOf(actor, query.campaignId);
    const rewards = await rewardsOf(
      this.dataSource.manager,
      collaborations.map((c) => c.campaign_id),
    );
    const rewarded = collaborations.filter((c) => {
      const r = rewards.get(c.campaign_id);
      return r && (r.tiers.length > 0 || r.bonuses.length > 0);
    });
    if (rewarded.length === 0) return [];
    const month = await storeMonthOf(this.dataSource.manager, new Date());
    const names = await lookupNames(this.client, [], actor.role === 'creator' ? [] : rewarded.map((c) => c.creator_id));
    const earned: {
      campaign_id: string;
      creator_id: string;
      id: string;
      status: 'pending' | 'completed' | 'cancelled';
      bonus_rule: RewardBonus;
    }[] = await this.dataSource.query(
      `SELECT DISTINCT ON ("campaign_id", "creator_id", "bonus_rule") "campaign_id", "creator_id", "id", "status", "bonus_rule"
           FROM "tracking"."earnings"
          WHERE "kind" = 'bonus' AND "bonus_month" = $1 AND "campaign_id" = ANY($2) AND "creator_id" = ANY($3)
          ORDER BY "campaign_id", "creator_id", "bonus_rule", ("status" = 'cancelled'), "created_at" DESC`,
      [month.day, rewarded.map((c) => c.campaign_id), rewarded.map((c) => c.creator_id)],
    );
    // One query per campaign for all its creators.
    const totalsBy = new Map<string, Map<string, { sales: number; revenueCents: number }>>();
    for (const campaignId of new Set(rewarded.map((c) => c.campaign_id))) {
      const creators = rewarded.filter((c) => c.campaign_id === campaignId).map((c) => c.creator_id);
      totalsBy.set(campaignId, await monthTotalsOf(this.dataSource.manager, campaignId, creators, month));
    }
    const out: RewardProgress[] = [];
    for (const c of rewarded) {
      const { tiers, bonuses } = rewards.get(c.campaign_id)!;
      const totals = totalsBy.get(c.campaign_id)!.get(c.creator_id) ?? { sales: 0, revenueCents: 0 };
      const base = c.commission_type === 'percentage' ? Number(c.commission_value) : null;
      const tier = base === null ? null : tierForSale(tiers, totals.sales + 1);
      const next = base === null ? null : (tiers.find((t) => t.fromSales > totals.sales + 1 && t.commissionValue > base) ?? null);
      out.push({
        campaignId: c.campaign_id,
        campaignName: c.campaign_name,
        creatorId: c.creator_id,
        creatorName: names.creators.get(c.creator_id)?.name ?? null,
        month: month.day.slice(0, 7),
        sales: totals.sales,
        revenueCents: totals.revenueCents,
        baseCommissionValue: base,
        nextSaleCommissionValue: base === null ? null : Math.max(base, tier?.commissionValue ?? base),
        nextTier: next,
        tiers,
        bonuses: bonuses.map((bonus) => {
          const found = earned.find(
            (e) =>
              e.campaign_id === c.campaign_id &&
              e.creator_id === c.creator_id &&
              e.bonus_rule.metric === bonus.metric &&
              e.bonus_rule.threshold === bonus.threshold,
          );
          return { ...bonus, earningId: found?.id ?? null, status: found?.status ?? null };
        }),
      });
    }
    return out;
  }

  /** The accepted collaborations the actor may see: its own as a creator; one campaign's for its brand. */
  private async collaborationsOf(actor: Actor, campaignId: string | undefined): Promise<Collaboration[]> {
    const select = `SELECT t."campaign_id", t."creator_id", t."brand_id", t."commission_type", t."commission_value",
        (SELECT l."campaign_name" FROM "tracking"."affiliate_links" l WHERE l."campaign_id" = t."campaign_id" AND l."campaign_name" IS NOT NULL LIMIT 1) AS "campaign_name"
       FROM "tracking"."collaboration_terms" t
      WHERE t."campaign_type" IS DISTINCT FROM 'conversion'`;
    if (actor.role === 'creator') {
      if (!actor.creatorId) throw new DomainError('FORBIDDEN');
      return this.dataSource.query(
        `${select} AND t."creator_id" = $1 AND ($2::uuid IS NULL OR t."campaign_id" = $2) ORDER BY t."agreed_at" DESC`,
        [actor.creatorId, campaignId ?? null],
      );
    }
    if (!campaignId) throw new DomainError('VALIDATION_FAILED', 'Elegí una campaña', 'campaignId');
    const [owner]: { brand_id: string }[] = await this.dataSource.query(
      `SELECT "brand_id" FROM "tracking"."campaign_rewards" WHERE "campaign_id" = $1`,
      [campaignId],
    );
    if (!owner) return [];
    if (!canActOnBrand(actor, owner.brand_id)) throw new DomainError('CAMPAIGN_NOT_FOUND');
    return this.dataSource.query(`${select} AND t."campaign_id" = $1 ORDER BY t."agreed_at"`, [campaignId]);
  }
}

@Controller()
export class RewardProgressController {
  constructor(private readonly rewards: RewardProgressService) {}

  @Handles(TrackingRequests.rewardProgress)
  progress(data: { campaignId?: string }, actor: Actor) {
    return this.rewards.progress(actor, data);
  }
}
