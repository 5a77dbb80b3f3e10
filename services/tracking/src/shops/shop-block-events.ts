import type { IncomingMessage, ServerResponse } from 'node:http';
import { shopClickQuerySchema, shopViewQuerySchema } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import { botReason } from '../clicks/click-classifier.js';
import type { AddressLimiter } from '../redirect/address-limiter.js';
import type { ShopBlockCounts, ShopBlockEvent } from './shop-block-counts.js';
import type { ShopBlockDirectory } from './shop-block-directory.js';

/** A transparent 1×1 GIF: what the shop page's counting image receives. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/**
 * How many /shop-events requests one address may make a minute (issue 34 §4): a page sends one
 * view and a click per link followed, so people, even several behind one address, stay well
 * under it; one machine inventing visitors (a new user agent each time) is held to it.
 */
export const SHOP_EVENTS_PER_MINUTE = 60;

export interface ShopBlockEventParts {
  counts: ShopBlockCounts;
  /** Each creator's current blocks: only those are counted. */
  blocks: ShopBlockDirectory;
  /** The visitor's keyed hash of the day (VisitorHasher.hash). */
  visitor: (address: string, userAgent: string, at: number) => string;
  /** Per network address, SHOP_EVENTS_PER_MINUTE. */
  limiter: AddressLimiter;
  logger: JsonLogger;
  now?: () => number;
}

/**
 * The creator's shop page counting its blocks with no script of its own (issue 15 §1, decision
 * 175): an image on the page asks GET /shop-events with the blocks it showed (a view each), and
 * each block's link pings POST /shop-events when followed (a click). What a bot sends (its user
 * agent, a prefetch) is answered and not counted. Believing nothing the request says of itself
 * (issue 34 §4): only the blocks the creator's shop has now count, a creator nobody is counts
 * nothing (answered as any other, so the answer tells nothing), each visitor's view or click of
 * a block counts once a day, and an address past its limit gets 429. Nothing here is money: a
 * lost count is a lost count, so the database is written directly and a failure is only logged.
 */
export class ShopBlockEvents {
  private readonly now: () => number;

  constructor(private readonly parts: ShopBlockEventParts) {
    this.now = parts.now ?? Date.now;
  }

  async handle(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, address: string): Promise<void> {
    const allowance = this.parts.limiter.take(address);
    if (!allowance.allowed) {
      req.resume();
      return this.end(res, 429, { 'retry-after': String(allowance.retryAfterS) });
    }
    const human = botReason(req.method ?? 'GET', req.headers) === null;
    const userAgent = String(req.headers['user-agent'] ?? '');
    if (req.method === 'POST') {
      // A ping's body ('PING') says nothing: everything is in the address.
      req.resume();
      const click = shopClickQuerySchema.safeParse(Object.fromEntries(query));
      if (!click.success) return this.end(res, 400);
      if (human) await this.count(click.data.c, [click.data.k], 'clicks', address, userAgent);
      return this.end(res, 204);
    }
    const view = shopViewQuerySchema.safeParse(Object.fromEntries(query));
    if (!view.success) return this.end(res, 400);
    if (human && req.method === 'GET') await this.count(view.data.c, view.data.v, 'views', address, userAgent);
    res.writeHead(200, { 'content-type': 'image/gif', 'content-length': GIF.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : GIF);
  }

  private async count(creatorId: string, blockIds: readonly string[], event: ShopBlockEvent, address: string, userAgent: string) {
    try {
      const keys = await this.parts.blocks.keysOf(creatorId);
      const own = keys ? blockIds.filter((id) => keys.has(id)) : [];
      if (own.length === 0) return;
      const at = this.now();
      await this.parts.counts.add(creatorId, this.parts.visitor(address, userAgent, at), own, event, new Date(at));
    } catch (error) {
      this.parts.logger.warn('shop.count-failed', { creatorId, error: String(error) });
    }
  }

  private end(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end();
  }
}
