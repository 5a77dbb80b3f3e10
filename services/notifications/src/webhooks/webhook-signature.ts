import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_HEADERS, WEBHOOK_SECRET_PREFIX } from '@afilia/contracts';

/** A new endpoint secret: `whsec_` and 32 random bytes (base64url). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the list shows of a secret: its prefix and first characters, enough to tell two apart. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 6)}…`;
}

/**
 * The signature a receiver recomputes (docs/webhooks.md): HMAC-SHA256, keyed with the whole
 * secret, of the timestamp, a dot and the body exactly as sent, in hex after `v1=`. The timestamp
 * is signed with the body so that a captured delivery replayed later is told apart (a receiver
 * refuses one older than a few minutes); `v1` leaves room for another scheme.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one attempt of a delivery. */
export function webhookHeaders(delivery: { id: string; event: string; body: string }, secret: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Afilia-Webhooks/1.0',
    [WEBHOOK_HEADERS.id]: delivery.id,
    [WEBHOOK_HEADERS.event]: delivery.event,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, delivery.body),
  };
}
