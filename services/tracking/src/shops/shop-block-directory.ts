import type { DataSource } from 'typeorm';
import { IdentityRequests } from '@afilia/contracts';
import type { ServiceClient } from '@afilia/service-kit';

/** How many creators' shops a replica keeps in memory, and for how long. */
export const SHOP_BLOCKS_CACHED = 10_000;
export const SHOP_BLOCKS_TTL_MS = 60_000;

/** A creator's shop as /shop-events checks it: the block keys its page may name, or null for no such creator. */
export type ShopBlockKeys = ReadonlySet<string> | null;

/**
 * The blocks each creator's shop has now, in memory (issue 34 §4): /shop-events counts only the
 * keys a creator's own page can show, so a request naming another shop's blocks, made-up ones or
 * a creator nobody is counts nothing. A small LRU (a Map in use order) whose entries live `ttlMs`:
 * a block the creator just added is counted once its entry is reloaded, at most that long after
 * the save. Loads of one creator that arrive together share one; a failed load is not remembered.
 */
export class ShopBlockDirectory {
  private readonly entries = new Map<string, { keys: ShopBlockKeys; until: number }>();
  private readonly loading = new Map<string, Promise<ShopBlockKeys>>();

  constructor(
    private readonly load: (creatorId: string) => Promise<ShopBlockKeys>,
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async keysOf(creatorId: string): Promise<ShopBlockKeys> {
    const entry = this.entries.get(creatorId);
    if (entry && entry.until > this.now()) {
      // Most recently used last: the first key is the one to drop when full.
      this.entries.delete(creatorId);
      this.entries.set(creatorId, entry);
      return entry.keys;
    }
    if (entry) this.entries.delete(creatorId);
    const pending = this.loading.get(creatorId);
    if (pending) return pending;
    const loaded = this.load(creatorId)
      .then((keys) => {
        this.entries.set(creatorId, { keys, until: this.now() + this.ttlMs });
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        return keys;
      })
      .finally(() => this.loading.delete(creatorId));
    this.loading.set(creatorId, loaded);
    return loaded;
  }
}

/**
 * Where a creator's block keys come from: identity owns the shop's blocks (asked by id; null for
 * no such creator), and tracking its own product links marked 'show in shop', which the page
 * shows after the blocks as `link-{id}` (shop-page's shopView).
 */
export function loadShopBlockKeys(client: ServiceClient, dataSource: DataSource): (creatorId: string) => Promise<ShopBlockKeys> {
  return async (creatorId) => {
    const [blockIds, links] = await Promise.all([
      client.call(IdentityRequests.shopBlockIds, { creatorId }, null),
      dataSource.query(`SELECT "id" FROM "tracking"."affiliate_links" WHERE "creator_id" = $1 AND "kind" = 'product' AND "show_in_shop"`, [
        creatorId,
      ]) as Promise<{ id: string }[]>,
    ]);
    if (blockIds === null) return null;
    return new Set([...blockIds, ...links.map((link) => `link-${link.id}`)]);
  };
}
