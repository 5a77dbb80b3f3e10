import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { POSTBACK_WINDOW_S } from '@afilia/contracts';

/** A postback's body is a small JSON object: anything larger is refused before it is read whole. */
export const POSTBACK_MAX_BYTES = 16 * 1024;

/** A new postback key: 32 random bytes, base64url. */
export function newPostbackSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The signature of a body at a time: hex HMAC-SHA256 of "{t}.{body}" under the key. */
export function postbackSignature(secret: string, t: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}

/**
 * Checks `X-Afilia-Signature: t={unix seconds},v1={hex}` (issue 34 §1): the timestamp is signed
 * with the body, so a captured postback cannot be sent again once POSTBACK_WINDOW_S have passed
 * (and within them the order it verifies is verified once); the comparison takes the same time
 * whatever matches. Several v1 values may be given (a brand rotating its key signs with both).
 */
export function checkPostbackSignature(
  secret: string,
  header: string | null,
  body: Buffer,
  nowMs: number,
): 'valid' | 'missing' | 'expired' | 'invalid' {
  if (!header) return 'missing';
  const parts = header.split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const given = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)).map(([, v]) => Buffer.from(v!, 'hex'));
  if (!Number.isSafeInteger(t) || !given.length) return 'invalid';
  if (Math.abs(nowMs / 1000 - t) > POSTBACK_WINDOW_S) return 'expired';
  const expected = Buffer.from(postbackSignature(secret, t, body), 'hex');
  return given.some((v) => v.length === expected.length && timingSafeEqual(v, expected)) ? 'valid' : 'invalid';
}
