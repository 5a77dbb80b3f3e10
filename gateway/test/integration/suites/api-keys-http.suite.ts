import { API_KEY_FAILURES_PER_MIN, API_KEY_REQUESTS_PER_MIN, API_KEY_TEXTS } from '@afilia/contracts';
import { waitFor } from '@afilia/service-kit/testing';
import { brandWithCreatorCode } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// API keys over HTTP (issue 39 §1): a brand's key is shown once, acts as the brand on the routes
// whose scope it holds and on no other brand's rows, and stops when revoked or when its maker
// loses the brand.
const platform = sharedPlatform();

/** A request with an API key instead of a person's token. */
const withKey = (key: string, method: string, path: string, body?: unknown) =>
  fetch(`${platform.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, json: (await res.json().catch(() => null)) as any, headers: res.headers }));

const makeKey = (brandId: string, token: string, body: unknown) =>
  platform.api('POST', `/api/v1/brands/${brandId}/api-keys`, { token, body });

describe('a brand’s API keys', () => {
  it('show a key once, read the brand’s own sales with it, and refuse every route its scopes do not name', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'CLAVE10', { brand: 'Marca Clave', creator: 'Nina Claves' });
    await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'CLAVE10', orderTotal: 200 } });
    // Another brand with a sale of its own: the key must never see it.
    const other = await brandWithCreatorCode(platform, 'OTRA10', { brand: 'Marca Ajena', creator: 'Olga Ajena' });
    await platform.api('POST', '/api/v1/test-sale', { token: other.brand.token, body: { couponCode: 'OTRA10', orderTotal: 300 } });

    const made = await makeKey(brandId, brand.token, { name: 'ERP', scopes: ['sales:read'] });
    expect(made.status).toBe(201);
    const key = made.json.key as string;
    expect(key).toMatch(/^afk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.json).toMatchObject({ name: 'ERP', scopes: ['sales:read'], prefix: key.slice(0, 16), lastUsedAt: null, revokedAt: null });
    // The list never holds the secret.
    const listed = await platform.api('GET', `/api/v1/brands/${brandId}/api-keys`, { token: brand.token });
    expect(listed.json).toEqual([expect.objectContaining({ id: made.json.id, prefix: key.slice(0, 16), createdByName: 'Marca Clave' })]);
    expect(listed.text).not.toContain(key.slice(17));

    const sales = await withKey(key, 'GET', '/transactions');
    expect(sales.status).toBe(200);
    expect(sales.json.items.map((t: { amountTotalCents: number }) => t.amountTotalCents)).toEqual([20_000]);
    expect(Number(sales.headers.get('x-ratelimit-remaining'))).toBeLessThan(API_KEY_REQUESTS_PER_MIN);
    // Naming another brand is refused as it is for the brand's owner.
    expect((await withKey(key, 'GET', `/transactions?brandId=${other.brandId}`)).status).toBe(403);

    // Routes outside its scopes, and routes no key may call, refuse it with the same words.
    for (const [method, path] of [
      ['GET', '/campaigns'],
      ['GET', '/auth/me'],
      ['GET', `/brands/${brandId}/api-keys`],
      ['POST', '/test-sale'],
    ] as const) {
      const refused = await withKey(key, method, path, method === 'POST' ? { couponCode: 'CLAVE10' } : undefined);
      expect({ path, status: refused.status, message: refused.json?.message }).toEqual({
        path,
        status: 403,
        message: API_KEY_TEXTS.scopeDenied,
      });
    }
    const minted = await withKey(key, 'POST', `/brands/${brandId}/api-keys`, { name: 'Otra', scopes: ['sales:read'] });
    expect(minted.status).toBe(403);

    // Its use is recorded; a wrong secret behind a real start, or any other string, is no key.
    await waitFor(
      async () =>
        (await platform.api('GET', `/api/v1/brands/${brandId}/api-keys`, { token: brand.token })).json[0].lastUsedAt ? true : undefined,
      { what: 'the key’s last use' },
    );
    for (const forged of [`${key.slice(0, 17)}${'A'.repeat(43)}`, 'afk_nada', `${key}x`]) {
      const res = await withKey(forged, 'GET', '/transactions');
      expect({ status: res.status, message: res.json?.message }).toEqual({ status: 401, message: API_KEY_TEXTS.invalid });
    }
    // A string that cannot be a key is refused by the gateway itself: identity is not asked (a
    // flood of made-up keys costs no lookup).
    const refusedByIdentity = async () =>
      Number(
        /afilia_bus_requests_total\{subject="identity\.api-key\.verify",outcome="UNAUTHENTICATED"\} (\d+)/.exec(
          await platform.metricsOf('identity'),
        )?.[1] ?? 0,
      );
    const before = await refusedByIdentity();
    for (let i = 0; i < 5; i++) expect((await withKey(`afk_${'z'.repeat(20)}${i}`, 'GET', '/transactions')).status).toBe(401);
    expect(await refusedByIdentity()).toBe(before);

    // Each of its requests is a line of the gateway's log with the key's name and start; no part
    // of the platform wrote its secret anywhere.
    const keyLines = platform
      .logLines('gateway')
      .filter((line) => line.msg === 'auth.api-key' && line.keyName === `ERP (${key.slice(0, 16)})`);
    expect(keyLines).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/v1/transactions', actorRole: 'brand', tenant: brandId }),
    );
    for (const part of ['gateway', 'identity', 'tracking'] as const)
      expect(platform.logLines(part).filter((line) => JSON.stringify(line).includes(key.slice(17)))).toEqual([]);

    // Revoked, it stops at once; the list keeps it, marked.
    const revoked = await platform.api('POST', `/api/v1/brands/${brandId}/api-keys/${made.json.id}/revoke`, {
      token: brand.token,
      body: {},
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    expect((await withKey(key, 'GET', '/transactions')).status).toBe(401);
    // Another brand cannot revoke, nor list, this brand's keys; a creator cannot make one.
    const again = await makeKey(brandId, brand.token, { name: 'ERP', scopes: ['sales:read', 'links:read'] });
    expect(again.status).toBe(201);
    expect(
      (await platform.api('POST', `/api/v1/brands/${brandId}/api-keys/${again.json.id}/revoke`, { token: other.brand.token, body: {} }))
        .status,
    ).toBe(404);
    expect((await platform.api('GET', `/api/v1/brands/${brandId}/api-keys`, { token: other.brand.token })).status).toBe(404);
    expect((await makeKey(brandId, creator.token, { name: 'X', scopes: ['sales:read'] })).status).toBe(404);
    expect((await withKey(again.json.key, 'GET', '/transactions')).status).toBe(200);
  });

  it('refuse a key without a name or scopes, with an unknown scope, or with an active key’s name, each on its field', async () => {
    const brand = await platform.signUp('brand', 'Marca Campos');
    const brandId = brand.user.brands[0].id as string;
    const cases: [unknown, string, string][] = [
      [{ name: '  ', scopes: ['sales:read'] }, 'name', API_KEY_TEXTS.nameRequired],
      [{ name: 'BI', scopes: [] }, 'scopes', API_KEY_TEXTS.scopesRequired],
      [{ name: 'BI', scopes: ['sales:write'] }, 'scopes.0', API_KEY_TEXTS.unknownScope],
      [{ name: 'BI' }, 'scopes', API_KEY_TEXTS.scopesRequired],
    ];
    for (const [body, field, message] of cases) expect((await makeKey(brandId, brand.token, body)).json).toMatchObject({ field, message });
    expect((await makeKey(brandId, brand.token, { name: 'BI', scopes: ['sales:read', 'sales:read'] })).json.scopes).toEqual(['sales:read']);
    expect(await makeKey(brandId, brand.token, { name: 'bi', scopes: ['links:read'] })).toMatchObject({
      status: 409,
      json: { field: 'name', message: API_KEY_TEXTS.nameTaken },
    });
  });

  it('stop acting for an agency the brand removed', async () => {
    const owner = await platform.signUp('brand', 'Marca Con Agencia');
    const brandId = owner.user.brands[0].id as string;
    const agency = await platform.signUp('agency', 'Agencia Clave');
    await platform.api('POST', `/api/v1/brands/${brandId}/agencies`, { token: owner.token, body: { email: agency.email } });
    // The agency's token names its brands: a new one once it is linked.
    const signedIn = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email: agency.email, password: 'Secreta123' } });
    const agencyToken = signedIn.json.accessToken as string;
    const made = await makeKey(brandId, agencyToken, { name: 'Reportes', scopes: ['campaigns:read'] });
    expect(made.status).toBe(201);
    expect((await withKey(made.json.key, 'GET', `/campaigns?brandId=${brandId}`)).status).toBe(200);
    const agencyId = (await platform.api('GET', `/api/v1/brands/${brandId}/agencies`, { token: owner.token })).json.agencies[0].agencyId;
    await platform.api('DELETE', `/api/v1/brands/${brandId}/agencies/${agencyId}`, { token: owner.token });
    await waitFor(async () => ((await withKey(made.json.key, 'GET', `/campaigns?brandId=${brandId}`)).status === 401 ? true : undefined), {
      what: 'the removed agency’s key refused',
    });
  });

  it(`counts a key's requests: past ${API_KEY_REQUESTS_PER_MIN} in a minute, 429 with when to try again`, async () => {
    const brand = await platform.signUp('brand', 'Marca Apurada');
    const made = await makeKey(brand.user.brands[0].id, brand.token, { name: 'Bucle', scopes: ['campaigns:read'] });
    const statuses: number[] = [];
    for (let sent = 0; sent < API_KEY_REQUESTS_PER_MIN; sent += 50)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => withKey(made.json.key, 'GET', '/campaigns')))).map((r) => r.status),
      );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const over = await withKey(made.json.key, 'GET', '/campaigns');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`stop an address that guesses keys: past ${API_KEY_FAILURES_PER_MIN} wrong ones in a minute, 429 without asking identity`, async () => {
    const brand = await platform.signUp('brand', 'Marca Adivinada');
    const made = await makeKey(brand.user.brands[0].id, brand.token, { name: 'Real', scopes: ['campaigns:read'] });
    const key = made.json.key as string;
    const guess = (i: number) => `${key.slice(0, 17)}${String(i).padStart(43, 'G')}`;
    // Each guess from one address, as behind the platform's ingress.
    const from = (address: string, presented: string) =>
      fetch(`${platform.baseUrl}/api/v1/campaigns`, { headers: { authorization: `Bearer ${presented}`, 'x-forwarded-for': address } });
    const guesser = '203.0.113.77';
    for (let i = 0; i < API_KEY_FAILURES_PER_MIN; i++) expect((await from(guesser, guess(i))).status).toBe(401);
    const asked = async () =>
      Number(
        /afilia_bus_requests_total\{subject="identity\.api-key\.verify",outcome="UNAUTHENTICATED"\} (\d+)/.exec(
          await platform.metricsOf('identity'),
        )?.[1] ?? 0,
      );
    const before = await asked();
    const stopped = await from(guesser, guess(99));
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right key waits out the minute from there; identity was not asked again.
    expect((await from(guesser, key)).status).toBe(429);
    expect(await asked()).toBe(before);
    // Another address is not held by the guesser's minute.
    expect((await from('203.0.113.78', key)).status).toBe(200);
    expect((await from('203.0.113.79', guess(100))).status).toBe(401);
  });
});
