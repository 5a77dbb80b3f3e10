import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CONVERSION_INVALID_REASONS,
  DEFAULT_CURRENCY,
  NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  TrackingEvents,
  type ConversionReview,
  type PixelHitQuery,
  type PixelPostback,
  type PixelPostbackAnswer,
} from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import { insideWindow } from '../money/attribution.js';
import { checkHighCtr } from '../alerts/high-ctr.js';
import { termsFrom } from '../money/sale-recorder.js';
import type { ConversionReviews } from './conversion-review.js';
import { seedStatus } from './conversion-rows.js';
import { commissionBase, holdReason, invalidReason, onBrandDomain, type AnomalyFacts } from './conversion-validity.js';
import type { KnownPixel } from './pixel-directory.js';

const DAY_MS = 86_400_000;
/** A pixel's page views are kept at most this often per process: its status needs the latest, not each one. */
const PAGE_VIEW_EVERY_MS = 60_000;
const MAX_THROTTLED = 50_000;

export interface PixelHit {
  pixel: KnownPixel;
  query: PixelHitQuery;
  /** The page, for the pixel's event log: the query's url, else the request's Referer. */
  pageUrl: string | null;
  /**
   * The page the browser says the request came from (its Referer, else its Origin): a
   * conversion's evidence of where it happened. Never a parameter the caller wrote.
   */
  browserPage: string | null;
  botReason: string | null;
  /** The device class of the request's user agent, compared with its click's. */
  device: string;
  /** The request's address, keyed for the day (conversions from one address). */
  addressKey: string;
  at: number;
}

interface LinkRow {
  id: string;
  creator_id: string;
  campaign_id: string | null;
  campaign_type: string | null;
  commission_type: 'percentage' | 'fixed' | null;
  commission_value: string | null;
  cookie_days: number | null;
  campaign_status: string | null;
  campaign_name: string | null;
  unique_clicks: number;
}

/** How long a conversion waits for the click it names to be counted, and how often it looks. */
const CLICK_WAIT_MS = 8_000;
const CLICK_POLL_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the public pixel endpoint hears, written to Postgres before it answers (issue 14 §3,
 * issue 34 §1): a page view as the pixel's latest event (at most once a minute per pixel and
 * process); the test of 'Probar píxel' as an event and a conversion marked 'Prueba'; a conversion
 * attributed to the creator whose ref and click the pixel kept, with the rules of `invalidReason`
 * saying whether it counts and those of `holdReason` whether its brand must look before it
 * earns. A counted conversion earns nothing yet: it waits for its brand's review (decisions). An
 * order converts once per brand however often its thank-you page is shown.
 */
