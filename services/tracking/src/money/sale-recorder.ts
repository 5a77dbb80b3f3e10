import type { EntityManager } from 'typeorm';
import {
  NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  TrackingEvents,
  type CatalogueEvents,
  type EventPayload,
  type TransactionStatus,
} from '@afilia/contracts';
import type { DirectoryNames, JsonLogger, Outbox } from '@afilia/service-kit';
import { claimOf, insideWindow, netLineTotals, termsOfLine, type Claim, type LineTerms, type Offer } from './attribution.js';
import { agencyShareOf, splitLine, type CommissionTerms } from './commission-split.js';
import { clickBehind } from './click-behind.js';
import { announceCreatorEarnings } from './creator-earnings.js';
import { accrualEntries, post, reversalEntries } from './ledger.js';
import { accrueBonuses, raiseByTiers, reviewBonuses } from './rewards.js';
import { checkHighCtr } from '../alerts/high-ctr.js';

type PaidOrder = EventPayload<typeof CatalogueEvents.orderPaid>;

const DAY_MS = 86_400_000;

/** Whose an order is once the database is asked: the creator, and the link and click that brought it (link claims). */
export interface Attributed {
  creatorId: string;
  by: Claim['by'];
  code: string;
  linkId: string | null;
  campaignId: string | null;
  clickId: string | null;
}

interface LinkRow {
  id: string;
  creator_id: string;
  campaign_id: string | null;
  kind: string;
  cookie_days: number | null;
  campaign_type: string | null;
}

/** Links whose sales earn a commission: CPC links are paid per click, a conversion campaign's (its URL or product links) per conversion. */
const SALE_LINK_KINDS = ['product', 'store', 'custom'];

/**
 * Turns a paid order into its creator's transactions, and a cancelled or refunded one back
 * (issue 14 §1). Every step runs in the consuming event's transaction; `sale_orders` remembers
 * each order seen, so an order moves counters once however often, and in whatever order, the
 * store reports it.
 */
export class SaleRecorder {
  constructor(
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    private readonly holdDays: number,
  ) {}

  /** The creator an order belongs to, or null (no claim, an unknown code, outside the window). */
  async attribute(manager: EntityManager, order: PaidOrder, soldAt: number): Promise<Attributed | null> {
    const claim = claimOf(order);
    if (!claim) return null;
    // A code made in a campaign is paid on that campaign's terms (offersOf puts them first).
    if (claim.by === 'coupon')
      return { creatorId: claim.creatorId, by: 'coupon', code: claim.code, linkId: null, campaignId: claim.campaignId, clickId: null };
    const [link]: LinkRow[] = await manager.query(
      `SELECT l."id", l."creator_id", l."campaign_id", l."kind", t."cookie_days", t."campaign_type"
         FROM "tracking"."affiliate_links" l
         LEFT JOIN "tracking"."collaboration_terms" t ON t."campaign_id" = l."campaign_id" AND t."creator_id" = l."creator_id"
        WHERE l."unique_code" = $1 AND l."brand_id" = $2`,
      [claim.code, order.brandId],
    );
    // A conversion campaign pays per conversion (the pixel), never per sale, even on a product link.
    if (!link || !SALE_LINK_KINDS.includes(link.kind) || link.campaign_type === 'conversion') return null;
    const click = await clickBehind(manager, link.id, claim.clickId, soldAt);
    if (!click || !insideWindow(click.at, soldAt, link.cookie_days ?? NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS)) return null;
    return { creatorId: link.creator_id, by: 'link', code: claim.code, linkId: link.id, campaignId: link.campaign_id, clickId: click.id };
  }

