import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PING,
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_TEXTS,
  type Actor,
  type WebhookBody,
  type WebhookDeliveriesPage,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '@afilia/contracts';
import {
  AtRestCipher,
  brandScope,
  checkOutboundUrl,
  DomainError,
  isUniqueViolation,
  JsonLogger,
  OutboundRefused,
  type OutboundRefusal,
} from '@afilia/service-kit';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from '../config/env.js';
import { newWebhookSecret, secretHint } from './webhook-signature.js';
import type { WebhookDraft } from './webhook-sources.js';

/** Seals endpoint secrets at rest (a key of this service's own; see the migration). */
export const WEBHOOK_SECRETS = Symbol('WEBHOOK_SECRETS');

/** The roles that may add an endpoint or see a new secret: the brand's own people (an admin reaches every brand). */
const SECRET_HOLDERS = new Set(['brand', 'agency']);

/** Why a URL may not be saved, in the form's words. */
const URL_REFUSALS: Partial<Record<OutboundRefusal, string>> = {
  scheme: WEBHOOK_TEXTS.urlHttps,
  not_found: WEBHOOK_TEXTS.urlNotFound,
  private: WEBHOOK_TEXTS.urlPrivate,
};

interface EndpointRow {
  id: string;
  brand_id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  active: boolean;
  secret_hint: string;
  created_at: Date;
  secret_rotated_at: Date | null;
  delivered: number;
  failing: number;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: string;
  status: WebhookDelivery['status'];
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  body: string;
}

const ENDPOINT_ROWS = `SELECT e.id, e.brand_id, e.url, e.description, e.events, e.active, e.secret_hint, e.created_at, e.secret_rotated_at,
    (SELECT count(*)::int FROM notifications.webhook_deliveries d
      WHERE d.endpoint_id = e.id AND d.created_at > now() - interval '1 day' AND d.status = 'delivered') AS delivered,
    (SELECT count(*)::int FROM notifications.webhook_deliveries d
      WHERE d.endpoint_id = e.id AND d.created_at > now() - interval '1 day' AND d.status <> 'delivered' AND d.attempts > 0) AS failing
  FROM notifications.webhook_endpoints e`;

const DELIVERY_COLUMNS = `id, endpoint_id, event, status, attempts, response_status, error, created_at, last_attempt_at, next_attempt_at, body`;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    brandId: row.brand_id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secretHint: row.secret_hint,
    createdAt: row.created_at.toISOString(),
    secretRotatedAt: row.secret_rotated_at?.toISOString() ?? null,
    recent: { delivered: row.delivered, failing: row.failing },
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    body: row.body,
  };
}

