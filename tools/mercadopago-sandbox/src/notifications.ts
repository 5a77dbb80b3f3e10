// Sends notifications the way Mercado Pago does: POST {notification_url}?data.id=…&type=… with a
// small JSON body, an x-request-id and an x-signature, retried while the answer is not 2xx. A
// retry is the same delivery again, so it keeps its x-request-id and signature (and the receiver
// can tell it from a new event). Nothing here throws: a receiver that fails is recorded, not
// raised into the request that caused the notification.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { signatureHeader } from './signature.js';

export type NotificationType = 'payment' | 'transaction_intent';

export interface Delivery {
  /** notification_url with data.id and type appended to its query (a Payouts notification: the URL as given). */
  url: string;
  type: NotificationType;
  dataId: string;
  requestId: string;
  /** Unix seconds, as signed. */
  ts: string;
  /** The whole x-signature header value: `ts=…,v1=…`; null for a Payouts notification, which has none. */
  signature: string | null;
  /** The exact bytes sent. */
  body: string;
  /** Sends so far, retries and replays included. */
  attempts: number;
  /** The receiver's last answer; null before one, or when it did not answer (refused, timed out). */
  lastStatus: number | null;
}

export interface NotifyInput {
  notificationUrl: string;
  type: NotificationType;
  dataId: string;
  action: 'payment.created' | 'payment.updated' | 'transaction_intent.updated';
  /**
   * Signed with a key the receiver does not have: a URL set at payment creation (IPN) "despite
   * receiving the x-Signature header, … do not allow validation through the secret key"
   * (your-integrations/notifications/ipn). Only the webhook of 'Your integrations' validates.
   */
  unverifiable?: boolean;
}

/** A Payouts notification: "the JSON body is the transaction itself" (payouts-v2/notifications), no data.id, no signature. */
export interface TransferNotifyInput {
  notificationUrl: string;
  transaction: { id: string; external_reference: string; created_date: string; last_updated_date: string };
}

export interface EmitterConfig {
  secret: string;
  /** The collector's user id, sent as user_id. */
  userId: number;
  retryDelaysMs: number[];
  timeoutMs: number;
  log: (line: string) => void;
}

/** Appends data.id and type to the URL's query, keeping whatever query it already has. */
export function notificationTarget(notificationUrl: string, type: NotificationType, dataId: string): string {
  const hash = notificationUrl.indexOf('#');
  const base = hash === -1 ? notificationUrl : notificationUrl.slice(0, hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}data.id=${encodeURIComponent(dataId)}&type=${type}`;
}

export class NotificationEmitter {
  readonly deliveries: Delivery[] = [];
  private nextNotificationId = 1;
  private closed = false;
  /** Aborts sends in flight and the waits between retries when the sandbox closes. */
  private readonly closing = new AbortController();
  /** The retry loops still going, which close() waits for. */
  private readonly retrying = new Set<Promise<void>>();

  /** What IPN notifications are signed with: no secret a receiver is given. */
  private readonly unknownSecret = randomUUID();

  constructor(private readonly config: EmitterConfig) {}

  /**
   * Records the delivery and sends it. Resolves once the first attempt has an outcome; retries
   * go on in the background until one is answered 2xx, the delays run out, or close().
   */
  send(input: NotifyInput): Promise<Delivery> {
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const delivery: Delivery = {
      url: notificationTarget(input.notificationUrl, input.type, input.dataId),
      type: input.type,
      dataId: input.dataId,
      requestId,
      ts,
      signature: signatureHeader(input.unverifiable ? this.unknownSecret : this.config.secret, { dataId: input.dataId, requestId, ts }),
      body: JSON.stringify({
        id: this.nextNotificationId++,
        live_mode: false,
        type: input.type,
        date_created: new Date().toISOString(),
        user_id: this.config.userId,
        api_version: 'v1',
        action: input.action,
        data: { id: input.dataId },
      }),
      attempts: 0,
      lastStatus: null,
    };
    return this.deliver(delivery);
  }

  /** A Payouts notification: POST to the transfer's notification_url, its body the transaction. */
  sendTransfer(input: TransferNotifyInput): Promise<Delivery> {
    return this.deliver({
      url: input.notificationUrl,
      type: 'transaction_intent',
      dataId: input.transaction.id,
      requestId: randomUUID(),
      ts: String(Math.floor(Date.now() / 1000)),
      signature: null,
      body: JSON.stringify(input.transaction),
      attempts: 0,
      lastStatus: null,
    });
  }

  /**
   * While on, notifications are recorded and never sent, as when Mercado Pago's deliveries do not
   * arrive (a platform down past the retries, a network): what a reconciler is for.
   */
  lost = false;

  private deliver(delivery: Delivery): Promise<Delivery> {
    this.deliveries.push(delivery);
    if (this.closed || this.lost) return Promise.resolve(delivery);
    const first = this.post(delivery);
    const retries = first
      .then((ok) => (ok ? undefined : this.retry(delivery)))
      .catch((error: unknown) => this.config.log(`notification: ${String(error)}`));
    this.retrying.add(retries);
    void retries.finally(() => this.retrying.delete(retries));
    return first.then(
      () => delivery,
      () => delivery,
    );
  }

  /** Sends a recorded delivery again, byte for byte with the same headers; its status (0: no answer). */
  async replay(delivery: Delivery): Promise<number> {
    await this.post(delivery);
    return delivery.lastStatus ?? 0;
  }

  /** Cancels pending retries, aborts sends in flight and waits for them to end. */
  async close(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    while (this.retrying.size > 0) await Promise.allSettled([...this.retrying]);
  }

  /** One more send after each delay, until one is answered 2xx or close() aborts the wait. */
  private async retry(delivery: Delivery): Promise<void> {
    for (const ms of this.config.retryDelaysMs) {
      try {
        await delay(ms, undefined, { signal: this.closing.signal });
      } catch {
        return;
      }
      if (await this.post(delivery)) return;
    }
  }

  private async post(delivery: Delivery): Promise<boolean> {
    delivery.attempts++;
    let status: number | null = null;
    let failure = '';
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MercadoPago-Sandbox-Notifications/1.0',
          'x-request-id': delivery.requestId,
          ...(delivery.signature ? { 'x-signature': delivery.signature } : {}),
        },
        body: delivery.body,
        signal: AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs), this.closing.signal]),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    delivery.lastStatus = status;
    this.config.log(
      `notification ${delivery.type} ${delivery.dataId} -> ${delivery.url}: ${status ?? failure} (send ${delivery.attempts})`,
    );
    return status !== null && status >= 200 && status < 300;
  }
}
