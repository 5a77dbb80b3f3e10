import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { CatalogueEvents } from '@afilia/contracts';
import { asSystem, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { CATALOGUE_ENV, type CatalogueEnv } from '../config/env.js';
import { StoreService } from '../store/store.service.js';
import { verifiedWebhookJson } from './webhook-signature.js';

/** Tiendanube sends only ids: `{store_id, event, id}`; the resource is read back from the API. */
export const webhookBody = z.object({
  store_id: z.union([z.string(), z.number()]).transform(String),
  event: z.string().min(1).max(100),
  id: z.union([z.string(), z.number()]).transform(String).optional(),
});

/**
 * How long a delivery is remembered. Tiendanube retries a failed delivery for about two days
 * and sends no delivery id or time of its own, so (store, event, id) seen within this window is
 * a retry; after it, the same triple is new news (an app uninstalled after a reinstall) and is
 * processed.
 */
export const WEBHOOK_DEDUPE_HOURS = 48;

/**
 * The events that happen once to a resource, whose repeats are retries. The others (a product
 * created, updated or deleted, an order updated or voided) come with the same {store, event, id}
 * for every change, so each is processed: processing re-reads the resource from the store, and a
 * repeat only reads the same state again.
 */
const ONCE_PER_RESOURCE = new Set(['order/paid', 'order/cancelled', 'app/uninstalled']);

/**
 * The public webhook door: a bad signature is refused before anything else; a good one is
 * deduplicated on (store, event, id) within the window when its event happens once to a resource,
 * and queued through the outbox in one
 * transaction, so the answer is fast and the work survives a crash. WebhookProcessor does the work.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async receive(rawBodyBase64: string, signature: string | null): Promise<{ accepted: boolean }> {
    const json = verifiedWebhookJson(rawBodyBase64, signature, this.env.TIENDANUBE_CLIENT_SECRET, (bytes) =>
      this.logger.warn('webhook.signature-rejected', { bytes }),
    );
    const body = webhookBody.safeParse(json);
    if (!body.success) throw new DomainError('VALIDATION_FAILED', 'Webhook inválido');
    // Its signature, not an actor, vouches for it: from here it is the service's own work.
    return asSystem(() => this.queue(body.data));
  }

  private async queue(parsed: z.infer<typeof webhookBody>): Promise<{ accepted: boolean }> {
    const resourceId = parsed.id ?? parsed.store_id;
    const brandId = await this.store.brandOfStore(parsed.store_id);
    if (!brandId) {
      // Not (or no longer) connected: acknowledged so Tiendanube stops retrying; nothing to do.
      this.logger.info('webhook.unknown-store', { storeId: parsed.store_id, event: parsed.event });
      return { accepted: false };
    }
    const queued = await this.dataSource.transaction(async (manager) => {
      // Receipts older than the window are forgotten as the store's next delivery arrives.
      await manager.query(
        `DELETE FROM "catalogue"."webhook_receipts" WHERE "store_id" = $1 AND "received_at" < now() - make_interval(hours => $2)`,
        [parsed.store_id, WEBHOOK_DEDUPE_HOURS],
      );
      if (ONCE_PER_RESOURCE.has(parsed.event)) {
        const fresh: unknown[] = await manager.query(
          `INSERT INTO "catalogue"."webhook_receipts" ("store_id", "event", "resource_id") VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING "store_id"`,
          [parsed.store_id, parsed.event, resourceId],
        );
        if (fresh.length === 0) return false;
      }
      await this.outbox.add(manager, CatalogueEvents.webhookReceived, {
        brandId,
        storeId: parsed.store_id,
        event: parsed.event,
        resourceId,
      });
      return true;
    });
    if (!queued) this.logger.info('webhook.duplicate', { storeId: parsed.store_id, event: parsed.event, resourceId });
    return { accepted: true };
  }
}
