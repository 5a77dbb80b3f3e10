import type { EntityManager } from 'typeorm';
import { campaignRewardsSchema, NO_REWARDS, STORE_TIME_ZONE, tierForSale, type CampaignRewards, type RewardBonus } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import type { Offer } from './attribution.js';
import { accrueEarning, withdrawEarning } from './earnings.js';

const DAY_MS = 86_400_000;

/** A campaign's rewards as its latest event said them. */
export async function keepCampaignRewards(
  manager: EntityManager,
  facts: { campaignId: string; brandId: string; rewards: CampaignRewards; occurredAt: string },
): Promise<void> {
  await manager.query(
    `INSERT INTO "tracking"."campaign_rewards" ("campaign_id", "brand_id", "rewards", "as_of") VALUES ($1, $2, $3, $4)
     ON CONFLICT ("campaign_id") DO UPDATE SET "rewards" = EXCLUDED."rewards", "as_of" = EXCLUDED."as_of"
     WHERE "campaign_rewards"."as_of" < EXCLUDED."as_of"`,
    [facts.campaignId, facts.brandId, JSON.stringify(facts.rewards), facts.occurredAt],
  );
}

/** The rewards of these campaigns (none for one without). */
export async function rewardsOf(manager: EntityManager, campaignIds: readonly string[]): Promise<Map<string, CampaignRewards>> {
  const found = new Map<string, CampaignRewards>();
  if (campaignIds.length === 0) return found;
  const rows: { campaign_id: string; rewards: unknown }[] = await manager.query(
    `SELECT "campaign_id", "rewards" FROM "tracking"."campaign_rewards" WHERE "campaign_id" = ANY($1)`,
    [[...new Set(campaignIds)]],
  );
  for (const row of rows) found.set(row.campaign_id, campaignRewardsSchema.catch(NO_REWARDS).parse(row.rewards));
  return found;
}

/** The calendar month in Argentina a moment falls in: its first day (YYYY-MM-DD) and its bounds. */
export interface StoreMonth {
  day: string;
  start: Date;
  end: Date;
}

export async function storeMonthOf(manager: EntityManager, at: Date): Promise<StoreMonth> {
  const [row]: { day: string; start: Date; end: Date }[] = await manager.query(
    `SELECT to_char(m, 'YYYY-MM-DD') AS "day", m AT TIME ZONE $2 AS "start", (m + interval '1 month') AT TIME ZONE $2 AS "end"
       FROM (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2) AS m) x`,
    [at, STORE_TIME_ZONE],
  );
  return row!;
}

/**
 * What creators' live, real sales in a campaign and month add up to, by creator (a reversed or
 * test sale counts for nothing; `exceptOrderId`: the order being placed). One query for the
 * brand's 'Recompensas' tab, whatever its number of creators.
 */
export async function monthTotalsOf(
  manager: EntityManager,
  campaignId: string,
  creatorIds: readonly string[],
  month: StoreMonth,
  exceptOrderId: string | null = null,
): Promise<Map<string, { sales: number; revenueCents: number }>> {
  const rows: { creator_id: string; sales: number; revenue: string }[] = await manager.query(
    `SELECT "creator_id", count(DISTINCT "order_id")::int AS "sales", coalesce(sum("amount_total_cents"), 0) AS "revenue"
       FROM "tracking"."transactions"
      WHERE "campaign_id" = $1 AND "creator_id" = ANY($2) AND NOT "is_test" AND "status" <> 'cancelled'
        AND "sold_at" >= $3 AND "sold_at" < $4 AND "order_id" IS DISTINCT FROM $5
      GROUP BY "creator_id"`,
    [campaignId, creatorIds, month.start, month.end, exceptOrderId],
  );
  return new Map(rows.map((row) => [row.creator_id, { sales: row.sales, revenueCents: Number(row.revenue) }]));
}

/** One creator's month in a campaign (see monthTotalsOf); none yet is zero. */
export async function monthTotals(
  manager: EntityManager,
  campaignId: string,
  creatorId: string,
  month: StoreMonth,
  exceptOrderId: string | null = null,
): Promise<{ sales: number; revenueCents: number }> {
  const totals = await monthTotalsOf(manager, campaignId, [creatorId], month, exceptOrderId);
  return totals.get(creatorId) ?? { sales: 0, revenueCents: 0 };
}

/**
 * The tiers (issue 39 §4): each offer of a campaign with tiers is paid on the tier this order's
 * place among the creator's live sales there this month reaches, when that pays more than the
 * agreed percentage; a fixed commission is never raised. Counting waits on a lock per creator and
 * campaign, so two orders at once cannot both be the 21st; sales already recorded keep their rate.
 */
