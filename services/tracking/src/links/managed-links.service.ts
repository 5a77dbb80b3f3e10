import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  customLinkCode,
  directoryLinkCode,
  IdentityRequests,
  LINK_MESSAGES,
  linkHasSalesText,
  productLinkCode,
  storeLinkCode,
  TrackingEvents,
  trackingUrl,
  type Actor,
  type AffiliateLink,
  type CreateCustomLinkRequest,
  type CreateInternalLinkRequest,
  type GenerateLinkRequest,
  type LinkOption,
  type UpdateLinkRequest,
} from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, isUniqueViolation, JsonLogger, Outbox, ServiceClient } from '@afilia/service-kit';
import { brandHosts, onDomains } from './brand-domains.js';
import { LINK_SELECT, LinkViews, type LinkRow } from './link-views.js';
import { LinksService } from './links.service.js';
import { announceLinksMade, MADE_LINK_COLUMNS, type MadeLink } from './link-changes.js';

/** A link an acceptance made: the proof that its creator collaborates in that campaign. */
interface Collaboration {
  campaign_id: string;
  campaign_name: string | null;
  brand_id: string;
  product_id: string | null;
  paid_by_code: boolean;
}

/** How many random custom codes are tried before giving up (8 characters of 36: a clash is rare). */
const CUSTOM_CODE_ATTEMPTS = 5;

function requireCreator(actor: Actor): string {
  if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
  return actor.creatorId;
}

/**
 * The links people make, change and delete (seed 001 §2 'Creator links and codes', seed 002 §5
 * 'Custom link'): a creator's extra product and store links in campaigns it was accepted into,
 * the product's personalisation and the shop toggle, a brand's custom links, and deletion under
 * the audit rule. Every change of a code tells the redirect caches (tracking.link.changed).
 */
