import { Injectable } from '@nestjs/common';
import { CatalogueRequests, LINK_TEXTS, type AffiliateLink, type Product } from '@afilia/contracts';
import { JsonLogger, lookupNames, ServiceClient, type DirectoryNames } from '@afilia/service-kit';

type CampaignStatus = 'active' | 'inactive' | 'paused' | 'deleted';

/** A link as `LINK_SELECT` reads it: the row, its campaign's latest status and its CPC ledger. */
export interface LinkRow {
  id: string;
  creator_id: string;
  brand_id: string;
  product_id: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  source_id: string | null;
  kind: AffiliateLink['kind'];
  unique_code: string;
  tracking_url: string;
  destination_url: string | null;
  clicks: number;
  unique_clicks: number;
  bot_clicks: number;
  flagged_clicks: number;
  last_click_at: Date | null;
  sales_generated: number;
  commission_earned_cents: string;
  show_in_shop: boolean;
  custom_product_name: string | null;
  custom_product_description: string | null;
  paid_by_code: boolean;
  status: 'active' | 'expired';
  expired_reason: string | null;
  campaign_status: CampaignStatus | null;
  cost_per_click_cents: number | null;
  max_clicks: number | null;
  billed_clicks: number | null;
  held_reason: 'visitor_repeat' | 'address_repeat' | 'agent_churn' | null;
  held_clicks: number | null;
  off_domain: boolean;
  created_at: Date;
}

/**
 * Whether a link's own destination lies outside its brand's domains (issue 34 §3): one made before
 * destinations were held to them keeps working, and its brand is warned. The host as
 * `brand-domains.ts` reads it (userinfo, port and www. aside), a domain or one of its subdomains.
 */
const OFF_DOMAIN = `(l."destination_url" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "tracking"."brand_domains" d,
      LATERAL (SELECT regexp_replace(lower(substring(l."destination_url" from '^[a-zA-Z]+://(?:[^/?#]*@)?([^/:?#]+)')), '^www\\.', '') AS "host") h
     WHERE d."brand_id" = l."brand_id" AND (h."host" = d."host" OR right(h."host", length(d."host") + 1) = '.' || d."host")))`;

/** Every read of links for the screens starts here; callers add their WHERE. */
export const LINK_SELECT = `SELECT l.*, s."status" AS "campaign_status",
    c."cost_per_click_cents", c."max_clicks", c."billed_clicks", CASE WHEN c."held_at" IS NOT NULL THEN c."held_reason" END AS "held_reason",
    CASE WHEN c."link_id" IS NOT NULL THEN (SELECT count(*)::int FROM "tracking"."cpc_bills" b WHERE b."link_id" = l."id" AND b."status" = 'held') END AS "held_clicks",
    ${OFF_DOMAIN} AS "off_domain"
  FROM "tracking"."affiliate_links" l
  LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
  LEFT JOIN "tracking"."cpc_ledgers" c ON c."link_id" = l."id"`;

/** A link's campaign as it stands: a paused or inactive one pauses its still active links. */
export function effectiveStatus(row: Pick<LinkRow, 'status' | 'campaign_status'>): AffiliateLink['status'] {
  const paused = row.status === 'active' && (row.campaign_status === 'paused' || row.campaign_status === 'inactive');
  return paused ? 'paused' : row.status;
}

export function toLink(row: LinkRow, product: Product | undefined, names: DirectoryNames): AffiliateLink {
  const status = effectiveStatus(row);
  return {
    id: row.id,
    creatorId: row.creator_id,
    brandId: row.brand_id,
    productId: row.product_id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    kind: row.kind,
    uniqueCode: row.unique_code,
    trackingUrl: row.tracking_url,
    destinationUrl: row.destination_url,
    clicks: row.clicks,
    salesGenerated: row.sales_generated,
    commissionEarnedCents: Number(row.commission_earned_cents),
    showInShop: row.show_in_shop,
    customProductName: row.custom_product_name,
    customProductDescription: row.custom_product_description,
    status,
    expiredReason: status === 'paused' ? LINK_TEXTS.campaignPaused : row.expired_reason,
    createdAt: row.created_at.toISOString(),
    productName: product?.name ?? null,
    productImageUrl: product?.imageUrl ?? null,
    productPriceCents: product?.priceCents ?? null,
    brandName: names.brands.get(row.brand_id)?.name ?? null,
    offDomain: row.off_domain,
    cpc:
      row.max_clicks !== null && row.cost_per_click_cents !== null
        ? {
            costPerClickCents: row.cost_per_click_cents,
            maxClicks: row.max_clicks,
            billedClicks: row.billed_clicks ?? 0,
            heldClicks: row.held_clicks ?? 0,
            heldReason: row.held_reason,
          }
        : null,
  };
}

const NO_NAMES: DirectoryNames = { brands: new Map(), creators: new Map() };

/**
 * Links as the screens show them: tracking's rows with the product (catalogue) and brand
 * (identity) named by their owners, one request each per list. An owner that does not answer
 * leaves its names empty rather than the list unreadable; the log says so.
 */
@Injectable()
export class LinkViews {
  constructor(
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  async present(rows: LinkRow[]): Promise<AffiliateLink[]> {
    const [products, names] = await Promise.all([
      this.products(rows.flatMap((r) => (r.product_id ? [r.product_id] : []))),
      this.names(rows.map((r) => r.brand_id)),
    ]);
    return rows.map((row) => toLink(row, row.product_id ? products.get(row.product_id) : undefined, names));
  }

  /** Catalogue's products by id (at most 500 a request, as its contract allows). */
  async products(ids: string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, Product>();
    try {
      for (let i = 0; i < unique.length; i += 500)
        for (const product of await this.client.call(CatalogueRequests.getProducts, { ids: unique.slice(i, i + 500) }, null))
          found.set(product.id, product);
    } catch (error) {
      this.logger.warn('links.product-names-unavailable', { error: String(error) });
    }
    return found;
  }

  async names(brandIds: string[], creatorIds: string[] = []): Promise<DirectoryNames> {
    try {
      return await lookupNames(this.client, brandIds, creatorIds);
    } catch (error) {
      this.logger.warn('links.names-unavailable', { error: String(error) });
      return NO_NAMES;
    }
  }
}
