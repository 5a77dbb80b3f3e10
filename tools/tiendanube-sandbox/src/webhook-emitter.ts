// Sends webhooks the way the platform does: POST of a small JSON body with the
// X-Linkedstore-HMAC-SHA256 header (lowercase hex HMAC-SHA256 of the raw body, keyed with the
// app's client secret), retried while the answer is not 2xx. Every attempt is recorded.
import { createHmac } from 'node:crypto';
import { formatTime } from './time.js';

/**
 * normal: each notification once, in order. duplicate: every delivery is sent twice.
 * out-of-order: the notifications of one action go in reverse (order/paid before order/created).
 * bad-signature: the header carries an HMAC made with the wrong key.
 */
export const DELIVERY_MODES = ['normal', 'duplicate', 'out-of-order', 'bad-signature'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return typeof value === 'string' && (DELIVERY_MODES as readonly string[]).includes(value);
}

export interface Target {
  /** null when nothing is configured to receive it (recorded as a failed delivery, never sent). */
  url: string | null;
  webhookId: number | null;
}

export interface Notification {
  event: string;
  payload: Record<string, unknown>;
  targets: Target[];
}

export interface DeliveryAttempt {
  id: number;
  /** Shared by the retries of one delivery; the copy sent by `duplicate` is another delivery. */
  delivery_id: number;
  event: string;
  url: string | null;
  webhook_id: number | null;
  payload: Record<string, unknown>;
  /** The exact bytes sent, which the signature covers. */
  body: string;
  signature: string;
  signature_valid: boolean;
  mode: DeliveryMode;
  attempt: number;
  status: number | null;
  error: string | null;
  ok: boolean;
  sent_at: string;
  duration_ms: number;
}

export interface EmitterConfig {
  secret: () => string;
  retryDelaysMs: number[];
  timeoutMs: number;
  now: () => number;
  log: (line: string) => void;
}

export function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export class WebhookEmitter {
  private readonly recorded: DeliveryAttempt[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly background = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private nextAttemptId = 1;
  private nextDeliveryId = 1;
  private closed = false;
  /** Aborts deliveries still waiting for an answer when the sandbox closes. */
  private readonly closing = new AbortController();

  constructor(private readonly config: EmitterConfig) {}

  /**
   * Queues the notifications of one action. Actions are delivered one after another; within one,
   * each first attempt waits for the previous one, so the order on the wire is the order here
   * (reversed by out-of-order). Retries run in the background. Resolves after the first attempts.
   */
  send(notifications: Notification[], mode: DeliveryMode = 'normal'): Promise<void> {
    const ordered = mode === 'out-of-order' ? [...notifications].reverse() : notifications;
    const run = async (): Promise<void> => {
      for (const notification of ordered) {
        for (const target of notification.targets) {
          const copies = mode === 'duplicate' ? 2 : 1;
          for (let copy = 0; copy < copies; copy++) await this.deliver(notification, target, mode);
        }
      }
    };
    const done = this.queue.then(run, run);
    this.queue = done;
    return done;
  }

  attempts(): DeliveryAttempt[] {
    return [...this.recorded];
  }

  clear(): void {
    this.recorded.length = 0;
  }

  /** Waits until every queued delivery and every retry has finished. */
  async settle(): Promise<void> {
    for (;;) {
      await this.queue;
      if (this.background.size === 0) return;
      await Promise.allSettled([...this.background]);
    }
  }

  /** Stops retries and pending timers; later sends are recorded as not sent. */
  close(): void {
    this.closed = true;
    this.closing.abort();
    for (const [timer, wake] of this.timers) {
      clearTimeout(timer);
      wake();
    }
    this.timers.clear();
  }

  /** Runs `task` after `ms` unless the emitter is closed first (store/redact after uninstall). */
  later(ms: number, task: () => Promise<void>): void {
    const tracked = this.sleep(ms).then(() => (this.closed ? undefined : task()));
    this.track(tracked);
  }

  private track(promise: Promise<void>): void {
    const guarded = promise.catch((error: unknown) => this.config.log(`webhook: ${String(error)}`));
    this.background.add(guarded);
    void guarded.finally(() => this.background.delete(guarded));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  private async deliver(notification: Notification, target: Target, mode: DeliveryMode): Promise<void> {
    const deliveryId = this.nextDeliveryId++;
    const body = JSON.stringify(notification.payload);
    const secret = this.config.secret();
    const signature = mode === 'bad-signature' ? sign(body, `${secret}-not-the-secret`) : sign(body, secret);
    let firstDone: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (firstDone = resolve));
    const all = (async () => {
      for (let attempt = 1; ; attempt++) {
        const ok = await this.attempt({ notification, target, mode, deliveryId, body, signature, attempt, secret });
        if (attempt === 1) firstDone();
        const delay = this.config.retryDelaysMs[attempt - 1];
        if (ok || delay === undefined || this.closed || target.url === null) return;
        await this.sleep(delay);
        if (this.closed) return;
      }
    })();
    this.track(all.finally(firstDone));
    await first;
  }

  private async attempt(input: {
    notification: Notification;
    target: Target;
    mode: DeliveryMode;
    deliveryId: number;
    body: string;
    signature: string;
    attempt: number;
    secret: string;
  }): Promise<boolean> {
    const { notification, target, body, signature } = input;
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    if (target.url === null) error = 'no URL is configured for this notification';
    else if (this.closed) error = 'sandbox closed';
    else {
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'Tiendanube-Sandbox-Webhooks/1.0',
            'X-Linkedstore-HMAC-SHA256': signature,
          },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs), this.closing.signal]),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (caught) {
        error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
      }
    }
    const ok = status !== null && status >= 200 && status < 300;
    this.recorded.push({
      id: this.nextAttemptId++,
      delivery_id: input.deliveryId,
      event: notification.event,
      url: target.url,
      webhook_id: target.webhookId,
      payload: notification.payload,
      body,
      signature,
      signature_valid: signature === sign(body, input.secret),
      mode: input.mode,
      attempt: input.attempt,
      status,
      error,
      ok,
      sent_at: formatTime(this.config.now()),
      duration_ms: Date.now() - started,
    });
    this.config.log(`webhook ${notification.event} -> ${target.url ?? '(sin URL)'}: ${status ?? error} (intento ${input.attempt})`);
    return ok;
  }
}
