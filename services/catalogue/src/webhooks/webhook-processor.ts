import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueEvents, type EventPayload } from '@afilia/contracts';
import { DomainError, JsonLogger, OnEvent, Outbox, type EventTransaction } from '@afilia/service-kit';
import { countCodeUses } from '../discount-codes/store-coupons.js';
import { StoreService } from '../store/store.service.js';
import { saveStoreProducts } from '../store/store-products.js';
import { mapOrder, mapProduct } from '../tiendanube/product-mapping.js';
import { TiendanubeError, TiendanubeUnauthorized } from '../tiendanube/tiendanube-client.js';
import type { TnOrder } from '../tiendanube/tiendanube-types.js';

type WebhookReceived = EventPayload<typeof CatalogueEvents.webhookReceived>;
/** Which brand's store an order came from. */
type StoreEvent = Pick<WebhookReceived, 'brandId' | 'storeId'>;

const DAY_MS = 86_400_000;
/** How far back app/resumed reads orders when the suspension's start never arrived. */
export const RESUME_LOOKBACK_DAYS = 30;
/** Clocks differ between the store and us: the orders of the minutes before the suspension are read too. */
const CLOCK_MARGIN_MS = 10 * 60_000;

/**
 * Does what a webhook asks, once (idempotent consumer): re-reads the resource from the store,
 * updates the catalogue, publishes orders for attribution, and disconnects on uninstall
 * (store/redact has its own door: PrivacyService). A failure is retried with backoff by JetStream. The
 * store's API is asked before the transaction opens, so a slow store never holds a connection.
 */
