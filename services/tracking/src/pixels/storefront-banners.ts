import type { DataSource } from 'typeorm';
import { CampaignsRequests } from '@afilia/contracts';
import type { ServiceClient } from '@afilia/service-kit';
import { FreshCache } from './fresh-cache.js';

const FRESH_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * The banner a store shows a shopper who arrived with a creator's ref: that creator's message to
 * the brand, once the brand approved it (campaigns keeps them). Answers are kept a minute, since
 * every page of a visit asks.
 */
export class StorefrontBanners {
  private readonly cache = new FreshCache<string | null>(FRESH_MS, MAX_ENTRIES);

  constructor(
    private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
  ) {}

  async of(brandId: string, ref: string): Promise<string | null> {
    const key = `${brandId}:${ref}`;
    const hit = this.cache.get(key);
    if (hit) return hit.value;
    const [link]: { creator_id: string }[] = await this.dataSource.query(
      `SELECT "creator_id" FROM "tracking"."affiliate_links" WHERE "unique_code" = $1 AND "brand_id" = $2`,
      [ref, brandId],
    );
    const message = link
      ? (await this.client.call(CampaignsRequests.approvedBanner, { brandId, creatorId: link.creator_id }, null)).message
      : null;
    this.cache.set(key, message);
    return message;
  }
}