export class PixelHits {
  private readonly lastPageView = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    /** Days a counted conversion waits for its brand before it is approved by time. */
    private readonly reviewDays: number,
  ) {}

  async record(hit: PixelHit): Promise<void> {
    const event = hit.query.event;
    if (event === 'page_view') return this.pageView(hit);
    if (event !== 'test_conversion') await this.clickArrived(hit);
    await this.dataSource.transaction(async (manager) => {
      await insertEvent(manager, hit, event === 'test_conversion' ? 'test_conversion' : 'conversion');
      await this.conversion(manager, hit, event === 'test_conversion');
    });
  }

  private async pageView(hit: PixelHit): Promise<void> {
    const last = this.lastPageView.get(hit.pixel.id);
    if (last !== undefined && hit.at - last < PAGE_VIEW_EVERY_MS) return;
    if (this.lastPageView.size >= MAX_THROTTLED) this.lastPageView.clear();
    this.lastPageView.set(hit.pixel.id, hit.at);
    await insertEvent(this.dataSource.manager, hit, 'page_view');
  }

  /**
   * The redirect answers once the click is in JetStream, before the counter writes it: a
   * shopper's page can report a conversion first, above all when the machine is busy. So a
   * conversion naming a click of its link waits for that click to be counted, a few seconds at
   * most (outside any transaction, holding no connection between looks); one never counted then
   * does not count, as before.
   */
  private async clickArrived(hit: PixelHit): Promise<void> {
    const { ref, click_id: clickId } = hit.query;
    if (!ref || !clickId) return;
    const link = await linkOf(this.dataSource.manager, hit.pixel.brandId, ref);
    if (!link) return;
    for (const deadline = Date.now() + CLICK_WAIT_MS; Date.now() < deadline; await sleep(CLICK_POLL_MS)) {
      const counted: unknown[] = await this.dataSource.query(`SELECT 1 FROM "tracking"."clicks" WHERE "link_id" = $1 AND "id" = $2`, [
        link.id,
        clickId,
      ]);
      if (counted.length) return;
    }
  }

  private async conversion(manager: EntityManager, hit: PixelHit, isTest: boolean): Promise<void> {
    const { pixel, query } = hit;
    const link = query.ref ? await linkOf(manager, pixel.brandId, query.ref) : null;
    const cookieDays = link?.cookie_days ?? NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS;
    const click = link && query.click_id ? await personsClick(manager, link.id, query.click_id) : null;
    const email = query.email?.toLowerCase() ?? null;
    const campaignId = link?.campaign_id ?? null;
    if (campaignId && email)
      // Two reports of one e-mail at once: the second waits and sees the first.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`conversion:${campaignId}:${email}`]);
    // Two reports naming one click at once: the second sees the first (a click backs one order).
    if (click) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`conversion-click:${click.id}`]);
    const repeated =
      campaignId && email
        ? (
            await manager.query(
              `SELECT 1 FROM "tracking"."external_conversions"
                WHERE "campaign_id" = $1 AND lower("customer_email") = $2 AND "is_valid" AND "created_at" > $3 LIMIT 1`,
              [campaignId, email, new Date(hit.at - cookieDays * DAY_MS)],
            )
          ).length > 0
        : false;
    const reason = invalidReason({
      isTest,
      botReason: hit.botReason,
      pixelActive: pixel.isActive,
      onBrandDomain: onBrandDomain(hit.browserPage, await brandSites(manager, pixel.brandId)),
      link: link ? { campaignType: link.campaign_type, campaignActive: (link.campaign_status ?? 'active') === 'active' } : null,
      click: click ? { at: click.at, sameDevice: click.device === hit.device } : null,
      insideWindow: click !== null && insideWindow(click.at, hit.at, cookieDays),
      repeated,
    });
    const amountCents = Math.round((query.amount ?? 0) * 100);
    const type = isTest ? 'test' : (query.type ?? (amountCents > 0 ? 'purchase' : 'lead'));
    const terms = link?.commission_type && link.commission_value !== null ? termsFrom(link.commission_type, link.commission_value) : null;
    const counted = reason === null && link !== null && terms !== null && click !== null;
    const commissionCents = !counted
      ? 0
      : terms.kind === 'fixed'
        ? terms.centsPerUnit
        : Math.round((commissionBase(amountCents, pixel.maxOrderCents) * terms.percent) / 100);
    const hold = counted ? holdReason(await anomalyFacts(manager, hit, link, click.id, terms.kind === 'percentage', amountCents)) : null;
    const review = counted ? (hold ? 'held' : 'pending') : null;
    const id = randomUUID();
    const stored: unknown[] = await manager.query(
      `INSERT INTO "tracking"."external_conversions"
         ("id", "brand_id", "pixel_id", "source", "event_name", "event_type", "order_ref", "customer_name", "customer_email",
          "amount_cents", "currency", "status", "page_url", "campaign_id", "creator_id", "link_id", "click_id",
          "commission_cents", "is_valid", "invalid_reason", "created_at", "review", "review_ends_at", "hold_reason", "address_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [
        id,
        pixel.brandId,
        pixel.id,
        pixel.code,
        query.event,
        type,
        isTest ? null : (query.order ?? null),
        query.name ?? null,
        query.email ?? null,
        amountCents,
        query.currency ?? DEFAULT_CURRENCY,
        seedStatus(review),
        hit.browserPage,
        campaignId,
        link?.creator_id ?? null,
        link?.id ?? null,
        click?.id ?? null,
        commissionCents,
        reason === null,
        reason,
        new Date(hit.at),
        review,
        review === 'pending' ? new Date(hit.at + this.reviewDays * DAY_MS) : null,
        hold,
        hit.addressKey,
      ],
    );
    // A counted one tells the brand and the creator (and a held one tells the brand why); an
    // order seen before stored nothing and says nothing.
    if (!stored.length || !counted || !campaignId || (type !== 'lead' && type !== 'purchase')) return;
    await this.outbox.add(manager, TrackingEvents.conversionRecorded, {
      conversionId: id,
      brandId: pixel.brandId,
      creatorId: link.creator_id,
      campaignId,
      campaignName: link.campaign_name,
      eventType: type,
      amountCents,
      commissionCents,
      holdReason: hold,
    });
    await checkHighCtr(manager, this.outbox, campaignId);
  }
}

/**
 * A signed postback's order (issue 34 §1): its brand's backend vouches for it, so it verifies the
 * order's conversion with the amount the backend states (a percentage is reckoned on it), and
 * earns at once. An order the pixel never reported is recorded from the click the postback
 * names, under the same rules as the pixel's but the page's (there is none). A voided or
 * uncounted one stays as it is, and says why.
 */
export async function verifyOrder(
  manager: EntityManager,
  reviews: ConversionReviews,
  pixel: KnownPixel,
  postback: PixelPostback,
  at: number,
): Promise<PixelPostbackAnswer> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`conversion-order:${pixel.brandId}:${postback.order}`]);
  const amountCents = Math.round(postback.amount * 100);
  let [found]: { id: string; is_valid: boolean; invalid_reason: string | null; review: ConversionReview | null; link_id: string | null }[] =
    await manager.query(
      `SELECT "id", "is_valid", "invalid_reason", "review", "link_id" FROM "tracking"."external_conversions"
        WHERE "brand_id" = $1 AND "order_ref" = $2 AND "event_type" <> 'test'`,
      [pixel.brandId, postback.order],
    );
  if (!found) {
    const recorded = await recordFromClick(manager, pixel, postback, amountCents, at);
    if (!recorded.valid) return { conversionId: recorded.id, review: null, invalidReason: recorded.reason };
    found = { id: recorded.id, is_valid: true, invalid_reason: null, review: 'pending', link_id: recorded.linkId };
  }
  if (!found.is_valid) return { conversionId: found.id, review: null, invalidReason: found.invalid_reason };
  if (found.review === 'voided' || found.review === 'verified')
    return { conversionId: found.id, review: found.review, invalidReason: null };
  const row = await reviews.lock(manager, found.id, (brandId) => brandId === pixel.brandId);
  if (!row.earning_id && amountCents > 0) {
    // The backend's amount replaces what the page declared; a percentage is reckoned on it.
    const [terms]: { commission_type: 'percentage' | 'fixed' | null; commission_value: string | null }[] = await manager.query(
      `SELECT t."commission_type", t."commission_value" FROM "tracking"."affiliate_links" l
         JOIN "tracking"."collaboration_terms" t ON t."campaign_id" = l."campaign_id" AND t."creator_id" = l."creator_id" WHERE l."id" = $1`,
      [found.link_id],
    );
    const kind =
      terms?.commission_type && terms.commission_value !== null ? termsFrom(terms.commission_type, terms.commission_value) : null;
    if (kind?.kind === 'percentage') row.commission_cents = String(Math.round((amountCents * kind.percent) / 100));
    await manager.query(`UPDATE "tracking"."external_conversions" SET "amount_cents" = $2, "commission_cents" = $3 WHERE "id" = $1`, [
      row.id,
      amountCents,
      row.commission_cents,
    ]);
  }
  await reviews.settle(manager, row, 'verified', null);
  return { conversionId: row.id, review: 'verified', invalidReason: null };
}

/** An order the pixel never saw, recorded from the postback's click; valid or not, it is kept with its reason. */
async function recordFromClick(
  manager: EntityManager,
  pixel: KnownPixel,
  postback: PixelPostback,
  amountCents: number,
  at: number,
): Promise<
  { id: string; valid: true; linkId: string; reason: null } | { id: string; valid: false; linkId: string | null; reason: string }
> {
  const [clicked]: { link_id: string; unique_code: string }[] = postback.click_id
    ? await manager.query(
        `SELECT c."link_id", l."unique_code" FROM "tracking"."clicks" c JOIN "tracking"."affiliate_links" l ON l."id" = c."link_id"
          WHERE c."id" = $1 AND l."brand_id" = $2 AND c."bot_reason" IS NULL`,
        [postback.click_id, pixel.brandId],
      )
    : [];
  const link = clicked ? await linkOf(manager, pixel.brandId, clicked.unique_code) : null;
  const click = link && postback.click_id ? await personsClick(manager, link.id, postback.click_id) : null;
  const cookieDays = link?.cookie_days ?? NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS;
  const reason = invalidReason({
    isTest: false,
    botReason: null,
    pixelActive: pixel.isActive,
    // Server to server, signed with the brand's key: there is no page, and none is needed.
    onBrandDomain: true,
    link: link ? { campaignType: link.campaign_type, campaignActive: (link.campaign_status ?? 'active') === 'active' } : null,
    click: click ? { at: click.at, sameDevice: true } : null,
    insideWindow: click !== null && insideWindow(click.at, at, cookieDays),
    repeated: false,
  });
  const terms = link?.commission_type && link.commission_value !== null ? termsFrom(link.commission_type, link.commission_value) : null;
  const valid = reason === null && link !== null && terms !== null;
  const commissionCents = !valid ? 0 : terms.kind === 'fixed' ? terms.centsPerUnit : Math.round((amountCents * terms.percent) / 100);
  const id = randomUUID();
  await manager.query(
    `INSERT INTO "tracking"."external_conversions"
       ("id", "brand_id", "pixel_id", "source", "event_name", "event_type", "order_ref", "customer_email", "amount_cents", "currency",
        "status", "campaign_id", "creator_id", "link_id", "click_id", "commission_cents", "is_valid", "invalid_reason", "created_at", "review")
     VALUES ($1, $2, $3, $4, 'postback', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      id,
      pixel.brandId,
      pixel.id,
      pixel.code,
      postback.type,
      postback.order,
      postback.email ?? null,
      amountCents,
      postback.currency,
      seedStatus(valid ? 'pending' : null),
      link?.campaign_id ?? null,
      link?.creator_id ?? null,
      link?.id ?? null,
      click?.id ?? null,
      commissionCents,
      valid,
      valid ? null : (reason ?? CONVERSION_INVALID_REASONS.noCreator),
      new Date(at),
      valid ? 'pending' : null,
    ],
  );
  return valid
    ? { id, valid, linkId: link.id, reason: null }
    : { id, valid: false, linkId: link?.id ?? null, reason: reason ?? CONVERSION_INVALID_REASONS.noCreator };
}