  /** The creator's collaborations with the brand, most relevant first (the attributing link's campaign, then the latest agreed). */
  async offersOf(manager: EntityManager, brandId: string, who: Attributed): Promise<Offer[]> {
    const rows: {
      id: string;
      campaign_id: string;
      product_id: string | null;
      commission_type: 'percentage' | 'fixed';
      commission_value: string;
    }[] = await manager.query(
      `SELECT l."id", l."campaign_id", l."product_id", t."commission_type", t."commission_value"
           FROM "tracking"."affiliate_links" l
           JOIN "tracking"."collaboration_terms" t ON t."campaign_id" = l."campaign_id" AND t."creator_id" = l."creator_id"
          WHERE l."brand_id" = $1 AND l."creator_id" = $2 AND l."kind" IN ('product', 'store')
            AND t."campaign_type" IS DISTINCT FROM 'conversion'
          ORDER BY (l."campaign_id" IS NOT DISTINCT FROM $3) DESC, t."agreed_at" DESC, l."created_at" DESC`,
      [brandId, who.creatorId, who.campaignId],
    );
    return rows.map((r) => ({
      linkId: r.id,
      campaignId: r.campaign_id,
      productId: r.product_id,
      terms: termsFrom(r.commission_type, r.commission_value),
    }));
  }

  /**
   * A paid order: answers the transactions it made, none when the order was seen before (paid
   * or cancelled first), or is nobody's. `names` are the brand's and the creator's, asked of
   * identity before the transaction opened. A test sale's transactions are marked so, and move
   * no link's counters.
   */
  async recordPaid(
    manager: EntityManager,
    order: PaidOrder,
    who: Attributed | null,
    names: DirectoryNames,
    soldAt: number,
    isTest = false,
  ): Promise<string[]> {
    const seen: unknown[] = await manager.query(
      `INSERT INTO "tracking"."sale_orders" ("brand_id", "order_id", "state", "creator_id") VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING "order_id"`,
      [order.brandId, order.orderId, who ? 'attributed' : 'unattributed', who?.creatorId ?? null],
    );
    if (seen.length === 0 || !who || order.lineItems.length === 0) return [];
    // The campaign's tier this sale's place in the month reaches (issue 39 §4), when it pays more.
    const offers = await raiseByTiers(manager, await this.offersOf(manager, order.brandId, who), {
      creatorId: who.creatorId,
      orderId: order.orderId,
      soldAt,
    });
    const brand = names.brands.get(order.brandId);
    const creator = names.creators.get(who.creatorId);
    const defaults = { creatorFraction: creator?.defaultCommission ?? null, brandFraction: brand?.defaultCommission ?? 0 };
    const ids = await this.writeSale(manager, order, who, names, {
      soldAt,
      clearsAt: new Date(soldAt + this.holdDays * DAY_MS),
      isTest,
      firstLineNo: 0,
      newSale: true,
      termsOf: (line) => termsOfLine(line, offers, defaults),
    });
    const totals: { total: string; creator: string; campaigns: string[] }[] = await manager.query(
      `SELECT sum("amount_total_cents") AS "total", sum("amount_creator_cents") AS "creator",
              coalesce(array_agg(DISTINCT "campaign_id") FILTER (WHERE "campaign_id" IS NOT NULL), '{}') AS "campaigns"
         FROM "tracking"."transactions" WHERE "id" = ANY($1)`,
      [ids],
    );
    if (!isTest)
      await accrueBonuses(
        manager,
        this.outbox,
        { brandId: order.brandId, creatorId: who.creatorId, campaignIds: totals[0]!.campaigns, soldAt },
        this.holdDays,
      );
    await this.outbox.add(manager, TrackingEvents.saleAttributed, {
      brandId: order.brandId,
      creatorId: who.creatorId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      transactionIds: ids,
      attributedBy: who.by,
      currency: order.currency,
      totalCents: Number(totals[0]!.total),
      creatorCents: Number(totals[0]!.creator),
      isTest,
    });
    this.logger.info('sale.attributed', {
      brandId: order.brandId,
      orderId: order.orderId,
      creatorId: who.creatorId,
      by: who.by,
      lines: ids.length,
      isTest,
    });
    return ids;
  }

