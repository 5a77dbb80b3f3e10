// Rules every /v1/{store_id}/... call passes before reaching a resource, in this order:
// User-Agent (400), access token (401), rate limit (429), unpaid store or app (402), JSON
// Content-Type on POST and PUT (415), parseable JSON (400 {"error":"Problems parsing JSON"}).
import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxContext } from './context.js';
import { apiError, json, type Reply } from './http.js';
import type { LeakyBuckets } from './rate-limit.js';
import type { TokenRecord } from './state.js';

export interface Admitted {
  token: TokenRecord;
  body: unknown;
  /** Headers every answer to this call carries (rate limit, main language). */
  headers: Record<string, string>;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of `Authentication: bearer <token>` (documented) or `Authorization: Bearer <token>`. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  for (const name of ['authentication', 'authorization']) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(header(headers, name) ?? '');
    if (match) return match[1] as string;
  }
  return null;
}

export function admit(
  ctx: SandboxContext,
  buckets: LeakyBuckets,
  request: { method: string; headers: IncomingHttpHeaders; storeId: number; rawBody: string },
): Admitted | Reply {
  const { headers, method, storeId, rawBody } = request;
  if (!header(headers, 'user-agent')?.trim()) return apiError(400, 'A User-Agent header is required, e.g. "MyApp (contact@myapp.com)"');

  const tokenValue = bearerToken(headers);
  const token = tokenValue === null ? undefined : ctx.state.tokens.get(tokenValue);
  if (!token || token.storeId !== storeId) return apiError(401, 'Invalid access token');

  const verdict = buckets.take(`${storeId}:${token.token}`);
  const common = { ...verdict.headers, 'X-Main-Language': 'es' };
  if (!verdict.allowed) return apiError(429, 'Too many requests: the rate limit of this store and app was exceeded', common);

  if (ctx.state.paymentRequired)
    return apiError(402, 'The store or the app has an unpaid subscription; API access is suspended until it is paid', common);

  let body: unknown = undefined;
  if (method === 'POST' || method === 'PUT') {
    const type = (header(headers, 'content-type') ?? '').toLowerCase();
    if (!type.includes('application/json') && !(method === 'PUT' && rawBody === ''))
      return apiError(415, 'Content-Type must be application/json; charset=utf-8', common);
    if (rawBody.trim() !== '') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        return json(400, { error: 'Problems parsing JSON' }, common);
      }
    }
  }
  return { token, body, headers: common };
}

export function isAdmitted(value: Admitted | Reply): value is Admitted {
  return 'token' in value;
}
