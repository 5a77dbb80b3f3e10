// X-Idempotency-Key: a client that retries a POST (a timeout, a crash between sending and
// recording) must not move money twice. The first successful answer is kept per key, byte for
// byte; the same key with the same body gets it again, the same key with another body is a 409.
// Bodies are compared parsed and canonical, so key order and `1234.50` vs `1234.5` do not count.
import { apiError, type Reply } from './http.js';

/** JSON with object keys sorted at every level: equal for equal parsed values. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

interface Stored {
  fingerprint: string;
  status: number;
  /** The answer as first sent. */
  text: string;
}

export class IdempotencyStore {
  private readonly answers = new Map<string, Stored>();

  /**
   * The stored answer for a retry (or the 409 for a reused key), or null when the key is new.
   * `scope` keeps the keys of different endpoints apart.
   */
  recall(scope: string, key: string, body: unknown): Reply | null {
    const stored = this.answers.get(`${scope} ${key}`);
    if (!stored) return null;
    if (stored.fingerprint !== canonicalJson(body))
      return apiError(409, 'conflict', `X-Idempotency-Key '${key}' was already used with a different request body`);
    return { status: stored.status, text: stored.text, contentType: 'application/json; charset=utf-8' };
  }

  /** Keeps a successful answer and sends it as JSON text, the same bytes a retry will get. */
  remember(scope: string, key: string, body: unknown, status: number, answer: unknown): Reply {
    const text = JSON.stringify(answer);
    this.answers.set(`${scope} ${key}`, { fingerprint: canonicalJson(body), status, text });
    return { status, text, contentType: 'application/json; charset=utf-8' };
  }
}
