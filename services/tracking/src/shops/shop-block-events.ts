import type { IncomingMessage, ServerResponse } from 'node:http';
import { shopClickQuerySchema, shopViewQuerySchema } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import { botReason } from '../clicks/click-classifier.js';
import type { ShopBlockCounts } from './shop-block-counts.js';

/** A transparent 1×1 GIF: what the shop page's counting image receives. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/**
 * The creator's shop page counting its blocks with no script of its own (issue 15 §1, decision
 * 175): an image on the page asks GET /shop-events with the blocks it showed (a view each), and
 * each block's link pings POST /shop-events when followed (a click). What a bot sends (its user
 * agent, a prefetch) is answered and not counted. Nothing here is money: a lost count is a lost
 * count, so the database is written directly and a failure is only logged.
 */
export class ShopBlockEvents {
  constructor(
    private readonly counts: ShopBlockCounts,
    private readonly logger: JsonLogger,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const human = botReason(req.method ?? 'GET', req.headers) === null;
    if (req.method === 'POST') {
      // A ping's body ('PING') says nothing: everything is in the address.
      req.resume();
      const click = shopClickQuerySchema.safeParse(Object.fromEntries(query));
      if (!click.success) return this.end(res, 400);
      if (human) await this.count(() => this.counts.clicked(click.data.c, click.data.k), click.data.c);
      return this.end(res, 204);
    }
    const view = shopViewQuerySchema.safeParse(Object.fromEntries(query));
    if (!view.success) return this.end(res, 400);
    if (human && req.method === 'GET') await this.count(() => this.counts.viewed(view.data.c, view.data.v), view.data.c);
    res.writeHead(200, { 'content-type': 'image/gif', 'content-length': GIF.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : GIF);
  }

  private async count(write: () => Promise<void>, creatorId: string): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn('shop.count-failed', { creatorId, error: String(error) });
    }
  }

  private end(res: ServerResponse, status: number): void {
    res.writeHead(status, { 'cache-control': 'no-store' }).end();
  }
}
