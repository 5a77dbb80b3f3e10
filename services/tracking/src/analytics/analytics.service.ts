import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ANALYTICS_ROWS_MAX,
  DAILY_CLICKS_DAYS,
  LINK_MESSAGES,
  ratePercent,
  TOP_COUNTRIES,
  type Actor,
  type AnalyticsRequest,
  type AnalyticsRow,
  type LinkStats,
  type SafelinkAnalytics,
} from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError } from '@afilia/service-kit';
import { effectiveStatus, LINK_SELECT, LinkViews, type LinkRow } from '../links/link-views.js';
import { qualityOf } from './click-quality.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose links an actor reads (seed 002 §6): a creator its own, a brand (or its agency) one brand's, an admin any. */
function scopeOf(actor: Actor, request: AnalyticsRequest): { sql: string; params: unknown[] } {
  if (actor.role === 'creator') {
    if (!actor.creatorId) throw new DomainError('FORBIDDEN');
    return { sql: `l."creator_id" = $1`, params: [actor.creatorId] };
  }
  if (actor.role === 'admin' && !request.brandId) return { sql: 'TRUE', params: [] };
  return { sql: `l."brand_id" = $1`, params: [brandScope(actor, request.brandId)] };
}

interface Sums {
  clicks: number;
  unique: number;
  bots: number;
  flagged: number;
  conversions: number;
}

const SUMS = `coalesce(sum(l."clicks"), 0)::int AS "clicks", coalesce(sum(l."unique_clicks"), 0)::int AS "unique",
  coalesce(sum(l."bot_clicks"), 0)::int AS "bots", coalesce(sum(l."flagged_clicks"), 0)::int AS "flagged",
  coalesce(sum(l."sales_generated"), 0)::int AS "conversions"`;

