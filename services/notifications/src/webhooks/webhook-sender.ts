import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WEBHOOK_LOG_DAYS, WEBHOOK_RETRY_MINUTES, WEBHOOK_TIMEOUT_SECONDS } from '@afilia/contracts';
import { AtRestCipher, JsonLogger, OutboundRefused, PeriodicJob, safeRequest, type OutboundRefusal } from '@afilia/service-kit';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from '../config/env.js';
import { webhookHeaders } from './webhook-signature.js';
import { WEBHOOK_SECRETS } from './webhooks.service.js';

/** How often due deliveries are looked for. */
const EVERY_MS = 1000;
/** Deliveries one run takes at most, and how many of them are in flight at once. */
const BATCH = 20;
const IN_FLIGHT = 5;
/**
 * A taken delivery is not due again for this long: another replica's run does not take it while
 * this one sends (an attempt lasts 10 s at most); if this replica dies mid-send, it is retried then.
 */
const LEASE_SECONDS = 60;
/** How often the log's old deliveries are removed. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The delivery log's words for an attempt that got no HTTP answer. */
const ATTEMPT_REFUSALS: Record<OutboundRefusal, string> = {
  scheme: 'la dirección debe usar https://',
  not_found: 'no se encontró el sitio',
  private: 'la dirección apunta a una red privada',
  redirects: 'el destino redirige a otra dirección',
  timeout: `el destino no respondió en ${WEBHOOK_TIMEOUT_SECONDS} segundos`,
  too_large: 'la respuesta del destino es demasiado grande',
  connect: 'no se pudo conectar con el destino',
  read: 'no se pudo leer la respuesta del destino',
};

interface Due {
  id: string;
  event: string;
  body: string;
  retries_left: number;
  url: string;
  secret_sealed: string;
}

/**
 * Sends the webhook deliveries that are due (issue 39 §2, decision 245), outside any event's
 * transaction: the producer of an event never waits on a brand's server. Each attempt is signed
 * anew (timestamp and body); a 2xx answer delivers it; anything else (another status, no answer
 * in 10 s, an address that turned private) waits WEBHOOK_RETRY_MINUTES before the next, and after
 * the last the delivery is failed. Redirects are not followed: a signed body goes only where the
 * brand said. Replicas take disjoint deliveries (SKIP LOCKED and a lease).
 */
@Injectable()
export class WebhookSender extends PeriodicJob {
  private lastPurge = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: AtRestCipher,
    private readonly logger: JsonLogger,
  ) {
    super(EVERY_MS);
  }

  /** One pass: sends what is due at `now`; answers how many attempts it made. */
  async run(now = new Date()): Promise<number> {
    try {
      await this.purge(now);
      const due = await this.take(now);
      for (let start = 0; start < due.length; start += IN_FLIGHT)
        await Promise.all(due.slice(start, start + IN_FLIGHT).map((delivery) => this.attempt(delivery)));
      return due.length;
    } catch (error) {
      this.logger.warn('webhook.run-failed', { error: String(error) });
      return 0;
    }
  }

  private async take(now: Date): Promise<Due[]> {
    const [rows] = await this.dataSource.query<[Due[], number]>(
      `UPDATE notifications.webhook_deliveries d SET next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         FROM notifications.webhook_endpoints e
        WHERE e.id = d.endpoint_id
          AND d.id IN (SELECT q.id FROM notifications.webhook_deliveries q
                         JOIN notifications.webhook_endpoints qe ON qe.id = q.endpoint_id AND qe.active
                        WHERE q.status = 'pending' AND q.next_attempt_at <= $1
                        ORDER BY q.next_attempt_at LIMIT $2 FOR UPDATE OF q SKIP LOCKED)
        RETURNING d.id, d.event, d.body, d.retries_left, e.url, e.secret_sealed`,
      [now, BATCH, LEASE_SECONDS],
    );
    return rows;
  }

  private async attempt(delivery: Due): Promise<void> {
    const sentAt = new Date();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const answer = await safeRequest(delivery.url, {
        allowOrigins: this.env.WEBHOOK_ALLOW_ORIGINS,
        method: 'POST',
        headers: webhookHeaders(delivery, this.secrets.decrypt(delivery.secret_sealed), sentAt),
        body: delivery.body,
        timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
        // Only the status counts: a receiver's page of any size is fine.
        discardBody: true,
        maxRedirects: 0,
      });
      status = answer.status;
    } catch (failure) {
      error = failure instanceof OutboundRefused ? ATTEMPT_REFUSALS[failure.reason] : 'no se pudo enviar';
      if (!(failure instanceof OutboundRefused))
        this.logger.warn('webhook.attempt-broke', { deliveryId: delivery.id, error: String(failure) });
    }
    const delivered = status !== null && status >= 200 && status < 300;
    // The wait before the next attempt: the schedule's step for the retries already spent.
    const waitMinutes = WEBHOOK_RETRY_MINUTES[WEBHOOK_RETRY_MINUTES.length - delivery.retries_left];
    await this.dataSource.query(
      `UPDATE notifications.webhook_deliveries
          SET attempts = attempts + 1, last_attempt_at = $2, response_status = $3, error = $4,
              status = CASE WHEN $5 THEN 'delivered' WHEN retries_left = 0 THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN $5 OR retries_left = 0 THEN NULL ELSE $2::timestamptz + make_interval(mins => $6) END,
              retries_left = CASE WHEN $5 OR retries_left = 0 THEN retries_left ELSE retries_left - 1 END
        WHERE id = $1`,
      [delivery.id, sentAt, status, error, delivered, waitMinutes ?? 0],
    );
    this.logger.info('webhook.attempt', { deliveryId: delivery.id, event: delivery.event, status, delivered, error });
  }

  /** The log keeps WEBHOOK_LOG_DAYS of deliveries that are settled. */
  private async purge(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    await this.dataSource.query(
      `DELETE FROM notifications.webhook_deliveries WHERE status <> 'pending' AND created_at < $1::timestamptz - make_interval(days => $2)`,
      [now, WEBHOOK_LOG_DAYS],
    );
  }
}