/**
 * A brand's webhook endpoints and their delivery log (issue 39 §2, decision 245). Its owner and
 * agencies add endpoints and see a secret once (at creation and rotation); an admin may list,
 * pause, test, resend and delete, never hold a secret. A URL is checked as the delivery will be:
 * https, every address public (an allow-listed origin aside). Deliveries are queued here, in the
 * transaction of the event that caused them, and sent by WebhookSender.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: AtRestCipher,
    private readonly logger: JsonLogger,
  ) {}

  async list(actor: Actor, brandId: string): Promise<WebhookEndpoint[]> {
    brandScope(actor, brandId);
    const rows = await this.dataSource.query<EndpointRow[]>(`${ENDPOINT_ROWS} WHERE e.brand_id = $1 ORDER BY e.created_at`, [brandId]);
    return rows.map(toEndpoint);
  }

  async create(
    actor: Actor,
    brandId: string,
    input: { url: string; events: WebhookEvent[]; description: string },
  ): Promise<WebhookEndpointWithSecret> {
    brandScope(actor, brandId);
    if (!SECRET_HOLDERS.has(actor.role)) throw new DomainError('FORBIDDEN');
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const id = await this.dataSource.transaction(async (manager) => {
      // One brand's additions one at a time, so the count below cannot be passed by two at once.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('webhooks:' || $1))`, [brandId]);
      const [counted] = await manager.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM notifications.webhook_endpoints WHERE brand_id = $1`,
        [brandId],
      );
      if (counted!.n >= WEBHOOK_ENDPOINTS_MAX) throw new DomainError('INVALID_TRANSITION', WEBHOOK_TEXTS.tooMany);
      const [row] = await this.uniqueUrl(() =>
        manager.query<{ id: string }[]>(
          `INSERT INTO notifications.webhook_endpoints (brand_id, url, description, events, secret_sealed, secret_hint, created_by_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [brandId, input.url, input.description, input.events, this.secrets.encrypt(secret), secretHint(secret), actor.userId],
        ),
      );
      return row!.id;
    });
    this.logger.info('webhook.endpoint-created', { brandId, endpointId: id, userId: actor.userId, events: input.events });
    return { ...(await this.endpoint(brandId, id)), secret };
  }

  async update(
    actor: Actor,
    brandId: string,
    id: string,
    change: { url?: string; events?: WebhookEvent[]; description?: string; active?: boolean },
  ): Promise<WebhookEndpoint> {
    brandScope(actor, brandId);
    await this.endpoint(brandId, id);
    if (change.url !== undefined) await this.checkUrl(change.url);
    await this.uniqueUrl(() =>
      this.dataSource.query(
        `UPDATE notifications.webhook_endpoints
            SET url = coalesce($3, url), events = coalesce($4, events), description = coalesce($5, description), active = coalesce($6, active)
          WHERE id = $1 AND brand_id = $2`,
        [id, brandId, change.url ?? null, change.events ?? null, change.description ?? null, change.active ?? null],
      ),
    );
    this.logger.info('webhook.endpoint-updated', { brandId, endpointId: id, userId: actor.userId, fields: Object.keys(change) });
    return this.endpoint(brandId, id);
  }

  async remove(actor: Actor, brandId: string, id: string): Promise<{ message: string }> {
    brandScope(actor, brandId);
    await this.endpoint(brandId, id);
    await this.dataSource.query(`DELETE FROM notifications.webhook_endpoints WHERE id = $1 AND brand_id = $2`, [id, brandId]);
    this.logger.info('webhook.endpoint-deleted', { brandId, endpointId: id, userId: actor.userId });
    return { message: WEBHOOK_TEXTS.deleted };
  }

  /** A new secret signs every attempt from now on, pending retries included; the old one stops at once. */
  async rotateSecret(actor: Actor, brandId: string, id: string): Promise<WebhookEndpointWithSecret> {
    brandScope(actor, brandId);
    if (!SECRET_HOLDERS.has(actor.role)) throw new DomainError('FORBIDDEN');
    await this.endpoint(brandId, id);
    const secret = newWebhookSecret();
    await this.dataSource.query(
      `UPDATE notifications.webhook_endpoints SET secret_sealed = $3, secret_hint = $4, secret_rotated_at = now() WHERE id = $1 AND brand_id = $2`,
      [id, brandId, this.secrets.encrypt(secret), secretHint(secret)],
    );
    this.logger.info('webhook.secret-rotated', { brandId, endpointId: id, userId: actor.userId });
    return { ...(await this.endpoint(brandId, id)), secret };
  }

  /**
   * 'Enviar prueba': a webhook.ping to this endpoint, signed as usual, tried once (a test that
   * fails is for the brand to look at, and a brand pressing it cannot make us knock on a server
   * for a day).
   */
  async test(actor: Actor, brandId: string, id: string): Promise<WebhookDelivery> {
    brandScope(actor, brandId);
    await this.endpoint(brandId, id);
    const deliveryId = await this.dataSource.transaction((manager) =>
      this.insertDelivery(manager, { id, brandId }, WEBHOOK_PING, null, { message: 'Prueba de Afilia' }, 0),
    );
    return this.delivery(brandId, deliveryId!);
  }

  async deliveries(actor: Actor, brandId: string, id: string, query: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
    brandScope(actor, brandId);
    await this.endpoint(brandId, id);
    const rows = await this.dataSource.query<DeliveryRow[]>(
      `SELECT ${DELIVERY_COLUMNS} FROM notifications.webhook_deliveries d
        WHERE d.endpoint_id = $1 AND d.brand_id = $2 AND ($3::text IS NULL OR d.status = $3)
          AND ($4::uuid IS NULL OR (d.created_at, d.id) < (SELECT created_at, id FROM notifications.webhook_deliveries WHERE id = $4))
        ORDER BY d.created_at DESC, d.id DESC LIMIT $5`,
      [id, brandId, query.status ?? null, query.before ?? null, WEBHOOK_DELIVERIES_PAGE + 1],
    );
    return { items: rows.slice(0, WEBHOOK_DELIVERIES_PAGE).map(toDelivery), more: rows.length > WEBHOOK_DELIVERIES_PAGE };
  }

  /** Sends a delivery again at once, same id and body, one attempt (its retries were spent or it was delivered). */
  async resend(actor: Actor, brandId: string, deliveryId: string): Promise<WebhookDelivery> {
    brandScope(actor, brandId);
    const [, updated] = await this.dataSource.query<[unknown, number]>(
      `UPDATE notifications.webhook_deliveries SET status = 'pending', next_attempt_at = now(), retries_left = 0
        WHERE id = $1 AND brand_id = $2 AND status <> 'pending'`,
      [deliveryId, brandId],
    );
    this.logger.info('webhook.resend', { brandId, deliveryId, userId: actor.userId, queued: updated > 0 });
    return this.delivery(brandId, deliveryId);
  }

  /**
   * Queues what an event asks for, in the event's transaction: one delivery per active endpoint
   * of the brand that chose the event, once per endpoint and source event.
   */
  async enqueue(manager: EntityManager, draft: WebhookDraft, sourceEventId: string): Promise<number> {
    const endpoints = await manager.query<{ id: string; brand_id: string }[]>(
      `SELECT id, brand_id FROM notifications.webhook_endpoints WHERE brand_id = $1 AND active AND $2 = ANY(events)`,
      [draft.brandId, draft.event],
    );
    for (const endpoint of endpoints)
      await this.insertDelivery(manager, { id: endpoint.id, brandId: endpoint.brand_id }, draft.event, sourceEventId, draft.data);
    return endpoints.length;
  }

  private async insertDelivery(
    manager: EntityManager,
    endpoint: { id: string; brandId: string },
    event: WebhookDeliveryEvent,
    sourceEventId: string | null,
    data: Record<string, unknown>,
    retries: number = WEBHOOK_RETRY_MINUTES.length,
  ): Promise<string | null> {
    const id = randomUUID();
    const body = JSON.stringify({ id, event, createdAt: new Date().toISOString(), brandId: endpoint.brandId, data } satisfies WebhookBody);
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO notifications.webhook_deliveries (id, endpoint_id, brand_id, event, source_event_id, body, retries_left, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (endpoint_id, source_event_id, event) WHERE source_event_id IS NOT NULL DO NOTHING RETURNING id`,
      [id, endpoint.id, endpoint.brandId, event, sourceEventId, body, retries],
    );
    return rows[0]?.id ?? null;
  }

  private async endpoint(brandId: string, id: string): Promise<WebhookEndpoint> {
    const [row] = await this.dataSource.query<EndpointRow[]>(`${ENDPOINT_ROWS} WHERE e.id = $1 AND e.brand_id = $2`, [id, brandId]);
    if (!row) throw new DomainError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
    return toEndpoint(row);
  }

  private async delivery(brandId: string, id: string): Promise<WebhookDelivery> {
    const [row] = await this.dataSource.query<DeliveryRow[]>(
      `SELECT ${DELIVERY_COLUMNS} FROM notifications.webhook_deliveries WHERE id = $1 AND brand_id = $2`,
      [id, brandId],
    );
    if (!row) throw new DomainError('NOT_FOUND', WEBHOOK_TEXTS.deliveryNotFound);
    return toDelivery(row);
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkOutboundUrl(url, { allowOrigins: this.env.WEBHOOK_ALLOW_ORIGINS });
    } catch (error) {
      if (error instanceof OutboundRefused) {
        const text = URL_REFUSALS[error.reason] ?? WEBHOOK_TEXTS.urlInvalid;
        throw new DomainError('VALIDATION_FAILED', text, 'url');
      }
      throw error;
    }
  }

  private async uniqueUrl<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('ALREADY_EXISTS', WEBHOOK_TEXTS.urlTaken, 'url');
      throw error;
    }
  }
}