@Injectable()
export class WebhookProcessor {
  constructor(
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  @OnEvent(CatalogueEvents.webhookReceived)
  async onWebhookReceived(event: WebhookReceived, transaction: EventTransaction): Promise<void> {
    try {
      await this.process(event, transaction);
    } catch (error) {
      // A store that is not connected (any more), or whose token just died, has nothing to fetch:
      // retrying would not change that. The brand sees why on its settings.
      const gone = error instanceof TiendanubeUnauthorized || (error instanceof DomainError && error.body.code === 'STORE_NOT_CONNECTED');
      if (!gone) throw error;
      this.logger.info('webhook.store-not-connected', { brandId: event.brandId, event: event.event });
    }
  }

  private async process(event: WebhookReceived, transaction: EventTransaction): Promise<void> {
    const { brandId, resourceId } = event;
    switch (event.event) {
      case 'product/created':
      case 'product/updated':
        return this.refreshProduct(transaction, brandId, resourceId);
      case 'product/deleted':
        await transaction((manager) =>
          manager.query(`DELETE FROM "catalogue"."products" WHERE "brand_id" = $1 AND "tiendanube_product_id" = $2`, [brandId, resourceId]),
        );
        return;
      case 'order/paid':
      case 'order/cancelled':
        return this.publishOrder(transaction, event);
      case 'order/updated':
      case 'order/voided':
        return this.publishReversal(transaction, event);
      case 'order/edited':
        return this.publishEdit(transaction, event);
      case 'app/uninstalled':
        return transaction((manager) => this.store.clear(manager, brandId, 'uninstalled'));
      case 'app/suspended':
        return this.suspended(transaction, brandId);
      case 'app/resumed':
        return this.catchUp(transaction, event);
      default:
        this.logger.info('webhook.ignored', { event: event.event });
    }
  }

  private async refreshProduct(transaction: EventTransaction, brandId: string, productId: string): Promise<void> {
    const { api, language, storeUrl } = await this.store.apiFor(brandId);
    let mapped: ReturnType<typeof mapProduct>;
    try {
      mapped = mapProduct(await api.getProduct(productId), language, storeUrl);
    } catch (error) {
      // Gone by the time we asked: a later product/deleted settles it.
      if (error instanceof TiendanubeError && error.status === 404) return;
      throw error;
    }
    if (mapped) {
      const product = mapped;
      await transaction((manager) => saveStoreProducts(manager, this.outbox, brandId, [product]));
    }
  }

  private async publishOrder(transaction: EventTransaction, event: WebhookReceived): Promise<void> {
    const { api } = await this.store.apiFor(event.brandId);
    const order = await api.getOrder(event.resourceId);
    await transaction((manager) =>
      event.event === 'order/paid' ? this.writePaid(manager, event, order) : this.writeCancelled(manager, event, order),
    );
  }

  private async writePaid(manager: EntityManager, event: StoreEvent, order: TnOrder): Promise<void> {
    const facts = await this.orderFacts(manager, event, order);
    await this.outbox.add(manager, CatalogueEvents.orderPaid, { ...facts, paidAt: order.paid_at ?? null });
    await countCodeUses(manager, event.brandId, facts.orderId, facts.couponCodes);
  }

  private async writeCancelled(manager: EntityManager, event: StoreEvent, order: TnOrder): Promise<void> {
    const facts = await this.orderFacts(manager, event, order);
    await this.outbox.add(manager, CatalogueEvents.orderCancelled, { ...facts, cancelledAt: order.cancelled_at ?? null });
  }

  /**
   * An order edited after its payment: its items as they are now, for attribution to follow. An
   * unpaid order has no commission yet (its order/paid will carry the items), and a cancelled or
   * refunded one has its own events.
   */
  private async publishEdit(transaction: EventTransaction, event: WebhookReceived): Promise<void> {
    const { api } = await this.store.apiFor(event.brandId);
    const order = await api.getOrder(event.resourceId);
    if (order.status === 'cancelled' || order.payment_status !== 'paid') return;
    await transaction(async (manager) => {
      const facts = await this.orderFacts(manager, event, order);
      await this.outbox.add(manager, CatalogueEvents.orderEdited, {
        ...facts,
        paidAt: order.paid_at ?? null,
        editedAt: order.updated_at ?? null,
      });
    });
  }

  /**
   * order/updated comes for any change of an order; only money that went back while the order
   * stays open is news here (a cancel has its own webhook), and it is reported once per order.
   */
  private async publishReversal(transaction: EventTransaction, event: WebhookReceived): Promise<void> {
    const { api } = await this.store.apiFor(event.brandId);
    const order = await api.getOrder(event.resourceId);
    await transaction((manager) => this.writeReversal(manager, event, order));
  }

  private async writeReversal(manager: EntityManager, event: StoreEvent, order: TnOrder): Promise<void> {
    const paymentStatus = order.payment_status;
    if (order.status === 'cancelled' || (paymentStatus !== 'refunded' && paymentStatus !== 'voided')) return;
    const fresh: unknown[] = await manager.query(
      `INSERT INTO "catalogue"."order_reversals" ("brand_id", "order_id", "payment_status") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING "order_id"`,
      [event.brandId, String(order.id), paymentStatus],
    );
    if (fresh.length === 0) return;
    const facts = await this.orderFacts(manager, event, order);
    await this.outbox.add(manager, CatalogueEvents.orderRefunded, { ...facts, paymentStatus, refundedAt: order.updated_at ?? null });
  }

  /** app/suspended: the store stops answering and sending webhooks until app/resumed; when, is kept. */
  private async suspended(transaction: EventTransaction, brandId: string): Promise<void> {
    await transaction((manager) =>
      manager.query(`UPDATE "catalogue"."store_connections" SET "suspended_at" = coalesce("suspended_at", now()) WHERE "brand_id" = $1`, [
        brandId,
      ]),
    );
  }

  /**
   * app/resumed: the orders paid, cancelled, refunded or voided while the app was suspended sent
   * no webhook, so every order changed since the suspension (or, when its start never arrived,
   * in the last RESUME_LOOKBACK_DAYS) is read again and reported as its webhook would have been.
   * The consumers count each order once, so one already reported changes nothing.
   */
  private async catchUp(transaction: EventTransaction, event: WebhookReceived): Promise<void> {
    const { api } = await this.store.apiFor(event.brandId);
    const suspendedAt = await this.store.suspendedSince(event.brandId);
    const since = new Date((suspendedAt?.getTime() ?? Date.now() - RESUME_LOOKBACK_DAYS * DAY_MS) - CLOCK_MARGIN_MS);
    const orders = new Map<string, TnOrder>();
    for (const status of ['paid', 'refunded', 'voided'] as const)
      for await (const page of api.ordersUpdatedSince(since, status)) for (const order of page.items) orders.set(String(order.id), order);
    await transaction(async (manager) => {
      for (const order of orders.values()) {
        if (order.status === 'cancelled') await this.writeCancelled(manager, event, order);
        else if (order.payment_status === 'paid') await this.writePaid(manager, event, order);
        else await this.writeReversal(manager, event, order);
      }
      await manager.query(`UPDATE "catalogue"."store_connections" SET "suspended_at" = NULL WHERE "brand_id" = $1`, [event.brandId]);
    });
    this.logger.info('store.resumed', { brandId: event.brandId, since: since.toISOString(), orders: orders.size });
  }

  private async orderFacts(manager: EntityManager, event: StoreEvent, order: TnOrder) {
    const mapped = mapOrder(order);
    const storeIds = mapped.lineItems.map((l) => l.tiendanubeProductId);
    const known: { id: string; tiendanube_product_id: string; commission_creator: string }[] = storeIds.length
      ? await manager.query(
          `SELECT "id", "tiendanube_product_id", "commission_creator" FROM "catalogue"."products"
            WHERE "brand_id" = $1 AND "tiendanube_product_id" = ANY($2)`,
          [event.brandId, storeIds],
        )
      : [];
    return {
      brandId: event.brandId,
      storeId: event.storeId,
      ...mapped,
      lineItems: mapped.lineItems.map((line) => {
        const product = known.find((k) => k.tiendanube_product_id === line.tiendanubeProductId);
        return { productId: product?.id ?? null, ...line, commissionCreator: product ? Number(product.commission_creator) : null };
      }),
      creatorCode: await this.creatorCodeOf(manager, event.brandId, mapped.couponCodes, order.paid_at ?? null),
    };
  }

  /**
   * The first of an order's coupons that is one of this brand's creator codes, by the code or the
   * creator's own name for it (both are coupons of the store; codes are stored upper-cased). A
   * code used past its limits (decision 150: expired before the payment, or past its maximum
   * uses, this order not yet counted) attributes nothing, and the log says why.
   */
  private async creatorCodeOf(manager: EntityManager, brandId: string, couponCodes: string[], paidAt: string | null) {
    if (couponCodes.length === 0) return null;
    const rows: CodeRow[] = await manager.query(
      `SELECT "id", "creator_id", "campaign_id", "code", "creator_custom_code" AS "custom", "max_uses", "usage_count", "expires_at"
         FROM "catalogue"."discount_codes"
        WHERE "brand_id" = $1 AND "creator_id" IS NOT NULL AND ("code" = ANY($2) OR "creator_custom_code" = ANY($2))`,
      [brandId, couponCodes],
    );
    const paid = paidAt ? new Date(paidAt) : new Date();
    for (const coupon of couponCodes) {
      const row = rows.find((r) => r.code === coupon || r.custom === coupon);
      if (!row) continue;
      const spent = row.max_uses !== null && row.usage_count >= row.max_uses;
      const expired = row.expires_at !== null && row.expires_at < paid;
      if (spent || expired) {
        this.logger.info('order.code-past-limits', { brandId, codeId: row.id, reason: spent ? 'max_uses' : 'expired' });
        continue;
      }
      return { codeId: row.id, creatorId: row.creator_id, code: coupon, campaignId: row.campaign_id };
    }
    return null;
  }
}

interface CodeRow {
  id: string;
  creator_id: string;
  campaign_id: string | null;
  code: string;
  custom: string | null;
  max_uses: number | null;
  usage_count: number;
  expires_at: Date | null;
}
