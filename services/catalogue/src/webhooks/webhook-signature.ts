import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@afilia/service-kit';

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

/**
 * A webhook's JSON, once its signature proves it is Tiendanube's (every webhook door starts
 * here): a forged one is refused before its bytes are read, a body that is not JSON is
 * 'Webhook inválido'. `onForged` logs the refusal with what the caller knows.
 */
export function verifiedWebhookJson(
  rawBodyBase64: string,
  signature: string | null,
  secret: string,
  onForged: (bytes: number) => void,
): unknown {
  const raw = Buffer.from(rawBodyBase64, 'base64');
  if (!hasValidSignature(raw, signature, secret)) {
    onForged(raw.length);
    throw new DomainError('INVALID_SIGNATURE');
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new DomainError('VALIDATION_FAILED', 'Webhook inválido');
  }
}
