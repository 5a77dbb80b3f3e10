import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { CatalogueEvents, type PrivacyTopic } from '@afilia/contracts';
import { asSystem, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { CATALOGUE_ENV, type CatalogueEnv } from '../config/env.js';
import { StoreService } from '../store/store.service.js';
import { verifiedWebhookJson } from '../webhooks/webhook-signature.js';

const id = z.union([z.string(), z.number()]).transform(String);
const customer = z.object({ id: id.nullish(), email: z.string().nullish() }).loose();

/** The bodies Tiendanube documents for its privacy webhooks (resources/webhook.md, "Required Webhooks"): no `event`. */
export const privacyBodies = {
  'store/redact': z.object({ store_id: id }),
  'customers/redact': z.object({ store_id: id, customer, orders_to_redact: z.array(id).default([]) }),
  'customers/data_request': z.object({
    store_id: id,
    customer,
    orders_requested: z.array(id).default([]),
    data_request: z.object({ id }).loose().optional(),
  }),
} satisfies Record<PrivacyTopic, z.ZodType>;

/** The order events this service wrote about a store, where a shopper's e-mail may rest. */
const ORDER_EVENTS = [
  CatalogueEvents.orderPaid,
  CatalogueEvents.orderCancelled,
  CatalogueEvents.orderRefunded,
  CatalogueEvents.orderEdited,
].map((e) => e.subject);

interface Recorded {
  topic: PrivacyTopic;
  storeId: string;
  brandIds: string[];
  reference: string | null;
  actions: Record<string, unknown>;
  response?: unknown;
}

/**
 * Tiendanube's privacy webhooks: verified like every webhook, acted on at once in one
 * transaction (erase the store's data, or a shopper's, here and, through events, in every
 * service; or gather what is held about a shopper), and recorded with what was done.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async receive(topic: PrivacyTopic, rawBodyBase64: string, signature: string | null): Promise<{ accepted: boolean }> {
    const body = verifiedWebhookJson(rawBodyBase64, signature, this.env.TIENDANUBE_CLIENT_SECRET, (bytes) =>
      this.logger.warn('privacy.signature-rejected', { topic, bytes }),
    );
    // Its signature, not an actor, vouches for it: the store's rows are the service's own work.
    const recorded = await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        switch (topic) {
          case 'store/redact':
            return this.redactStore(manager, parse(privacyBodies[topic], body));
          case 'customers/redact':
            return this.redactCustomer(manager, parse(privacyBodies[topic], body));
          case 'customers/data_request':
            return this.gatherCustomerData(manager, parse(privacyBodies[topic], body));
        }
      }),
    );
    this.logger.info('privacy.request-done', { topic, storeId: recorded.storeId, actions: recorded.actions });
    return { accepted: true };
  }

  /** Everything of the store goes, unless it was installed again since (then it is not gone). */
  private async redactStore(manager: EntityManager, body: z.infer<(typeof privacyBodies)['store/redact']>): Promise<Recorded> {
    const storeId = body.store_id;
    const brands = await this.store.brandsOfStore(manager, storeId);
    const brandIds = brands.map((b) => b.brandId);
    if (brands.some((b) => b.connected))
      return this.record(manager, { topic: 'store/redact', storeId, brandIds, reference: null, actions: { skipped: 'installed again' } });
    const count = (sql: string, params: unknown[]) => affected(manager, sql, params);
    const actions = {
      products: await count(`DELETE FROM "catalogue"."products" WHERE "brand_id" = ANY($1) AND "tiendanube_product_id" IS NOT NULL`, [
        brandIds,
      ]),
      orderReversals: await count(`DELETE FROM "catalogue"."order_reversals" WHERE "brand_id" = ANY($1)`, [brandIds]),
      // Which orders used a code is the store's data; the counts stay with the codes.
      codeUses: await count(
        `DELETE FROM "catalogue"."discount_code_uses" WHERE "code_id" IN (SELECT "id" FROM "catalogue"."discount_codes" WHERE "brand_id" = ANY($1))`,
        [brandIds],
      ),
      // The codes are the brand's; the coupons were the store's and went with it.
      coupons: await count(
        `UPDATE "catalogue"."discount_codes" SET "store_coupon_id" = NULL, "coupon_store_id" = NULL WHERE "coupon_store_id" = $1`,
        [storeId],
      ),
      webhookReceipts: await count(`DELETE FROM "catalogue"."webhook_receipts" WHERE "store_id" = $1`, [storeId]),
      orderEvents: await this.forgetOrderEvents(manager, storeId, null, null),
      connections: await count(`DELETE FROM "catalogue"."store_connections" WHERE "brand_id" = ANY($1)`, [brandIds]),
    };
    if (brandIds.length) await this.outbox.add(manager, CatalogueEvents.storeRedacted, { storeId, brandIds });
    return this.record(manager, { topic: 'store/redact', storeId, brandIds, reference: null, actions });
  }

  /** The shopper's e-mail leaves every order event of the store that names it or one of the orders. */
  private async redactCustomer(manager: EntityManager, body: z.infer<(typeof privacyBodies)['customers/redact']>): Promise<Recorded> {
    const storeId = body.store_id;
    const brandIds = (await this.store.brandsOfStore(manager, storeId)).map((b) => b.brandId);
    const email = body.customer.email?.trim().toLowerCase() || null;
    const held = await this.heldOrders(manager, storeId, email, body.orders_to_redact);
    const orderIds = [...new Set([...body.orders_to_redact, ...held.map((o) => o.orderId)])];
    const actions = { orderEvents: await this.forgetOrderEvents(manager, storeId, email, orderIds) };
    if (brandIds.length)
      await this.outbox.add(manager, CatalogueEvents.customerRedacted, {
        storeId,
        brandIds,
        orderIds,
        emailSha256: email ? createHash('sha256').update(email).digest('hex') : null,
      });
    return this.record(manager, { topic: 'customers/redact', storeId, brandIds, reference: body.customer.id ?? null, actions });
  }

  /** What is held about the shopper: the orders of the store that name them, as they were reported. */
  private async gatherCustomerData(
    manager: EntityManager,
    body: z.infer<(typeof privacyBodies)['customers/data_request']>,
  ): Promise<Recorded> {
    const storeId = body.store_id;
    const brandIds = (await this.store.brandsOfStore(manager, storeId)).map((b) => b.brandId);
    const email = body.customer.email?.trim().toLowerCase() || null;
    const orders = await this.heldOrders(manager, storeId, email, body.orders_requested);
    return this.record(manager, {
      topic: 'customers/data_request',
      storeId,
      brandIds,
      reference: body.data_request?.id ?? null,
      actions: { orders: orders.length },
      response: { customer: { id: body.customer.id ?? null, email }, orders },
    });
  }

  /** The orders this service reported for the store that name the e-mail or are among `orderIds`, latest report first. */
  private async heldOrders(manager: EntityManager, storeId: string, email: string | null, orderIds: string[]) {
    const rows: { subject: string; payload: Record<string, unknown>; created_at: Date }[] = await manager.query(
      `SELECT "subject", "payload", "created_at" FROM "catalogue"."outbox"
       WHERE "subject" = ANY($1) AND "payload"->>'storeId' = $2
         AND (lower("payload"->>'customerEmail') = $3 OR "payload"->>'orderId' = ANY($4))
       ORDER BY "created_at" DESC`,
      [ORDER_EVENTS, storeId, email, orderIds],
    );
    const byOrder = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const orderId = String(row.payload.orderId);
      const known = byOrder.get(orderId);
      if (known) (known.events as string[]).push(row.subject);
      else
        byOrder.set(orderId, {
          orderId,
          orderNumber: row.payload.orderNumber,
          customerEmail: row.payload.customerEmail,
          currency: row.payload.currency,
          totalCents: row.payload.totalCents,
          couponCodes: row.payload.couponCodes,
          landingUrl: row.payload.landingUrl,
          lineItems: row.payload.lineItems,
          events: [row.subject],
        });
    }
    return [...byOrder.values()] as ({ orderId: string } & Record<string, unknown>)[];
  }

  /**
   * Order events already published have done their work and go; those still waiting to be
   * published keep their facts but lose the e-mail. Null `email` and `orderIds`: every order of the store.
   */
  private async forgetOrderEvents(
    manager: EntityManager,
    storeId: string,
    email: string | null,
    orderIds: string[] | null,
  ): Promise<number> {
    const whose = `"subject" = ANY($1) AND "payload"->>'storeId' = $2
      AND ($3::text IS NULL AND $4::text[] IS NULL OR lower("payload"->>'customerEmail') = $3 OR "payload"->>'orderId' = ANY($4))`;
    const params = [ORDER_EVENTS, storeId, email, orderIds];
    const deleted = await affected(manager, `DELETE FROM "catalogue"."outbox" WHERE ${whose} AND "published_at" IS NOT NULL`, params);
    const scrubbed = await affected(
      manager,
      `UPDATE "catalogue"."outbox" SET "payload" = jsonb_set("payload", '{customerEmail}', 'null') WHERE ${whose}`,
      params,
    );
    return deleted + scrubbed;
  }

  private async record(manager: EntityManager, entry: Recorded): Promise<Recorded> {
    await manager.query(
      `INSERT INTO "catalogue"."privacy_requests" ("topic", "store_id", "brand_ids", "reference", "actions", "response")
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.topic,
        entry.storeId,
        entry.brandIds,
        entry.reference,
        JSON.stringify(entry.actions),
        entry.response === undefined ? null : JSON.stringify(entry.response),
      ],
    );
    return entry;
  }
}

/** How many rows a DELETE or UPDATE touched (TypeORM's pg driver answers them as [rows, count]). */
async function affected(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return ((await manager.query(sql, params)) as [unknown[], number])[1];
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DomainError('VALIDATION_FAILED', 'Webhook inválido');
  return parsed.data;
}
