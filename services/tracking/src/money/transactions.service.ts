import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  RECENT_TRANSACTIONS_LIMIT,
  TRANSACTIONS_PAGE_SIZE,
  type Actor,
  type ListTransactionsQuery,
  type RecentTransaction,
  type SummaryPart,
  type Transaction,
  type VerifiedResults,
} from '@afilia/contracts';
import { asSystem, jsonTimestamp, namedQuery, queryNamed, readJson, type RawJson } from '@afilia/service-kit';
import { actorScope } from '../access/actor-scope.js';

interface TransactionRow {
  id: string;
  brand_id: string;
  creator_id: string;
  product_id: string | null;
  product_name: string | null;
  creator_name: string | null;
  brand_name: string | null;
  order_id: string;
  order_number: string | null;
  quantity: number;
  currency: string;
  amount_total_cents: string;
  amount_creator_cents: string;
  amount_platform_cents: string;
  amount_brand_cents: string;
  status: Transaction['status'];
  cancel_reason: Transaction['cancelReason'];
  attributed_by: Transaction['attributedBy'];
  is_test: boolean;
  created_at: Date;
}

const COLUMNS = `t."id", t."brand_id", t."creator_id", t."product_id", t."product_name", t."creator_name", t."brand_name", t."order_id",
  t."order_number", t."quantity", t."currency", t."amount_total_cents", t."amount_creator_cents", t."amount_platform_cents",
  t."amount_brand_cents", t."status", t."cancel_reason", t."attributed_by", t."is_test", t."created_at"`;

