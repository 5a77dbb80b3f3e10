import { BASE_URL, uniqueEmail } from './browser.js';
import { PASSWORD } from './auth-flows.js';

let address = 0;

/** The API as a person calls it from a browser of their own (their own address, so rate limits are theirs). */
export async function api(method: string, path: string, body?: unknown, token?: string) {
  address += 1;
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': `198.18.200.${address % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Someone signed up through the API: its token, e-mail (to sign in in a browser) and creator id. */
export async function person(role: 'brand' | 'creator', name: string): Promise<{ token: string; email: string; creatorId: string | null }> {
  const email = uniqueEmail(role);
  const session = await api('POST', '/auth/sign-up', { name, email, password: PASSWORD, role });
  return { token: session.accessToken as string, email, creatorId: session.user.creator?.id ?? null };
}

/** Polls until `read` answers something, or fails saying what it waited for. */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