/** The last `days` days as YYYY-MM-DD, oldest first, today (UTC) last. */
export function lastDays(now: number, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * SafeLink Analytics (seed 002 §2, §3, §7): figures from each link's counters and the daily
 * rollups and breakdowns the click counter keeps, never a scan of clicks. Conversions are the
 * orders attributed to a link; revenue and the last conversion are its transactions' (what the
 * shopper paid for the lines it brought, and the latest sale), cancelled sales and tests left out.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: LinkViews,
  ) {}

  async analytics(actor: Actor, request: AnalyticsRequest): Promise<SafelinkAnalytics> {
    const scope = scopeOf(actor, request);
    const campaignFilter = request.campaignId ? ` AND l."campaign_id" = $${scope.params.length + 1}` : '';
    const filtered = request.campaignId ? [...scope.params, request.campaignId] : scope.params;
    // One snapshot for the three reads, so the cards, the charts and the table agree while the
    // click counter commits batches in between.
    const { campaigns, total, rows, sales } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      campaigns: (await manager.query(
        `SELECT l."campaign_id", max(l."campaign_name") AS "campaign_name", ${SUMS} FROM "tracking"."affiliate_links" l
          WHERE ${scope.sql} AND l."campaign_id" IS NOT NULL GROUP BY l."campaign_id" ORDER BY "clicks" DESC, "campaign_name"`,
        scope.params,
      )) as (Sums & { campaign_id: string; campaign_name: string | null })[],
      total: (
        (await manager.query(`SELECT ${SUMS} FROM "tracking"."affiliate_links" l WHERE ${scope.sql}${campaignFilter}`, filtered)) as Sums[]
      )[0],
      rows: (await manager.query(
        `${LINK_SELECT} WHERE ${scope.sql}${campaignFilter} ORDER BY l."clicks" DESC, l."created_at" DESC LIMIT ${ANALYTICS_ROWS_MAX}`,
        filtered,
      )) as LinkRow[],
      // The money of the sales each link brought: what counts (not cancelled, not a test).
      sales: (await manager.query(
        `SELECT t."link_id", sum(t."amount_total_cents") AS "revenue", max(t."sold_at") AS "last"
           FROM "tracking"."transactions" t JOIN "tracking"."affiliate_links" l ON l."id" = t."link_id"
          WHERE ${scope.sql}${campaignFilter} AND t."status" <> 'cancelled' AND NOT t."is_test" GROUP BY t."link_id"`,
        filtered,
      )) as { link_id: string; revenue: string; last: Date }[],
    }));
    const sums = total ?? { clicks: 0, unique: 0, bots: 0, flagged: 0, conversions: 0 };
    const salesOf = new Map(sales.map((s) => [s.link_id, { revenueCents: Number(s.revenue), last: s.last.toISOString() }]));
    return {
      summary: {
        clicks: sums.clicks,
        uniqueClicks: sums.unique,
        conversions: sums.conversions,
        revenueCents: sales.reduce((sum, s) => sum + Number(s.revenue), 0),
        ctr: ratePercent(sums.conversions, sums.clicks),
        quality: qualityOf(sums),
      },
      campaigns: campaigns.map((c) => ({
        campaignId: c.campaign_id,
        campaignName: c.campaign_name,
        clicks: c.clicks,
        conversions: c.conversions,
        quality: qualityOf(c),
      })),
      rows: await this.rowsOf(rows, salesOf),
    };
  }

  private async rowsOf(rows: LinkRow[], salesOf: Map<string, { revenueCents: number; last: string }>): Promise<AnalyticsRow[]> {
    const [links, names] = await Promise.all([
      this.views.present(rows),
      this.views.names(
        [],
        rows.map((r) => r.creator_id),
      ),
    ]);
    return rows.map((row, i) => {
      const link = links[i]!;
      const conversions = row.sales_generated;
      return {
        linkId: row.id,
        linkCode: row.unique_code,
        linkUrl: row.tracking_url,
        productName: row.custom_product_name ?? link.productName,
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        creatorId: row.creator_id,
        creatorName: names.creators.get(row.creator_id)?.name ?? null,
        kind: row.kind,
        clicks: row.clicks,
        conversions,
        ctr: ratePercent(conversions, row.clicks),
        // What each sale cost the brand in commission, from the link's own counters.
        cpaCents: conversions > 0 ? Math.round(Number(row.commission_earned_cents) / conversions) : 0,
        revenueCents: salesOf.get(row.id)?.revenueCents ?? 0,
        lastConversion: salesOf.get(row.id)?.last ?? null,
        status: effectiveStatus(row),
        quality: qualityOf({ clicks: row.clicks, unique: row.unique_clicks, bots: row.bot_clicks, flagged: row.flagged_clicks }),
      };
    });
  }

  /** get_safelink_stats (seed 002 §3 'Safelink stats result', §9: 30 days, top 5 countries) for one link. */
  async linkStats(actor: Actor, linkId: string, now = Date.now()): Promise<LinkStats> {
    const [row]: LinkRow[] = await this.dataSource.query(`SELECT * FROM "tracking"."affiliate_links" WHERE "id" = $1`, [linkId]);
    const mine = !!row && ((actor.role === 'creator' && actor.creatorId === row.creator_id) || canActOnBrand(actor, row.brand_id));
    if (!row || !mine) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
    const days = lastDays(now, DAILY_CLICKS_DAYS);
    const [daily, breakdowns, [recent]] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "clicks" FROM "tracking"."click_rollups"
          WHERE "scope" = 'link' AND "scope_id" = $1 AND "day" >= $2`,
        [linkId, days[0]],
      ) as Promise<{ day: string; clicks: number }[]>,
      this.dataSource.query(
        `SELECT "dimension", "value", sum("clicks")::int AS "clicks" FROM "tracking"."click_breakdowns"
          WHERE "link_id" = $1 AND "day" >= $2 GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
        [linkId, days[0]],
      ) as Promise<{ dimension: 'source' | 'device' | 'country'; value: string; clicks: number }[]>,
      // The one read of clicks: one link's last day, on its (link, time) index.
      this.dataSource.query(
        `SELECT count(*)::int AS "n" FROM "tracking"."clicks" WHERE "link_id" = $1 AND "clicked_at" > $2 AND "bot_reason" IS NULL`,
        [linkId, new Date(now - DAY_MS)],
      ) as Promise<{ n: number }[]>,
    ]);
    const byDay = new Map(daily.map((d) => [d.day, d.clicks]));
    const of = (dimension: string, limit = Infinity) =>
      Object.fromEntries(
        breakdowns
          .filter((b) => b.dimension === dimension)
          .slice(0, limit)
          .map((b) => [b.value, b.clicks]),
      );
    return {
      totalClicks: row.clicks,
      uniqueClicks: row.unique_clicks,
      last24h: recent?.n ?? 0,
      lastClick: row.last_click_at?.toISOString() ?? null,
      sources: of('source'),
      devices: of('device'),
      countries: of('country', TOP_COUNTRIES),
      dailyClicks: days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 })),
      quality: qualityOf({ clicks: row.clicks, unique: row.unique_clicks, bots: row.bot_clicks, flagged: row.flagged_clicks }),
    };
  }
}