  /**
   * An attributed order edited after its payment (decision 218): its commissions follow its items.
   * The live commissions are cancelled ('order_edited', through the ledger as a cancel is) and
   * the order's lines as they are now become new ones, with the same creator, attribution, sale
   * time and end of holding period, each product on the terms the sale had for it (a product the
   * edit added: the creator's terms now). Within the holding period the order simply carries its
   * new commission; after it, the ledger holds the difference as the old commission's reversal
   * (or clawback, once paid) and the new one's accrual, which clears when the brand has paid for
   * it. An edit that leaves the items and amounts as they were (a repeat, an address) changes
   * nothing. Answers the new transactions.
   */
  async recordEdited(manager: EntityManager, order: PaidOrder, names: DirectoryNames): Promise<string[]> {
    const [sale]: { state: string }[] = await manager.query(
      `SELECT "state" FROM "tracking"."sale_orders" WHERE "brand_id" = $1 AND "order_id" = $2 FOR UPDATE`,
      [order.brandId, order.orderId],
    );
    if (sale?.state !== 'attributed') return [];
    const live: LiveRow[] = await manager.query(
      `SELECT "product_id", "line_no", "quantity", "amount_total_cents", "creator_id", "link_id", "campaign_id", "attributed_by", "click_id",
              "discount_code", "commission_type", "commission_value", "sold_at", "clears_at", "is_test"
         FROM "tracking"."transactions" WHERE "brand_id" = $1 AND "order_id" = $2 AND "status" <> 'cancelled' ORDER BY "line_no"`,
      [order.brandId, order.orderId],
    );
    const first = live[0];
    // A test sale is nobody's money; an order already reversed has nothing left to follow.
    if (!first || first.is_test) return [];
    const nets = netLineTotals(order.lineItems, order.discountCents);
    const now = order.lineItems.map((line, i) => `${line.productId}:${Math.max(1, line.quantity)}:${nets[i]}`).sort();
    const before = live.map((row) => `${row.product_id}:${row.quantity}:${row.amount_total_cents}`).sort();
    if (now.join('|') === before.join('|')) return [];
    const who: Attributed = {
      creatorId: first.creator_id,
      by: first.attributed_by,
      code: first.discount_code ?? '',
      linkId: first.link_id,
      campaignId: first.campaign_id,
      clickId: first.click_id,
    };
    const soldAt = first.sold_at.getTime();
    const offers = await raiseByTiers(manager, await this.offersOf(manager, order.brandId, who), {
      creatorId: who.creatorId,
      orderId: order.orderId,
      soldAt,
    });
    const brand = names.brands.get(order.brandId);
    const creator = names.creators.get(who.creatorId);
    const defaults = { creatorFraction: creator?.defaultCommission ?? null, brandFraction: brand?.defaultCommission ?? 0 };
    await this.reverseLive(manager, order.brandId, order.orderId, 'order_edited');
    const ids = await this.writeSale(manager, order, who, names, {
      soldAt,
      clearsAt: first.clears_at,
      isTest: false,
      firstLineNo: Math.max(...live.map((row) => row.line_no)) + 1,
      newSale: false,
      termsOf: (line) => {
        const kept = line.productId ? live.find((row) => row.product_id === line.productId) : undefined;
        return kept
          ? { terms: termsFrom(kept.commission_type, kept.commission_value), linkId: kept.link_id, campaignId: kept.campaign_id }
          : termsOfLine(line, offers, defaults);
      },
    });
    // The month's revenue moved: a bonus may be reached, or no longer.
    const paidBy = live.map((row) => row.campaign_id).filter((id): id is string => id !== null);
    const campaignIds = [...new Set([...paidBy, ...(await campaignsOf(manager, ids))])];
    await reviewBonuses(
      manager,
      this.outbox,
      campaignIds.map((campaignId) => ({ creatorId: who.creatorId, campaignId, soldAt: first.sold_at })),
    );
    await accrueBonuses(manager, this.outbox, { brandId: order.brandId, creatorId: who.creatorId, campaignIds, soldAt }, this.holdDays);
    this.logger.info('sale.edited', { brandId: order.brandId, orderId: order.orderId, before: live.length, after: ids.length });
    return ids;
  }

