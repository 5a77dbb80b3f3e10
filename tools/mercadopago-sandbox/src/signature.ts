// The x-signature of Mercado Pago's notifications: `ts=<unix seconds>,v1=<hex>`, where v1 is the
// HMAC-SHA256 of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` keyed with the
// application's webhook secret. data.id is hashed as sent in the query string, as the official
// SDK's validator does.
import { createHmac } from 'node:crypto';

export interface SignedParts {
  dataId: string;
  requestId: string;
  ts: string;
}

export function manifest(parts: SignedParts): string {
  return `id:${parts.dataId};request-id:${parts.requestId};ts:${parts.ts};`;
}

/** The hex HMAC-SHA256 that goes in x-signature's v1. */
export function signNotification(secret: string, parts: SignedParts): string {
  return createHmac('sha256', secret).update(manifest(parts), 'utf8').digest('hex');
}

/** The whole x-signature header value. */
export function signatureHeader(secret: string, parts: SignedParts): string {
  return `ts=${parts.ts},v1=${signNotification(secret, parts)}`;
}