function toRecent(row: TransactionRow): RecentTransaction {
  return {
    id: row.id,
    productName: row.product_name,
    creatorName: row.creator_name,
    brandName: row.brand_name,
    amountTotalCents: Number(row.amount_total_cents),
    amountCreatorCents: Number(row.amount_creator_cents),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A transaction as `transactionSchema` reads it, for JSON Postgres writes (json-read.ts). */
const TRANSACTION_JSON = `json_build_object('id', t."id", 'brandId', t."brand_id", 'creatorId', t."creator_id", 'productId', t."product_id",
  'productName', t."product_name", 'creatorName', t."creator_name", 'brandName', t."brand_name", 'orderId', t."order_id",
  'orderNumber', t."order_number", 'quantity', t."quantity", 'currency', t."currency", 'amountTotalCents', t."amount_total_cents",
  'amountCreatorCents', t."amount_creator_cents", 'amountPlatformCents', t."amount_platform_cents", 'amountBrandCents', t."amount_brand_cents",
  'status', t."status", 'cancelReason', t."cancel_reason", 'attributedBy', t."attributed_by", 'isTest', t."is_test",
  'createdAt', ${jsonTimestamp('t."created_at"')})`;

/** Money that counts: neither cancelled nor a test sale. */
const REAL = `t."status" <> 'cancelled' AND NOT t."is_test"`;

/** The read side of transactions: the lists of each role and the homes' figures. */
@Injectable()
export class TransactionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A page of the transactions the actor may see, newest first. The brand's test sales are the
   * brand's and the admin's to see (labelled 'Prueba'), not the creator's: no sale happened.
   */
  async list(actor: Actor, query: ListTransactionsQuery): Promise<RawJson> {
    const scoped = actorScope(actor, 't', query);
    const scope = actor.role === 'creator' ? { ...scoped, sql: `${scoped.sql} AND NOT t."is_test"` } : scoped;
    const page = scope.params.length + 1;
    // One statement per scope's shape (who asks, which filters), planned once per connection.
    const list = namedQuery(
      'tracking.transactions.page',
      `SELECT json_build_object(
         'items', coalesce((SELECT json_agg(${TRANSACTION_JSON} ORDER BY t."created_at" DESC, t."order_id", t."line_no")
            FROM (SELECT * FROM "tracking"."transactions" t WHERE ${scope.sql}
                   ORDER BY t."created_at" DESC, t."order_id", t."line_no" LIMIT ${TRANSACTIONS_PAGE_SIZE} OFFSET ($${page}::bigint - 1) * ${TRANSACTIONS_PAGE_SIZE}) t), '[]'),
         'total', (SELECT count(*) FROM "tracking"."transactions" t WHERE ${scope.sql}),
         'page', $${page}::int, 'pageSize', ${TRANSACTIONS_PAGE_SIZE})::text AS "json"`,
    );
    return readJson(this.dataSource, list, [...scope.params, query.page]);
  }

  /**
   * The homes' part tracking owns (seed 000 §2): a creator's earnings, clicks, active links and
   * sales; a brand's sales and paid commissions; an agency's revenue and valid conversions over its brands; and the
   * latest five real transactions. An admin's home reads the whole platform.
   */
  async summary(actor: Actor): Promise<SummaryPart> {
    if (actor.role === 'creator') {
      if (!actor.creatorId) return {};
      const [[money], [links], recent] = await Promise.all([
        queryNamed<{ earned: string; sales: number }>(
          this.dataSource,
          namedQuery(
            'tracking.summary.creator-money',
            `SELECT coalesce(sum(t."amount_creator_cents"), 0) AS "earned", count(DISTINCT t."order_id")::int AS "sales"
             FROM "tracking"."transactions" t WHERE t."creator_id" = $1 AND ${REAL}`,
          ),
          [actor.creatorId],
        ),
        queryNamed<{ clicks: number; active: number }>(
          this.dataSource,
          namedQuery(
            'tracking.summary.creator-links',
            `SELECT coalesce(sum(l."clicks"), 0)::int AS "clicks",
                  count(*) FILTER (WHERE l."status" = 'active' AND coalesce(s."status", 'active') = 'active')::int AS "active"
             FROM "tracking"."affiliate_links" l LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
            WHERE l."creator_id" = $1`,
          ),
          [actor.creatorId],
        ),
        this.recent(`t."creator_id" = $1`, [actor.creatorId]),
      ]);
      return {
        creator: {
          totalEarnedCents: Number(money!.earned),
          salesGenerated: money!.sales,
          totalClicks: links!.clicks,
          activeLinks: links!.active,
        },
        recentTransactions: recent,
      };
    }
    if (actor.role === 'agency') {
      // 'Conversiones' counts valid pixel conversions only (seed 000 §3 external_conversions valid by brand ids).
      const [money] = await queryNamed<{ revenue: string; conversions: number }>(
        this.dataSource,
        namedQuery(
          'tracking.summary.agency',
          `SELECT (SELECT coalesce(sum(t."amount_total_cents"), 0) FROM "tracking"."transactions" t WHERE t."brand_id" = ANY($1) AND ${REAL}) AS "revenue",
                (SELECT count(*)::int FROM "tracking"."external_conversions" c WHERE c."brand_id" = ANY($1) AND c."is_valid") AS "conversions"`,
        ),
        [actor.brandIds],
      );
      return { agency: { totalRevenueCents: Number(money!.revenue), validConversions: money!.conversions } };
    }
    const scope = actor.role === 'admin' ? { sql: 'TRUE', params: [] } : { sql: `t."brand_id" = ANY($1)`, params: [actor.brandIds] };
    const [[money], recent] = await Promise.all([
      queryNamed<{ sales: string; paid: string }>(
        this.dataSource,
        namedQuery(
          'tracking.summary.brand',
          `SELECT coalesce(sum(t."amount_total_cents"), 0) AS "sales",
                coalesce(sum(t."amount_creator_cents") FILTER (WHERE t."status" = 'paid'), 0) AS "paid"
           FROM "tracking"."transactions" t WHERE ${scope.sql} AND ${REAL}`,
        ),
        scope.params,
      ),
      this.recent(scope.sql, scope.params),
    ]);
    return { brand: { totalSalesCents: Number(money!.sales), commissionsPaidCents: Number(money!.paid) }, recentTransactions: recent };
  }

  /**
   * A creator's results as the platform measured them (issue 15 §3, the press kit's verified
   * results): real orders and their revenue, the creator's earnings, the clicks counted on their
   * links, and the brands they have had links with. Whoever asks (a brand reading a press kit),
   * the figures are over every brand's sales: read as the service's own, and only the sums leave.
   */
  async verifiedResults(creatorId: string): Promise<VerifiedResults> {
    const [row] = (await asSystem(() =>
      this.dataSource.query(
        `SELECT (SELECT count(DISTINCT t."order_id")::int FROM "tracking"."transactions" t WHERE t."creator_id" = $1 AND ${REAL}) AS "sales",
              (SELECT coalesce(sum(t."amount_total_cents"), 0) FROM "tracking"."transactions" t WHERE t."creator_id" = $1 AND ${REAL}) AS "revenue",
              (SELECT coalesce(sum(t."amount_creator_cents"), 0) FROM "tracking"."transactions" t WHERE t."creator_id" = $1 AND ${REAL}) AS "earned",
              (SELECT coalesce(sum(l."clicks"), 0)::int FROM "tracking"."affiliate_links" l WHERE l."creator_id" = $1) AS "clicks",
              (SELECT count(DISTINCT l."brand_id")::int FROM "tracking"."affiliate_links" l WHERE l."creator_id" = $1) AS "brands"`,
        [creatorId],
      ),
    )) as { sales: number; revenue: string; earned: string; clicks: number; brands: number }[];
    const { sales, clicks, brands } = row!;
    return {
      salesCount: sales,
      revenueCents: Number(row!.revenue),
      clicks,
      conversionRate: clicks > 0 ? Math.round((sales / clicks) * 1000) / 10 : null,
      earningsPerClickCents: clicks > 0 ? Math.round(Number(row!.earned) / clicks) : null,
      brandsCount: brands,
    };
  }

  private async recent(where: string, params: unknown[]): Promise<RecentTransaction[]> {
    const rows = await queryNamed<TransactionRow>(
      this.dataSource,
      namedQuery(
        'tracking.summary.recent',
        `SELECT ${COLUMNS} FROM "tracking"."transactions" t WHERE ${where} AND ${REAL}
          ORDER BY t."created_at" DESC, t."order_id", t."line_no" LIMIT ${RECENT_TRANSACTIONS_LIMIT}`,
      ),
      params,
    );
    return rows.map(toRecent);
  }
}