  /**
   * Writes a sale's lines as the creator's transactions, with their ledger accruals and their
   * links' commission; a new sale also counts once on its links and is checked for a high CTR.
   */
  private async writeSale(
    manager: EntityManager,
    order: PaidOrder,
    who: Attributed,
    names: DirectoryNames,
    sale: {
      soldAt: number;
      clearsAt: Date;
      isTest: boolean;
      /** The first line's number: an edit's lines follow the order's earlier ones. */
      firstLineNo: number;
      newSale: boolean;
      termsOf(line: PaidOrder['lineItems'][number]): LineTerms;
    },
  ): Promise<string[]> {
    const brand = names.brands.get(order.brandId);
    const creator = names.creators.get(who.creatorId);
    const nets = netLineTotals(order.lineItems, order.discountCents);
    const { soldAt, clearsAt, isTest } = sale;
    const agency = isTest ? null : await agencyFeeAt(manager, order.brandId, soldAt);
    // A real sale starts pending: no paid statement of its brand can cover it yet (CommissionClearing).
    const status = isTest && clearsAt.getTime() <= Date.now() ? 'completed' : 'pending';
    const ids: string[] = [];
    const perLink = new Map<string, number>();
    const campaigns = new Set<string>();
    const earners = new Set<string>();
    for (const [index, line] of order.lineItems.entries()) {
      const quantity = Math.max(1, line.quantity);
      const paid = sale.termsOf(line);
      const linkId = paid.linkId ?? who.linkId;
      const split = splitLine(nets[index]!, quantity, paid.terms);
      const agencyCents = agency ? agencyShareOf(split.brandCents, agency.rate) : 0;
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO "tracking"."transactions"
           ("brand_id", "creator_id", "link_id", "campaign_id", "product_id", "order_id", "order_number", "line_no", "product_name",
            "creator_name", "brand_name", "quantity", "currency", "amount_total_cents", "amount_creator_cents", "amount_platform_cents",
            "amount_brand_cents", "commission_type", "commission_value", "attributed_by", "click_id", "discount_code", "status",
            "sold_at", "clears_at", "completed_at", "is_test", "agency_id", "amount_agency_cents")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
                 CASE WHEN $23 = 'completed' THEN now() END, $26, $27, $28)
         RETURNING "id"`,
        [
          order.brandId,
          who.creatorId,
          linkId,
          paid.campaignId ?? who.campaignId,
          line.productId,
          order.orderId,
          order.orderNumber,
          sale.firstLineNo + index,
          line.name,
          creator?.name ?? null,
          brand?.name ?? null,
          quantity,
          order.currency,
          split.totalCents,
          split.creatorCents,
          split.platformCents,
          split.brandCents,
          paid.terms.kind,
          paid.terms.kind === 'percentage' ? paid.terms.percent : paid.terms.centsPerUnit,
          who.by,
          who.clickId,
          who.by === 'coupon' ? who.code : null,
          status,
          new Date(soldAt),
          clearsAt,
          isTest,
          agencyCents > 0 ? agency!.agencyId : null,
          agencyCents,
        ],
      );
      ids.push(row!.id);
      if (!isTest) {
        const entry = {
          id: row!.id,
          creatorId: who.creatorId,
          brandId: order.brandId,
          creatorCents: split.creatorCents,
          platformCents: split.platformCents,
          agencyId: agency?.agencyId ?? null,
          agencyCents,
        };
        // A real sale starts pending: it clears once its brand paid for it (CommissionClearing).
        await post(manager, accrualEntries(entry));
        earners.add(who.creatorId);
      }
      if (linkId && !isTest) perLink.set(linkId, (perLink.get(linkId) ?? 0) + split.creatorCents);
      const campaignId = paid.campaignId ?? who.campaignId;
      if (campaignId && !isTest) campaigns.add(campaignId);
    }
    // A link's sales count orders, once each (an edit is the same order), and its commission the lines it paid.
    for (const [linkId, cents] of perLink)
      await manager.query(
        `UPDATE "tracking"."affiliate_links" SET "sales_generated" = "sales_generated" + $3,
           "commission_earned_cents" = "commission_earned_cents" + $2 WHERE "id" = $1`,
        [linkId, cents, sale.newSale ? 1 : 0],
      );
    if (sale.newSale) for (const campaignId of campaigns) await checkHighCtr(manager, this.outbox, campaignId);
    await announceCreatorEarnings(manager, this.outbox, earners);
    return ids;
  }

  /**
   * A cancelled or refunded order: its commissions are cancelled, whatever their status (a paid
   * one is clawed back from the creator's next payout by the ledger), and its links' sale and
   * commission go back down (issue 35 point 6: a reversed sale is no conversion; the audit rule
   * on deleting links reads the transactions, which stay). An order reversed before its payment
   * was reported is remembered, so that report changes nothing. Answers the transactions cancelled.
   */
  async recordReversed(manager: EntityManager, brandId: string, orderId: string, reason: ReversalReason): Promise<string[]> {
    const [order]: { state: string }[] = await manager.query(
      `SELECT "state" FROM "tracking"."sale_orders" WHERE "brand_id" = $1 AND "order_id" = $2 FOR UPDATE`,
      [brandId, orderId],
    );
    if (!order) {
      await manager.query(
        `INSERT INTO "tracking"."sale_orders" ("brand_id", "order_id", "state", "cancelled_at") VALUES ($1, $2, 'cancelled', now())
         ON CONFLICT DO NOTHING`,
        [brandId, orderId],
      );
      return [];
    }
    if (order.state === 'cancelled') return [];
    await manager.query(
      `UPDATE "tracking"."sale_orders" SET "state" = 'cancelled', "cancelled_at" = now() WHERE "brand_id" = $1 AND "order_id" = $2`,
      [brandId, orderId],
    );
    const cancelled = await this.reverseLive(manager, brandId, orderId, reason);
    const real = cancelled.filter((row) => !row.is_test);
    // The month it was sold in counts one sale less: a bonus it no longer reaches is withdrawn.
    await reviewBonuses(
      manager,
      this.outbox,
      real.map((row) => ({ creatorId: row.creator_id, campaignId: row.campaign_id, soldAt: row.sold_at })),
    );
    if (real.length) {
      // The brand and the creator are told (notifications' 'Venta revertida').
      await this.outbox.add(manager, TrackingEvents.saleReversed, {
        brandId,
        creatorId: real[0]!.creator_id,
        orderId,
        orderNumber: real[0]!.order_number,
        reason,
        transactionIds: real.map((row) => row.id),
        totalCents: real.reduce((sum, row) => sum + Number(row.amount_total_cents), 0),
        creatorCents: real.reduce((sum, row) => sum + Number(row.amount_creator_cents), 0),
      });
    }
    if (cancelled.length) this.logger.info('sale.reversed', { brandId, orderId, lines: cancelled.length, reason });
    return cancelled.map((row) => row.id);
  }

  /**
   * Cancels an order's live commissions for `reason`, with their ledger reversals and their links'
   * commission, and (unless the order was only edited) the sale each link counted; answers them.
   */
  private async reverseLive(manager: EntityManager, brandId: string, orderId: string, reason: CancelReason): Promise<CancelledRow[]> {
    const [cancelled]: [CancelledRow[], number] = await manager.query(
      `WITH "before" AS (
         SELECT "id", "status" FROM "tracking"."transactions"
          WHERE "brand_id" = $1 AND "order_id" = $2 AND "status" <> 'cancelled' FOR UPDATE)
       UPDATE "tracking"."transactions" t SET "status" = 'cancelled', "cancelled_at" = now(), "cancel_reason" = $3
         FROM "before" b WHERE t."id" = b."id"
       RETURNING t."id", t."link_id", t."creator_id", t."campaign_id", t."sold_at", t."is_test", t."payout_id", t."amount_creator_cents", t."amount_platform_cents",
                 t."agency_id", t."amount_agency_cents", t."amount_total_cents", t."order_number", b."status" AS "was"`,
      [brandId, orderId, reason],
    );
    const reversed = cancelled.filter((row) => !row.is_test);
    for (const row of reversed)
      await post(
        manager,
        reversalEntries(
          {
            id: row.id,
            creatorId: row.creator_id,
            brandId,
            creatorCents: Number(row.amount_creator_cents),
            platformCents: Number(row.amount_platform_cents),
            agencyId: row.agency_id,
            agencyCents: Number(row.amount_agency_cents),
          },
          row.was,
          row.payout_id !== null,
        ),
      );
    await announceCreatorEarnings(
      manager,
      this.outbox,
      reversed.map((row) => row.creator_id),
    );
    const perLink = new Map<string, number>();
    for (const row of cancelled)
      if (row.link_id) perLink.set(row.link_id, (perLink.get(row.link_id) ?? 0) + Number(row.amount_creator_cents));
    const sales = reason === 'order_edited' ? 0 : 1;
    for (const [linkId, cents] of perLink)
      await manager.query(
        `UPDATE "tracking"."affiliate_links" SET "commission_earned_cents" = greatest(0, "commission_earned_cents" - $2),
           "sales_generated" = greatest(0, "sales_generated" - $3) WHERE "id" = $1`,
        [linkId, cents, sales],
      );
    return cancelled;
  }
}

/** Why an order's commissions were cancelled: what the store did to the order. */
export type ReversalReason = 'order_cancelled' | 'order_refunded' | 'order_voided';
type CancelReason = ReversalReason | 'order_edited';

/** A live commission of an order, as an edit reads it. */
interface LiveRow {
  product_id: string | null;
  line_no: number;
  quantity: number;
  amount_total_cents: string;
  creator_id: string;
  link_id: string | null;
  campaign_id: string | null;
  attributed_by: Attributed['by'];
  click_id: string | null;
  discount_code: string | null;
  commission_type: 'percentage' | 'fixed';
  commission_value: string;
  sold_at: Date;
  clears_at: Date;
  is_test: boolean;
}

interface CancelledRow {
  id: string;
  order_number: string | null;
  amount_total_cents: string;
  link_id: string | null;
  creator_id: string;
  campaign_id: string | null;
  sold_at: Date;
  is_test: boolean;
  payout_id: string | null;
  amount_creator_cents: string;
  amount_platform_cents: string;
  agency_id: string | null;
  amount_agency_cents: string;
  was: TransactionStatus;
}

/**
 * The agency fee the brand had confirmed when the order was paid (decision 171): identity's latest
 * change before that moment, of whichever agency; none when that change ended it. Stores report
 * payment times to the second, so a change counts from the start of its second.
 */
export async function agencyFeeAt(manager: EntityManager, brandId: string, at: number): Promise<{ agencyId: string; rate: number } | null> {
  const [fee]: { agency_id: string; rate: string | null }[] = await manager.query(
    `SELECT "agency_id", "rate" FROM "tracking"."agency_fees" WHERE "brand_id" = $1 AND date_trunc('second', "effective_at") <= $2
      ORDER BY "effective_at" DESC LIMIT 1`,
    [brandId, new Date(at)],
  );
  return fee && fee.rate !== null ? { agencyId: fee.agency_id, rate: Number(fee.rate) } : null;
}

/** The campaigns these transactions were paid by. */
async function campaignsOf(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
  const rows: { campaign_id: string }[] = await manager.query(
    `SELECT DISTINCT "campaign_id" FROM "tracking"."transactions" WHERE "id" = ANY($1) AND "campaign_id" IS NOT NULL`,
    [ids],
  );
  return rows.map((row) => row.campaign_id);
}

/** Stored terms as the split reads them: a percentage, or cents per unit. */
export function termsFrom(type: 'percentage' | 'fixed', value: string | number): CommissionTerms {
  return type === 'percentage'
    ? { kind: 'percentage', percent: Number(value) }
    : { kind: 'fixed', centsPerUnit: Math.round(Number(value)) };
}
