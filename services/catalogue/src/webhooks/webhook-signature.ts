import { createHmac, timingSafeEqual } from 'node:crypto';

/** Tiendanube signs the raw body: lowercase hex HMAC-SHA256 keyed with the app's client secret. */
export function signBody(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compared in constant time, before anything reads the body. */
export function hasValidSignature(rawBody: Buffer, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
