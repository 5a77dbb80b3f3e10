import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  cpcLinkCode,
  LINK_TEXTS,
  productLinkCode,
  storeLinkCode,
  trackingUrl,
  type Actor,
  type AffiliateLink,
  type CampaignsEvents,
  type EventPayload,
  type ShopProduct,
} from '@afilia/contracts';
import { DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import type { LinkKind } from './affiliate-link.entity.js';
import { announceLinkChanges, announceLinksMade, MADE_LINK_COLUMNS, type MadeLink } from './link-changes.js';
import { effectiveStatus, LINK_SELECT, LinkViews, type LinkRow } from './link-views.js';

type Accepted = EventPayload<typeof CampaignsEvents.applicationAccepted>;
type Approved = EventPayload<typeof CampaignsEvents.participationApproved>;
type CampaignStatus = 'active' | 'inactive' | 'paused' | 'deleted';

export interface NewLink {
  creatorId: string;
  brandId: string;
  /** Null for a brand's link for its internal creator, which belongs to no campaign. */
  campaignId: string | null;
  campaignName: string | null;
  /** The application or participation that made it; null for one made on request. */
  sourceId: string | null;
  productId: string | null;
  kind: LinkKind;
  /** Its code at a time (the seeds' shapes end in the time in base 36). */
  code: (at: number) => string;
  at: number;
  destinationUrl: string | null;
  /** The campaign pays by discount code (its clicks go through /safelink). */
  paidByCode: boolean;
}

/** The links an accepted application gives (seed 002 §7 generate-tracking-link): one per product, or one for the store. */
export function linksForAcceptance(event: Accepted, now: number): NewLink[] {
  const base = {
    creatorId: event.creatorId,
    brandId: event.brandId,
    campaignId: event.campaignId,
    campaignName: event.campaignName,
    sourceId: event.applicationId,
    paidByCode: event.paymentMethod === 'discount_code',
  };
  if (event.campaignType === 'conversion' && event.targetUrl && event.productIds.length === 0)
    return [
      { ...base, productId: null, kind: 'url', code: (at) => storeLinkCode(event.creatorId, at), at: now, destinationUrl: event.targetUrl },
    ];
  if (event.paymentMethod === 'store_products' || event.productIds.length === 0)
    return [{ ...base, productId: null, kind: 'store', code: (at) => storeLinkCode(event.creatorId, at), at: now, destinationUrl: null }];
  return event.productIds.map((productId) => ({
    ...base,
    productId,
    kind: 'product' as const,
    code: (at: number) => productLinkCode(productId, event.creatorId, at),
    at: now,
    destinationUrl: null,
  }));
}

export function linkForParticipation(event: Approved, now: number): NewLink {
  return {
    creatorId: event.creatorId,
    brandId: event.brandId,
    campaignId: event.campaignId,
    campaignName: event.campaignName,
    sourceId: event.participationId,
    productId: null,
    kind: 'cpc',
    code: (at) => cpcLinkCode(event.creatorId, event.campaignId, at),
    at: now,
    destinationUrl: event.targetUrl,
    paidByCode: false,
  };
}

/**
 * Affiliate links: born from acceptances and approvals (once each, whatever the redeliveries),
 * following their campaign's status, expiring with it.
 */
@Injectable()
export class LinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    private readonly views: LinkViews,
  ) {}

  /** Tells every tracking replica to drop these codes from its redirect cache (in the caller's transaction). */
  announce(manager: EntityManager, codes: string[]): Promise<void> {
    return announceLinkChanges(manager, this.outbox, codes);
  }

  /** Inserts the links and answers the codes made; the ones a source already made stay as they are. */
  async create(manager: EntityManager, links: NewLink[]): Promise<string[]> {
    const made: MadeLink[] = [];
    for (const link of links) {
      const code = await this.freeCode(manager, link);
      const rows: MadeLink[] = await manager.query(
        `INSERT INTO "tracking"."affiliate_links"
           ("creator_id", "brand_id", "campaign_id", "source_id", "product_id", "kind", "unique_code", "tracking_url", "destination_url", "campaign_name",
            "paid_by_code")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT ("source_id", COALESCE("product_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "source_id" IS NOT NULL DO NOTHING
         RETURNING ${MADE_LINK_COLUMNS}`,
        [
          link.creatorId,
          link.brandId,
          link.campaignId,
          link.sourceId,
          link.productId,
          link.kind,
          code,
          trackingUrl(code, this.publicUrl),
          link.destinationUrl,
          link.campaignName,
          link.paidByCode,
        ],
      );
      made.push(...rows);
    }
    if (made.length) {
      await announceLinksMade(manager, this.outbox, made);
      this.logger.info('links.created', { count: made.length, campaignId: links[0]?.campaignId });
    }
    return made.map((l) => l.unique_code);
  }

  /**
   * The link's code at its time, or a millisecond later while that one is taken (two links of
   * the same shape made in the same millisecond). Deterministic, so a redelivery finds the same.
   */
  private async freeCode(manager: EntityManager, link: NewLink): Promise<string> {
    for (let at = link.at; ; at++) {
      const code = link.code(at);
      const taken: { source_id: string | null; product_id: string | null }[] = await manager.query(
        `SELECT "source_id", "product_id" FROM "tracking"."affiliate_links" WHERE "unique_code" = $1`,
        [code],
      );
      // A redelivery of the same source finds its own code; a link made on request has no source.
      const same = taken[0] && link.sourceId !== null && taken[0].source_id === link.sourceId && taken[0].product_id === link.productId;
      if (!taken[0] || same) return code;
    }
  }

  /**
   * Records the campaign's status as of the event's time: events of one campaign travel on
   * different consumers and may arrive out of order, so an older one changes nothing, and a
   * deletion is final. A deletion also expires the links for good.
   */
  async followCampaign(manager: EntityManager, campaignId: string, status: CampaignStatus, asOf: string): Promise<void> {
    await manager.query(
      `INSERT INTO "tracking"."campaign_states" ("campaign_id", "status", "as_of") VALUES ($1, $2, $3)
       ON CONFLICT ("campaign_id") DO UPDATE SET "status" = EXCLUDED."status", "as_of" = EXCLUDED."as_of"
        WHERE "campaign_states"."status" <> 'deleted' AND ("campaign_states"."as_of" <= EXCLUDED."as_of" OR EXCLUDED."status" = 'deleted')`,
      [campaignId, status, asOf],
    );
    if (status === 'deleted')
      await manager.query(
        `UPDATE "tracking"."affiliate_links" SET "status" = 'expired', "expired_reason" = $2 WHERE "campaign_id" = $1 AND "status" <> 'expired'`,
        [campaignId, LINK_TEXTS.campaignDeleted],
      );
    const codes: { unique_code: string }[] = await manager.query(
      `SELECT "unique_code" FROM "tracking"."affiliate_links" WHERE "campaign_id" = $1 ORDER BY "unique_code"`,
      [campaignId],
    );
    await this.announce(
      manager,
      codes.map((r) => r.unique_code),
    );
  }

  /**
   * The products a creator's shop shows: of the creator's active product links, the ones its
   * blocks name and the ones marked 'show in shop' (or, with `all`, every one), oldest first; a
   * link whose product is gone or inactive is left out.
   */
  /** The products among `productIds` the creator promotes through a campaign: its live product links' (a creator asks for its own only). */
  async promotedProducts(actor: Actor, productIds: string[]): Promise<{ productIds: string[] }> {
    if (actor.role !== 'creator' || !actor.creatorId || productIds.length === 0) return { productIds: [] };
    const rows: { product_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT "product_id" FROM "tracking"."affiliate_links"
        WHERE "creator_id" = $1 AND "product_id" = ANY($2) AND "campaign_id" IS NOT NULL AND "status" = 'active'`,
      [actor.creatorId, productIds],
    );
    return { productIds: rows.map((r) => r.product_id) };
  }

  async shopProducts(creatorId: string, linkIds: string[], all = false): Promise<ShopProduct[]> {
    const rows: LinkRow[] = await this.dataSource.query(
      `${LINK_SELECT} WHERE l."creator_id" = $1 AND l."kind" = 'product' AND l."status" = 'active'
          AND ($3 OR l."id" = ANY($2) OR l."show_in_shop") ORDER BY l."created_at", l."unique_code" LIMIT 200`,
      [creatorId, linkIds, all],
    );
    const [products, names] = await Promise.all([
      this.views.products(rows.map((r) => r.product_id!)),
      this.views.names(rows.map((r) => r.brand_id)),
    ]);
    return rows.flatMap((row) => {
      const product = products.get(row.product_id!);
      if (product?.status !== 'active' || effectiveStatus(row) !== 'active') return [];
      return [
        {
          affiliateLinkId: row.id,
          productId: product.id,
          productName: row.custom_product_name ?? product.name,
          description: row.custom_product_description ?? product.description,
          priceCents: product.priceCents,
          imageUrl: product.imageUrl,
          brandName: names.brands.get(row.brand_id)?.name ?? '',
          uniqueCode: row.unique_code,
          showInShop: row.show_in_shop,
        },
      ];
    });
  }

  /** A brand's links (its campaigns'), a creator's own, or any for an admin; newest first. */
  async list(actor: Actor, filter: { campaignId?: string; creatorId?: string; limit?: number }): Promise<AffiliateLink[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (actor.role === 'creator') {
      if (!actor.creatorId) throw new DomainError('FORBIDDEN');
      add(`l."creator_id" = ?`, actor.creatorId);
    } else if (actor.role === 'brand' || actor.role === 'agency') add(`l."brand_id" = ANY(?)`, actor.brandIds);
    else if (actor.role !== 'admin') throw new DomainError('FORBIDDEN');
    if (filter.campaignId) add(`l."campaign_id" = ?`, filter.campaignId);
    if (filter.creatorId) add(`l."creator_id" = ?`, filter.creatorId);
    params.push(filter.limit ?? 500);
    const rows: LinkRow[] = await this.dataSource.query(
      `${LINK_SELECT} WHERE ${where.join(' AND ')} ORDER BY l."created_at" DESC, l."unique_code" LIMIT $${params.length}`,
      params,
    );
    return this.views.present(rows);
  }
}
