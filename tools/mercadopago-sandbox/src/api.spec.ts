import { createMercadoPagoSandbox, type MercadoPagoSandbox } from './create-sandbox.js';
import { answer, apiClient, transferBody } from './test/client.js';

const UNAUTHORIZED = { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] };

describe('the API surface', () => {
  let sandbox: MercadoPagoSandbox;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createMercadoPagoSandbox({ accessToken: 'TEST-token-de-prueba', settle: 'manual' });
    call = apiClient(sandbox);
  });
  afterAll(() => sandbox.close());

  it('listens on 127.0.0.1 and keeps the access token it was given', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.accessToken).toBe('TEST-token-de-prueba');
  });

  it('makes up an access token (TEST-…) and a 32-hex webhook secret when none is given', async () => {
    const other = await createMercadoPagoSandbox();
    try {
      expect(other.accessToken).toMatch(/^TEST-[0-9a-f]+$/);
      expect(other.webhookSecret).toMatch(/^[0-9a-f]{32}$/);
      expect(other.accessToken).not.toBe(sandbox.accessToken);
    } finally {
      await other.close();
    }
  });

  it('refuses every API call without the bearer token: 401 with the real error shape', async () => {
    const attempts: [string, string, unknown?][] = [
      ['POST', '/v1/transaction-intents/process', transferBody()],
      ['GET', '/v1/transaction-intents/abc'],
      ['GET', '/v1/payments/1000000001'],
      ['POST', '/checkout/preferences', { items: [] }],
      ['GET', '/checkout/preferences/1-abc'],
      ['GET', '/v1/anything/else'],
    ];
    for (const [method, path, body] of attempts) {
      for (const authorization of [undefined, 'Bearer otro-token', 'TEST-token-de-prueba', 'Basic TEST-token-de-prueba']) {
        const res = await answer(
          await fetch(`${sandbox.url}${path}`, {
            method,
            headers: { ...(authorization ? { Authorization: authorization } : {}), 'Content-Type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        expect({ path, authorization, status: res.status, body: res.body }).toEqual({
          path,
          authorization,
          status: 401,
          body: UNAUTHORIZED,
        });
      }
    }
    // Nothing was created by the refused calls.
    expect(sandbox.intents.size).toBe(0);
    expect(sandbox.preferences.size).toBe(0);
  });

  it('answers 404 not_found for an unknown path (with the token) and 405 for a wrong method', async () => {
    const unknown = await call('GET', '/v1/anything/else');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.stringContaining('/v1/anything/else'), error: 'not_found', status: 404, cause: [] });
    expect((await answer(await fetch(`${sandbox.url}/nada`))).body.error).toBe('not_found');
    // The scheme is case-insensitive: a lowercase "bearer" gets through to the 404.
    expect((await call('GET', '/v1/payments/1', undefined, { Authorization: 'bearer TEST-token-de-prueba' })).status).toBe(404);

    const postToRead = await call('POST', '/v1/payments/1000000001', {});
    expect(postToRead.status).toBe(405);
    expect(postToRead.headers.get('allow')).toBe('GET');
    const put = await call('PUT', '/checkout/preferences', {});
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(put.body).toMatchObject({ error: 'method_not_allowed', status: 405, cause: [] });
  });

  it('answers 400 when a JSON route gets a body that is not JSON', async () => {
    for (const path of ['/v1/transaction-intents/process', '/checkout/preferences']) {
      for (const body of ['{"items": [', 'items=1', '']) {
        const res = await call('POST', path, body, { 'X-Idempotency-Key': 'k-not-json' });
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
        expect(res.body).toEqual({ message: 'the request body must be JSON', error: 'bad_request', status: 400, cause: [] });
      }
    }
  });

  it('lets the admin endpoints and the checkout pages through without a token', async () => {
    expect((await fetch(`${sandbox.url}/_sandbox/notifications`)).status).toBe(200);
    // An unknown preference, but a page, not a 401.
    const page = await fetch(`${sandbox.url}/checkout/v1/redirect?pref_id=nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
