import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago signs a notification's `data.id` (from the query string, as received), its
 * x-request-id and a timestamp: `x-signature: ts={ts},v1={hex HMAC-SHA256}` over the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, where an absent part is left out
 * (research: mercadopago.md §c). Compared in constant time.
 */
export function notificationManifest(parts: { dataId: string | null; requestId: string | null; ts: string }): string {
  return `${parts.dataId ? `id:${parts.dataId};` : ''}${parts.requestId ? `request-id:${parts.requestId};` : ''}ts:${parts.ts};`;
}

export function parseSignatureHeader(header: string | null): { ts: string; v1: string } | null {
  if (!header) return null;
  const fields = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key!.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

export function hasValidNotificationSignature(
  secret: string,
  notification: { dataId: string | null; requestId: string | null; signature: string | null },
): boolean {
  const parsed = parseSignatureHeader(notification.signature);
  if (!parsed) return false;
  const expected = Buffer.from(
    createHmac('sha256', secret)
      .update(notificationManifest({ dataId: notification.dataId, requestId: notification.requestId, ts: parsed.ts }))
      .digest('hex'),
    'utf8',
  );
  const given = Buffer.from(parsed.v1.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