export async function raiseByTiers(
  manager: EntityManager,
  offers: readonly Offer[],
  sale: { creatorId: string; orderId: string; soldAt: number },
): Promise<Offer[]> {
  const rewards = await rewardsOf(
    manager,
    offers.filter((o) => o.terms.kind === 'percentage').map((o) => o.campaignId),
  );
  const withTiers = [...rewards].filter(([, r]) => r.tiers.length > 0).map(([id]) => id);
  if (withTiers.length === 0) return [...offers];
  const month = await storeMonthOf(manager, new Date(sale.soldAt));
  const rates = new Map<string, number>();
  for (const campaignId of withTiers.sort()) {
    await lockCreatorCampaign(manager, campaignId, sale.creatorId);
    const { sales } = await monthTotals(manager, campaignId, sale.creatorId, month, sale.orderId);
    const tier = tierForSale(rewards.get(campaignId)!.tiers, sales + 1);
    if (tier) rates.set(campaignId, tier.commissionValue);
  }
  return offers.map((offer) => {
    const rate = rates.get(offer.campaignId);
    return offer.terms.kind === 'percentage' && rate !== undefined && rate > offer.terms.percent
      ? { ...offer, terms: { kind: 'percentage', percent: rate } }
      : offer;
  });
}

async function lockCreatorCampaign(manager: EntityManager, campaignId: string, creatorId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`rewards:${campaignId}:${creatorId}`]);
}

/** A bonus's key: once per campaign, creator, month and goal. */
function bonusKey(campaignId: string, creatorId: string, month: string, bonus: RewardBonus): string {
  return `bonus:${campaignId}:${creatorId}:${month}:${bonus.metric}:${bonus.threshold}`;
}

function reached(bonus: RewardBonus, totals: { sales: number; revenueCents: number }): boolean {
  return (bonus.metric === 'sales' ? totals.sales : totals.revenueCents) >= bonus.threshold;
}

/**
 * The bonuses (issue 39 §4): after a real sale, each bonus of its campaigns whose goal the
 * creator's live sales of that month now reach is earned, once a month. It is held until the
 * month is over and its last sales' holding period has passed (a bonus stands on the whole
 * month's sales), then clears like any earning once its brand paid the statement that billed it.
 */
export async function accrueBonuses(
  manager: EntityManager,
  outbox: Outbox,
  sale: { brandId: string; creatorId: string; campaignIds: readonly string[]; soldAt: number },
  holdDays: number,
): Promise<string[]> {
  const withBonuses = [...(await rewardsOf(manager, sale.campaignIds))]
    .filter(([, r]) => r.bonuses.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const earned: string[] = [];
  if (withBonuses.length === 0) return earned;
  const month = await storeMonthOf(manager, new Date(sale.soldAt));
  for (const [campaignId, { bonuses }] of withBonuses) {
    await lockCreatorCampaign(manager, campaignId, sale.creatorId);
    const totals = await monthTotals(manager, campaignId, sale.creatorId, month);
    for (const bonus of bonuses.filter((b) => reached(b, totals))) {
      const id = await accrueEarning(
        manager,
        outbox,
        {
          kind: 'bonus',
          sourceKey: bonusKey(campaignId, sale.creatorId, month.day, bonus),
          brandId: sale.brandId,
          creatorId: sale.creatorId,
          campaignId,
          amountCents: bonus.amountCents,
          earnedAt: new Date(),
          clearsAt: new Date(month.end.getTime() + holdDays * DAY_MS),
          bonus: { month: month.day, rule: bonus },
        },
        holdDays,
      );
      if (id) earned.push(id);
    }
  }
  return earned;
}

/**
 * A reversed sale may take a month below a bonus's goal: a bonus still held is withdrawn (it
 * leaves the ledger and any open statement) and may be earned again if the goal is reached again;
 * one that cleared or a paid statement billed stays the creator's (decision 247).
 */
export async function reviewBonuses(
  manager: EntityManager,
  outbox: Outbox,
  sales: readonly { creatorId: string; campaignId: string | null; soldAt: Date }[],
): Promise<string[]> {
  const withdrawn: string[] = [];
  const seen = new Set<string>();
  for (const sale of sales) {
    // An order's lines share their campaign, creator and sale time: each month is reviewed once.
    const key = `${sale.campaignId}:${sale.creatorId}:${sale.soldAt.getTime()}`;
    if (!sale.campaignId || seen.has(key)) continue;
    seen.add(key);
    const month = await storeMonthOf(manager, sale.soldAt);
    const held: { id: string; bonus_rule: RewardBonus }[] = await manager.query(
      `SELECT "id", "bonus_rule" FROM "tracking"."earnings"
        WHERE "kind" = 'bonus' AND "campaign_id" = $1 AND "creator_id" = $2 AND "bonus_month" = $3 AND "status" = 'pending'`,
      [sale.campaignId, sale.creatorId, month.day],
    );
    if (held.length === 0) continue;
    await lockCreatorCampaign(manager, sale.campaignId, sale.creatorId);
    const totals = await monthTotals(manager, sale.campaignId, sale.creatorId, month);
    for (const bonus of held.filter((b) => !reached(b.bonus_rule, totals))) {
      if ((await withdrawEarning(manager, outbox, bonus.id)) !== 'withdrawn') continue;
      // Its key is freed, so reaching the goal again that month earns it again.
      await manager.query(`UPDATE "tracking"."earnings" SET "source_key" = "source_key" || ':withdrawn:' || "id" WHERE "id" = $1`, [
        bonus.id,
      ]);
      withdrawn.push(bonus.id);
    }
  }
  return withdrawn;
}