@Injectable()
export class ManagedLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: LinksService,
    private readonly views: LinkViews,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    private readonly publicUrl: string,
    private readonly client: ServiceClient,
  ) {}

  /**
   * The acceptances of this creator in active campaigns (one row per product link they made, or
   * one for the store). Creators see only active products (seed 001 §6).
   */
  private async collaborations(creatorId: string, campaignId?: string): Promise<Collaboration[]> {
    return this.dataSource.query(
      `SELECT DISTINCT l."campaign_id", l."campaign_name", l."brand_id", l."product_id", l."paid_by_code"
         FROM "tracking"."affiliate_links" l
         LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
        WHERE l."creator_id" = $1 AND l."source_id" IS NOT NULL AND l."kind" IN ('product', 'store') AND l."status" = 'active'
          AND COALESCE(s."status", 'active') = 'active' AND ($2::uuid IS NULL OR l."campaign_id" = $2)`,
      [creatorId, campaignId ?? null],
    );
  }

  /** The generate dialog's choices: each campaign the creator collaborates in, with its active products. */
  async options(actor: Actor): Promise<LinkOption[]> {
    const rows = await this.collaborations(requireCreator(actor));
    const [products, names] = await Promise.all([
      this.views.products(rows.flatMap((r) => (r.product_id ? [r.product_id] : []))),
      this.views.names(rows.map((r) => r.brand_id)),
    ]);
    const byCampaign = new Map<string, LinkOption>();
    for (const row of rows) {
      const option = byCampaign.get(row.campaign_id) ?? {
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        brandId: row.brand_id,
        brandName: names.brands.get(row.brand_id)?.name ?? null,
        products: [],
      };
      const product = row.product_id ? products.get(row.product_id) : undefined;
      if (product?.status === 'active') option.products.push({ id: product.id, name: product.name });
      byCampaign.set(row.campaign_id, option);
    }
    for (const option of byCampaign.values()) option.products.sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return [...byCampaign.values()].sort((a, b) => (a.campaignName ?? '').localeCompare(b.campaignName ?? '', 'es'));
  }

  /**
   * Another link for a product of a campaign the creator was accepted into, or for the brand's
   * whole store (seed 001 §2): a new code each time, so each channel can have its own.
   */
  async generate(actor: Actor, request: GenerateLinkRequest): Promise<AffiliateLink> {
    const creatorId = requireCreator(actor);
    const rows = await this.collaborations(creatorId, request.campaignId);
    const accepted = rows[0];
    if (!accepted) throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.noProducts, 'campaignId');
    const { productId } = request;
    if (productId) {
      const [product] = (await this.views.products([productId])).values();
      const offered = rows.some((r) => r.product_id === productId);
      if (!offered || product?.status !== 'active') throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.productRequired, 'productId');
    }
    const [code] = await this.dataSource.transaction((manager) =>
      this.links.create(manager, [
        {
          creatorId,
          brandId: accepted.brand_id,
          campaignId: accepted.campaign_id,
          campaignName: accepted.campaign_name ?? '',
          sourceId: null,
          productId,
          kind: productId ? 'product' : 'store',
          code: (at) => (productId ? productLinkCode(productId, creatorId, at) : storeLinkCode(creatorId, at)),
          at: Date.now(),
          destinationUrl: null,
          paidByCode: accepted.paid_by_code,
        },
      ]),
    );
    this.logger.info('links.generated', { creatorId, campaignId: accepted.campaign_id, code });
    return this.byCode(code!);
  }

  /**
   * A brand's link for its own internal creator (seed 001 §2 'Creator detail for a brand'; issue
   * 16 §3): to one of the brand's active products or its whole store, in no campaign, with the
   * directory's code shape (AF-{brand}-{creator}-{8 random}). Its sales earn the product's
   * commission, else the creator's agreed default, else the brand's (attribution's terms).
   */
  async createForInternal(actor: Actor, request: CreateInternalLinkRequest): Promise<AffiliateLink> {
    const brandId = brandScope(actor, request.brandId);
    const { owned } = await this.client.call(IdentityRequests.creatorVisibleToBrand, { creatorId: request.creatorId, brandId }, null);
    if (!owned) throw new DomainError('NOT_FOUND', 'Creador no encontrado', 'creatorId');
    const { productId, creatorId } = request;
    if (productId) {
      const [product] = (await this.views.products([productId])).values();
      if (product?.brandId !== brandId || product.status !== 'active')
        throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.productRequired, 'productId');
    }
    const [code] = await this.dataSource.transaction((manager) =>
      this.links.create(manager, [
        {
          creatorId,
          brandId,
          campaignId: null,
          campaignName: null,
          sourceId: null,
          productId,
          kind: productId ? 'product' : 'store',
          // Random, so another try after a taken code is another code.
          code: () => directoryLinkCode(brandId, creatorId),
          at: Date.now(),
          destinationUrl: null,
          paidByCode: false,
        },
      ]),
    );
    this.logger.info('links.internal-created', { brandId, creatorId, code });
    return this.byCode(code!);
  }

  /** Personalise product and the shop toggle (seed 001 §2, §5): the creator's own product links. */
  async update(actor: Actor, request: UpdateLinkRequest): Promise<AffiliateLink> {
    const creatorId = requireCreator(actor);
    const row = await this.find(request.id);
    if (!row || row.creator_id !== creatorId) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
    if (row.kind !== 'product') throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.productOnly);
    const sets: string[] = [];
    const params: unknown[] = [request.id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`"${column}" = $${params.length}`);
    };
    if (request.customProductName !== undefined) set('custom_product_name', request.customProductName);
    if (request.customProductDescription !== undefined) set('custom_product_description', request.customProductDescription);
    if (request.showInShop !== undefined) set('show_in_shop', request.showInShop);
    if (sets.length) await this.dataSource.query(`UPDATE "tracking"."affiliate_links" SET ${sets.join(', ')} WHERE "id" = $1`, params);
    return this.byCode(row.unique_code);
  }

  /**
   * A creator deletes its own link, a brand one of its brand's (seeds 001 §4, 002 §5); never one
   * with sales, reversed ones included (the audit rule, checked under the row's lock so a sale
   * counted meanwhile wins),
   * nor a CPC link, which belongs to its participation. The other side is told (link_deleted).
   */
  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    const found = await this.find(id);
    const byCreator = !!found && actor.role === 'creator' && actor.creatorId === found.creator_id;
    if (!found || !(byCreator || canActOnBrand(actor, found.brand_id))) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
    if (found.kind === 'cpc') throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.cpcNotDeletable);
    // Asked before the transaction opens: no network call holds a row lock.
    const [product] = found.product_id ? (await this.views.products([found.product_id])).values() : [];
    await this.dataSource.transaction(async (manager) => {
      const [row]: LinkRow[] = await manager.query(`SELECT * FROM "tracking"."affiliate_links" WHERE "id" = $1 FOR UPDATE`, [id]);
      if (!row) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
      // Every order it brought counts, reversed ones too: their transactions keep pointing at it.
      const [counted]: { orders: number }[] = await manager.query(
        `SELECT count(DISTINCT "order_id")::int AS "orders" FROM "tracking"."transactions" WHERE "link_id" = $1`,
        [id],
      );
      const sales = Math.max(row.sales_generated, counted?.orders ?? 0);
      if (sales > 0) throw new DomainError('LINK_HAS_SALES', linkHasSalesText(sales));
      await manager.query(`DELETE FROM "tracking"."affiliate_links" WHERE "id" = $1`, [id]);
      await this.outbox.add(manager, TrackingEvents.linkDeleted, {
        linkId: row.id,
        code: row.unique_code,
        brandId: row.brand_id,
        creatorId: row.creator_id,
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        productName: row.custom_product_name ?? product?.name ?? null,
        deletedBy: byCreator ? 'creator' : 'brand',
      });
      await this.links.announce(manager, [row.unique_code]);
    });
    this.logger.info('links.deleted', { linkId: id, role: actor.role });
    return { message: LINK_MESSAGES.deleted };
  }

  /**
   * A brand's custom link (seed 002 §5) for a creator that collaborates in the campaign, to an
   * address on one of the brand's domains (issue 34 §3); its code is the brand's or 'CUSTOM-' and 8 random characters. Clicks go through
   * /track/{code} like every link, so they are counted (docs/decisions.md).
   */
  async createCustom(actor: Actor, request: CreateCustomLinkRequest): Promise<AffiliateLink> {
    const [accepted] = await this.collaborationsOfCampaign(request.campaignId, request.creatorId);
    if (!accepted || !canActOnBrand(actor, accepted.brand_id))
      throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.notCollaborating, 'creatorId');
    // A code of the brand's own never carries another brand's name (issue 34 §3).
    if (
      request.code &&
      (await this.client.call(IdentityRequests.brandNameInCode, { code: request.code, brandId: accepted.brand_id }, null)).taken
    )
      throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.codeReserved, 'code');
    // A link on the platform's address leads only to the brand's own domains: never an open redirect.
    if (!onDomains(request.destinationUrl, await brandHosts(this.dataSource.manager, accepted.brand_id)))
      throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.destinationOffDomain, 'destinationUrl');
    for (let attempt = 1; ; attempt++) {
      const code = request.code ?? customLinkCode();
      try {
        await this.dataSource.transaction((manager) => this.insertCustom(manager, accepted, request, code));
        this.logger.info('links.custom-created', { brandId: accepted.brand_id, campaignId: request.campaignId, code });
        return this.byCode(code);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (request.code || attempt >= CUSTOM_CODE_ATTEMPTS) throw new DomainError('CODE_TAKEN', undefined, 'code');
      }
    }
  }

  private async insertCustom(manager: EntityManager, accepted: Collaboration, request: CreateCustomLinkRequest, code: string) {
    const made: MadeLink[] = await manager.query(
      `INSERT INTO "tracking"."affiliate_links"
         ("creator_id", "brand_id", "campaign_id", "campaign_name", "kind", "unique_code", "tracking_url", "destination_url")
       VALUES ($1, $2, $3, $4, 'custom', $5, $6, $7) RETURNING ${MADE_LINK_COLUMNS}`,
      [
        request.creatorId,
        accepted.brand_id,
        accepted.campaign_id,
        accepted.campaign_name,
        code,
        trackingUrl(code, this.publicUrl),
        request.destinationUrl,
      ],
    );
    await announceLinksMade(manager, this.outbox, made);
  }

  /** Whether the creator collaborates in the campaign, whatever the campaign's state. */
  private collaborationsOfCampaign(campaignId: string, creatorId: string): Promise<Collaboration[]> {
    return this.dataSource.query(
      `SELECT "campaign_id", "campaign_name", "brand_id", "product_id", "paid_by_code" FROM "tracking"."affiliate_links"
        WHERE "campaign_id" = $1 AND "creator_id" = $2 AND "source_id" IS NOT NULL LIMIT 1`,
      [campaignId, creatorId],
    );
  }

  private async find(id: string): Promise<LinkRow | undefined> {
    const [row]: LinkRow[] = await this.dataSource.query(`${LINK_SELECT} WHERE l."id" = $1`, [id]);
    return row;
  }

  private async byCode(code: string): Promise<AffiliateLink> {
    const rows: LinkRow[] = await this.dataSource.query(`${LINK_SELECT} WHERE l."unique_code" = $1`, [code]);
    const [link] = await this.views.present(rows);
    if (!link) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
    return link;
  }
}