/** The brand's sites: its store, and the pages its pixels were made for. */
async function brandSites(manager: EntityManager, brandId: string): Promise<string[]> {
  const rows: { url: string }[] = await manager.query(
    `SELECT "store_url" AS "url" FROM "tracking"."store_pages" WHERE "brand_id" = $1
     UNION ALL SELECT "page_url" FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1 AND "page_url" IS NOT NULL`,
    [brandId],
  );
  return rows.map((r) => r.url);
}

/** The click a conversion names, when it is a person's navigation of that link our redirect recorded. */
async function personsClick(
  manager: EntityManager,
  linkId: string,
  clickId: string,
): Promise<{ id: string; at: number; device: string } | null> {
  const [row]: { id: string; clicked_at: Date; device: string }[] = await manager.query(
    `SELECT "id", "clicked_at", "device" FROM "tracking"."clicks" WHERE "link_id" = $1 AND "id" = $2 AND "bot_reason" IS NULL`,
    [linkId, clickId],
  );
  return row ? { id: row.id, at: row.clicked_at.getTime(), device: row.device } : null;
}

/** What `holdReason` reads around a counted conversion: the brand's orders, the address's and the click's conversions, the link's rate. */
async function anomalyFacts(
  manager: EntityManager,
  hit: PixelHit,
  link: LinkRow,
  clickId: string,
  paidOnAmount: boolean,
  amountCents: number,
): Promise<AnomalyFacts> {
  const brandId = hit.pixel.brandId;
  const [average]: { cents: string | null; samples: number }[] = await manager.query(
    `SELECT avg("total") AS "cents", count(*)::int AS "samples" FROM (
       (SELECT sum("amount_total_cents") AS "total" FROM "tracking"."transactions"
         WHERE "brand_id" = $1 AND NOT "is_test" AND "status" <> 'cancelled' GROUP BY "order_id" ORDER BY max("created_at") DESC LIMIT 100)
       UNION ALL
       (SELECT "amount_cents" FROM "tracking"."external_conversions"
         WHERE "brand_id" = $1 AND "review" IN ('approved', 'verified') AND "amount_cents" > 0 ORDER BY "created_at" DESC LIMIT 100)
     ) orders`,
    [brandId],
  );
  const dayStart = new Date(Math.floor(hit.at / DAY_MS) * DAY_MS);
  const [counts]: { from_address: number; from_click: number; link_conversions: number }[] = await manager.query(
    `SELECT count(*) FILTER (WHERE "brand_id" = $1 AND "address_key" = $2 AND "created_at" >= $3)::int AS "from_address",
            count(*) FILTER (WHERE "click_id" = $4)::int AS "from_click",
            count(*) FILTER (WHERE "link_id" = $5)::int AS "link_conversions"
       FROM "tracking"."external_conversions"
      WHERE "is_valid" AND "review" <> 'voided' AND ("brand_id" = $1 AND "address_key" = $2 AND "created_at" >= $3 OR "click_id" = $4 OR "link_id" = $5)`,
    [brandId, hit.addressKey, dayStart, clickId, link.id],
  );
  const [campaign]: { conversions: number; people: number }[] = link.campaign_id
    ? await manager.query(
        `SELECT (SELECT count(*)::int FROM "tracking"."external_conversions" WHERE "campaign_id" = $1 AND "is_valid" AND "review" <> 'voided') AS "conversions",
                (SELECT coalesce(sum("unique_clicks"), 0)::int FROM "tracking"."affiliate_links" WHERE "campaign_id" = $1) AS "people"`,
        [link.campaign_id],
      )
    : [{ conversions: 0, people: 0 }];
  return {
    paidOnAmount,
    amountCents,
    maxOrderCents: hit.pixel.maxOrderCents,
    averageOrder: { cents: Number(average?.cents ?? 0), samples: average?.samples ?? 0 },
    fromAddressToday: counts?.from_address ?? 0,
    fromClick: counts?.from_click ?? 0,
    // This one included.
    link: { conversions: (counts?.link_conversions ?? 0) + 1, people: link.unique_clicks },
    campaign: { conversions: (campaign?.conversions ?? 0) + 1, people: campaign?.people ?? 0 },
  };
}

async function insertEvent(manager: EntityManager, hit: PixelHit, type: 'page_view' | 'test_conversion' | 'conversion'): Promise<void> {
  await manager.query(
    `INSERT INTO "tracking"."tracking_pixel_events" ("brand_id", "pixel_id", "event_type", "page_url", "bot_reason", "created_at")
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hit.pixel.brandId, hit.pixel.id, type, hit.pageUrl, hit.botReason, new Date(hit.at)],
  );
}

/** The creator's link a ref names among the brand's, with the terms and state of its campaign. */
async function linkOf(manager: EntityManager, brandId: string, code: string): Promise<LinkRow | null> {
  const [row]: LinkRow[] = await manager.query(
    `SELECT l."id", l."creator_id", l."campaign_id", t."campaign_type", t."commission_type", t."commission_value", t."cookie_days",
            s."status" AS "campaign_status", l."campaign_name", l."unique_clicks"
       FROM "tracking"."affiliate_links" l
       LEFT JOIN "tracking"."collaboration_terms" t ON t."campaign_id" = l."campaign_id" AND t."creator_id" = l."creator_id"
       LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
      WHERE l."unique_code" = $1 AND l."brand_id" = $2`,
    [code, brandId],
  );
  return row ?? null;
}
