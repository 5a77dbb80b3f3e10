import { waitFor } from '@afilia/service-kit/testing';
import { BASE_URL, uniqueEmail } from './browser.js';
import { PASSWORD } from './auth-flows.js';

/**
 * Where the next API call comes from. Each test file starts at a random place among 62,500
 * addresses of the benchmarking range (198.19.0.0/16; the browsers take 198.18.x.y), so files
 * running in the same minute, in either lane, do not share an address and its per-address limits
 * (five sign-ups a minute): starting every file at the same address made them collide as the
 * suite grew.
 */
let address = Math.floor(Math.random() * 62_500);

/** The API as a person calls it from a browser of their own (their own address, so rate limits are theirs). */
export async function api(method: string, path: string, body?: unknown, token?: string) {
  address += 1;
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Someone signed up through the API: its token, e-mail (to sign in in a browser) and creator id. */
export async function person(
  role: 'brand' | 'creator',
  name: string,
): Promise<{ token: string; email: string; creatorId: string | null; brandId: string | null }> {
  const email = uniqueEmail(role);
  const session = await api('POST', '/auth/sign-up', { name, email, password: PASSWORD, role });
  return {
    token: session.accessToken as string,
    email,
    creatorId: session.user.creator?.id ?? null,
    brandId: session.user.brands?.[0]?.id ?? null,
  };
}

/** Polls until `read` answers something, or fails saying what it waited for (20 s, longer on a busy machine). */
export function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  return waitFor(read, { timeoutMs: 20_000, intervalMs: 200, what });
}
