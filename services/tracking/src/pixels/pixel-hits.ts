import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS, TrackingEvents, type PixelHitQuery } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import { insideWindow } from '../money/attribution.js';
import { clickBehind } from '../money/click-behind.js';
import { checkHighCtr } from '../alerts/high-ctr.js';
import { accrueEarning } from '../money/earnings.js';
import { termsFrom } from '../money/sale-recorder.js';
import { invalidReason, onBrandDomain } from './conversion-validity.js';
import type { KnownPixel } from './pixel-directory.js';

const DAY_MS = 86_400_000;
/** A pixel's page views are kept at most this often per process: its status needs the latest, not each one. */
const PAGE_VIEW_EVERY_MS = 60_000;
const MAX_THROTTLED = 50_000;

export interface PixelHit {
  pixel: KnownPixel;
  query: PixelHitQuery;
  /** The page: the query's url, else the request's Referer. */
  pageUrl: string | null;
  botReason: string | null;
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
}

/**
 * What the public pixel endpoint hears, written to Postgres before it answers (issue 14 §3): a
 * page view as the pixel's latest event (at most once a minute per pixel and process); the test
 * of 'Probar píxel' as an event and a conversion marked 'Prueba'; a conversion attributed to
 * the creator whose ref the pixel kept, with the rules of `invalidReason` saying whether it
 * counts. An order converts once per brand however often its thank-you page is shown.
 */
export class PixelHits {
  private readonly lastPageView = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    /** Days a conversion's commission stays pending (COMMISSION_HOLD_DAYS). */
    private readonly holdDays: number,
  ) {}

  async record(hit: PixelHit): Promise<void> {
    const event = hit.query.event;
    if (event === 'page_view') return this.pageView(hit);
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

  private async conversion(manager: EntityManager, hit: PixelHit, isTest: boolean): Promise<void> {
    const { pixel, query } = hit;
    const brandSites: { url: string }[] = await manager.query(
      `SELECT "store_url" AS "url" FROM "tracking"."store_pages" WHERE "brand_id" = $1
       UNION ALL SELECT "page_url" FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1 AND "page_url" IS NOT NULL`,
      [pixel.brandId],
    );
    const link = query.ref ? await linkOf(manager, pixel.brandId, query.ref) : null;
    const cookieDays = link?.cookie_days ?? NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS;
    const click = link ? await clickBehind(manager, link.id, query.click_id ?? null, hit.at) : null;
    const email = query.email?.toLowerCase() ?? null;
    const campaignId = link?.campaign_id ?? null;
    if (campaignId && email)
      // Two reports of one e-mail at once: the second waits and sees the first.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`conversion:${campaignId}:${email}`]);
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
      onBrandDomain: onBrandDomain(hit.pageUrl, [...brandSites.map((s) => s.url)]),
      link: link ? { campaignType: link.campaign_type, campaignActive: (link.campaign_status ?? 'active') === 'active' } : null,
      insideWindow: click !== null && insideWindow(click.at, hit.at, cookieDays),
      repeated,
    });
    const amountCents = Math.round((query.amount ?? 0) * 100);
    const type = isTest ? 'test' : (query.type ?? (amountCents > 0 ? 'purchase' : 'lead'));
    const id = randomUUID();
    const commissionCents = reason === null && link ? commissionOf(link, amountCents) : 0;
    const stored: unknown[] = await manager.query(
      `INSERT INTO "tracking"."external_conversions"
         ("id", "brand_id", "pixel_id", "source", "event_name", "event_type", "order_ref", "customer_name", "customer_email",
          "amount_cents", "currency", "status", "page_url", "campaign_id", "creator_id", "link_id", "click_id",
          "commission_cents", "is_valid", "invalid_reason", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'completed', $12, $13, $14, $15, $16, $17, $18, $19, $20)
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
        hit.pageUrl,
        campaignId,
        link?.creator_id ?? null,
        link?.id ?? null,
        click?.id ?? null,
        commissionCents,
        reason === null,
        reason,
        new Date(hit.at),
      ],
    );
    // A valid one earns its commission and tells the brand and the creator; an order seen before
    // stored nothing and says nothing.
    if (stored.length && reason === null && link && campaignId && (type === 'lead' || type === 'purchase')) {
      await accrueEarning(
        manager,
        this.outbox,
        {
          kind: 'conversion',
          sourceKey: `conversion:${id}`,
          brandId: pixel.brandId,
          creatorId: link.creator_id,
          campaignId,
          amountCents: commissionCents,
          earnedAt: new Date(hit.at),
        },
        this.holdDays,
      );
      await this.outbox.add(manager, TrackingEvents.conversionRecorded, {
        conversionId: id,
        brandId: pixel.brandId,
        creatorId: link.creator_id,
        campaignId,
        campaignName: link.campaign_name,
        eventType: type,
        amountCents,
        commissionCents,
      });
      await checkHighCtr(manager, this.outbox, campaignId);
    }
  }
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
            s."status" AS "campaign_status", l."campaign_name"
       FROM "tracking"."affiliate_links" l
       LEFT JOIN "tracking"."collaboration_terms" t ON t."campaign_id" = l."campaign_id" AND t."creator_id" = l."creator_id"
       LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
      WHERE l."unique_code" = $1 AND l."brand_id" = $2`,
    [code, brandId],
  );
  return row ?? null;
}

/** What a valid conversion earns its creator: the amount per conversion, or a share of what it was worth. */
function commissionOf(link: LinkRow, amountCents: number): number {
  if (!link.commission_type || link.commission_value === null) return 0;
  const terms = termsFrom(link.commission_type, link.commission_value);
  return terms.kind === 'fixed' ? terms.centsPerUnit : Math.round((amountCents * terms.percent) / 100);
}
