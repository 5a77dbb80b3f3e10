import type { DataSource } from 'typeorm';
import { LINK_TEXTS } from '@afilia/contracts';

/** What a redirect needs of a link, resolved with its campaign's status. */
export interface LinkRoute {
  id: string;
  code: string;
  kind: 'product' | 'store' | 'cpc' | 'url' | 'custom';
  destination: string | null;
  /** 'paused' while its campaign is paused or inactive (it may come back); 'expired' for good. */
  state: 'active' | 'paused' | 'expired';
  /** Why it does not redirect, as the page says it ('Link Caducado'). */
  reason: string | null;
  /**
   * Whose coupon a shopper gets on the way, for a link of a campaign paid by discount code
   * (its clicks go through /safelink); null for every other link, which holds no more memory.
   */
  coupon: CouponOwner | null;
}

/** The creator's coupon in the brand's store, for this product (catalogue's ensure-coupon). */
export interface CouponOwner {
  brandId: string;
  creatorId: string;
  productId: string | null;
}

interface RouteRow {
  id: string;
  unique_code: string;
  kind: LinkRoute['kind'];
  destination_url: string | null;
  status: 'active' | 'expired';
  expired_reason: string | null;
  campaign_status: 'active' | 'inactive' | 'paused' | 'deleted' | null;
  paid_by_code: boolean;
  brand_id: string;
  creator_id: string;
  product_id: string | null;
}

/**
 * The link with its campaign's status and where it leads: its own address (CPC, conversion,
 * custom), else the product's page, else the brand's storefront (a product without a page of
 * its own, a store link).
 */
const ROUTE_SQL = `SELECT l."id", l."unique_code", l."kind", l."status", l."expired_reason", s."status" AS "campaign_status",
                l."paid_by_code", l."brand_id", l."creator_id", l."product_id",
                COALESCE(l."destination_url", CASE WHEN l."kind" = 'product' THEN pp."page_url" END,
                         CASE WHEN l."kind" IN ('product', 'store') THEN sp."store_url" END) AS "destination_url"
           FROM "tracking"."affiliate_links" l
           LEFT JOIN "tracking"."campaign_states" s ON s."campaign_id" = l."campaign_id"
           LEFT JOIN "tracking"."product_pages" pp ON pp."product_id" = l."product_id"
           LEFT JOIN "tracking"."store_pages" sp ON sp."brand_id" = l."brand_id"
          WHERE l."unique_code" = $1`;

export function toRoute(row: RouteRow): LinkRoute {
  const base = {
    id: row.id,
    code: row.unique_code,
    kind: row.kind,
    destination: row.destination_url,
    coupon: row.paid_by_code ? { brandId: row.brand_id, creatorId: row.creator_id, productId: row.product_id } : null,
  };
  if (row.status === 'expired' || row.campaign_status === 'deleted')
    return { ...base, state: 'expired', reason: row.expired_reason ?? LINK_TEXTS.campaignDeleted };
  if (row.campaign_status === 'paused' || row.campaign_status === 'inactive')
    return { ...base, state: 'paused', reason: LINK_TEXTS.campaignPaused };
  return { ...base, state: 'active', reason: null };
}

/** How long an unknown code is remembered as unknown; a link made meanwhile is announced anyway. */
const UNKNOWN_TTL_MS = 60_000;
/** While the replica cannot follow link changes, what it holds is trusted this long only. */
const UNFOLLOWED_TTL_MS = 5_000;

/**
 * The links the redirect reads, in memory: a bounded LRU (a Map in use order) filled from
 * Postgres on a miss and kept fresh by tracking's own `tracking.link.changed`, which drops the
 * codes it names. While those events cannot be followed, entries live 5 s, so a change is seen
 * within that time whatever happens to the bus.
 */
export class LinkDirectory {
  private readonly entries = new Map<string, { route: LinkRoute | null; until: number }>();
  private following = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for a code: a route, null (no such link), or undefined when it must be loaded. */
  cached(code: string): LinkRoute | null | undefined {
    const entry = this.entries.get(code);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(code);
      return undefined;
    }
    // Most recently used last: the first key is the one to drop when full.
    this.entries.delete(code);
    this.entries.set(code, entry);
    return entry.route;
  }

  /** Reads the link from Postgres and remembers the answer. */
  async load(code: string): Promise<LinkRoute | null> {
    const [row]: RouteRow[] = await this.dataSource.query(ROUTE_SQL, [code]);
    const route = row ? toRoute(row) : null;
    const ttl = !this.following ? UNFOLLOWED_TTL_MS : route ? Infinity : UNKNOWN_TTL_MS;
    this.entries.set(code, { route, until: this.now() + ttl });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return route;
  }

  async route(code: string): Promise<LinkRoute | null> {
    const hit = this.cached(code);
    return hit === undefined ? this.load(code) : hit;
  }

  forget(codes: readonly string[]): void {
    for (const code of codes) this.entries.delete(code);
  }

  /** Whether changes are being followed; any gap may have hidden one, so everything is dropped. */
  setFollowing(following: boolean): void {
    this.following = following;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
