import { request } from 'node:http';
import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient, USER_AGENT } from './test/sandbox-client.js';

/** A raw request, so that no header is added behind our back (fetch adds a User-Agent). */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('request rules on /v1/{store_id}', () => {
  let sandbox: Sandbox;
  let token: string;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createSandbox({ products: 5 });
    token = sandbox.issueToken().access_token;
    call = apiClient(sandbox, token);
  });
  afterAll(() => sandbox.close());

  it('answers 400 without a User-Agent', async () => {
    const res = await raw(`${sandbox.apiBaseUrl}/${sandbox.storeId}/store`, { Authentication: `bearer ${token}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message: 'Bad Request' });
    const ok = await raw(`${sandbox.apiBaseUrl}/${sandbox.storeId}/store`, { Authentication: `bearer ${token}`, 'User-Agent': USER_AGENT });
    expect(ok.status).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, or for another store', async () => {
    expect((await call('GET', '/store', undefined, { Authentication: '' })).status).toBe(401);
    const unknown = await call('GET', '/store', undefined, { Authentication: 'bearer not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 401, message: 'Unauthorized', description: 'Invalid access token' });
    const other = await fetch(`${sandbox.apiBaseUrl}/999/store`, {
      headers: { 'User-Agent': USER_AGENT, Authentication: `bearer ${token}` },
    });
    expect(other.status).toBe(401);
  });

  it('accepts Authorization: Bearer as well as the documented Authentication: bearer', async () => {
    const res = await call('GET', '/store', undefined, { Authentication: '', Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(sandbox.storeId);
  });

  it('serves /store with i18n name, Argentine settings and X-Main-Language', async () => {
    const res = await call('GET', '/store');
    expect(res.headers.get('x-main-language')).toBe('es');
    expect(res.body).toMatchObject({
      id: sandbox.storeId,
      name: { es: 'Tienda de prueba', pt: 'Tienda de prueba' },
      country: 'AR',
      main_language: 'es',
      main_currency: 'ARS',
      languages: { es: { currency: 'ARS', active: true } },
      domains: [],
      original_domain: 'tienda-de-prueba.mitiendanube.com',
      plan_name: 'Esencial',
    });
    expect(typeof res.body.email).toBe('string');
    const few = await call('GET', '/store?fields=id,main_currency');
    expect(few.body).toEqual({ id: sandbox.storeId, main_currency: 'ARS' });
  });

  it('answers 415 to a POST or PUT without a JSON Content-Type', async () => {
    const res = await call('POST', '/coupons', 'code=ANA10', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
  });

  it('answers 400 {"error":"Problems parsing JSON"} to a body that is not JSON', async () => {
    const res = await call('POST', '/coupons', '{"code": "ANA10",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Problems parsing JSON' });
  });

  it('answers 404 with {code, message, description} for unknown paths and ids', async () => {
    const res = await call('GET', '/products/123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Not Found', description: 'Product not found' });
    expect((await call('GET', '/nothing-here')).body).toMatchObject({ code: 404, message: 'Not Found' });
  });

  it('also answers on a dated version path (/2025-03/{store_id})', async () => {
    const res = await fetch(`${sandbox.url}/2025-03/${sandbox.storeId}/store`, {
      headers: { 'User-Agent': USER_AGENT, Authentication: `bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it('answers 402 to every call while payment is required, and recovers', async () => {
    await sandbox.setPaymentRequired(true);
    for (const path of ['/store', '/products', '/orders', '/webhooks']) {
      const res = await call('GET', path);
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ code: 402, message: 'Payment Required' });
    }
    expect((await call('POST', '/coupons', { code: 'X1', type: 'shipping' })).status).toBe(402);
    await sandbox.setPaymentRequired(false);
    expect((await call('GET', '/store')).status).toBe(200);
  });
});

describe('scopes', () => {
  it('answers 403 to a call the app has no scope for', async () => {
    const sandbox = await createSandbox({ products: 2, scopes: ['read_products'] });
    try {
      const call = apiClient(sandbox, sandbox.issueToken().access_token);
      expect((await call('GET', '/products')).status).toBe(200);
      const orders = await call('GET', '/orders');
      expect(orders.status).toBe(403);
      expect(orders.body).toMatchObject({ code: 403, message: 'Forbidden' });
      expect((await call('POST', '/coupons', { code: 'A1', type: 'shipping' })).status).toBe(403);
      const hook = await call('POST', '/webhooks', { event: 'order/paid', url: 'https://example.com/h' });
      expect(hook.status).toBe(422);
      expect(hook.body.event[0]).toContain('read_orders');
    } finally {
      await sandbox.close();
    }
  });
});
