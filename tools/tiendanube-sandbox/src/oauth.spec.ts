import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient, answer, fakeClock } from './test/sandbox-client.js';

const REDIRECT = 'https://app.example.com/tiendanube-callback';

describe('OAuth install flow', () => {
  const clock = fakeClock();
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await createSandbox({
      products: 2,
      appId: '4321',
      clientSecret: 'el-secreto',
      redirectUrl: REDIRECT,
      storeName: 'Moda Pampa',
      now: clock.now,
    });
  });
  afterAll(() => sandbox.close());

  /** Submits the consent form and returns the Location it redirects to. */
  async function decide(decision: 'approve' | 'cancel', state: string): Promise<URL> {
    const res = await fetch(`${sandbox.url}/apps/4321/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, decision }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  async function exchange(body: Record<string, string>, form = false) {
    const res = await fetch(`${sandbox.url}/apps/authorize/token`, {
      method: 'POST',
      headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    });
    return answer(res);
  }

  const grant = (code: string) => ({ client_id: '4321', client_secret: 'el-secreto', grant_type: 'authorization_code', code });

  it('shows a Spanish consent page with the store, the permissions and both buttons', async () => {
    const res = await fetch(`${sandbox.url}/apps/4321/authorize?state=abc123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Moda Pampa');
    expect(page).toContain('Autorizar');
    expect(page).toContain('Cancelar');
    expect(page).toContain('Ver tus productos');
    expect(page).toContain('Crear y modificar cupones de descuento');
    expect(page).toContain('value="abc123"');
    expect((await fetch(`${sandbox.url}/apps/9999/authorize?state=x`)).status).toBe(404);
  });

  it('redirects back with ?error=access_denied&state= when the merchant cancels', async () => {
    const location = await decide('cancel', 'st-1');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('redirects back with ?code=&state= and trades the code once for a working token', async () => {
    const location = await decide('approve', 'st-2');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-2');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f]{40}$/);

    const first = await exchange(grant(code));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{40}$/),
      token_type: 'bearer',
      scope: 'read_content,read_products,read_orders,read_customers,write_coupons,write_scripts',
      user_id: sandbox.storeId,
    });
    const store = await apiClient(sandbox, first.body.access_token)('GET', '/store');
    expect(store.status).toBe(200);

    const again = await exchange(grant(code));
    expect(again.status).toBe(200); // the real API's surprise: errors with HTTP 200
    expect(again.body.access_token).toBeUndefined();
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('already been used') });
  });

  it('answers a bad code or a bad secret with HTTP 200 and {error, error_description}', async () => {
    const bad = await exchange(grant('0000'));
    expect(bad.status).toBe(200);
    expect(bad.body.error).toBe('invalid_grant');
    const code = (await decide('approve', 's')).searchParams.get('code')!;
    const wrongSecret = await exchange({ ...grant(code), client_secret: 'otro' });
    expect(wrongSecret.status).toBe(200);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const wrongGrant = await exchange({ ...grant(code), grant_type: 'refresh_token' });
    expect(wrongGrant.body.error).toBe('unsupported_grant_type');
    expect((await exchange(grant(code))).body.access_token).toBeDefined(); // the code survived those
  });

  it('accepts a form-encoded exchange', async () => {
    const code = (await decide('approve', 's')).searchParams.get('code')!;
    const res = await exchange(grant(code), true);
    expect(res.body.token_type).toBe('bearer');
  });

  it('lets a code expire after 5 minutes', async () => {
    const late = (await decide('approve', 's')).searchParams.get('code')!;
    const inTime = (await decide('approve', 's')).searchParams.get('code')!;
    clock.advance(5 * 60 * 1000);
    expect((await exchange(grant(inTime))).body.access_token).toBeDefined();
    const lateCode = (await decide('approve', 's')).searchParams.get('code')!;
    clock.advance(5 * 60 * 1000 + 1);
    expect((await exchange(grant(late))).body).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('expired'),
    });
    expect((await exchange(grant(lateCode))).body.error).toBe('invalid_grant');
  });

  it('invalidates the previous token when a new one is issued', async () => {
    const first = (await exchange(grant((await decide('approve', 'a')).searchParams.get('code')!))).body.access_token;
    const second = (await exchange(grant((await decide('approve', 'b')).searchParams.get('code')!))).body.access_token;
    expect(second).not.toBe(first);
    expect((await apiClient(sandbox, first)('GET', '/store')).status).toBe(401);
    expect((await apiClient(sandbox, second)('GET', '/store')).status).toBe(200);
  });
});

describe('install from the store admin (authentication.md, step 1)', () => {
  it("shows the app's page with 'Instalar app', whose consent returns ?code= without a state", async () => {
    const sandbox = await createSandbox({ products: 0, appId: '4321', appName: 'Afilia', redirectUrl: REDIRECT });
    try {
      const home = await (await fetch(`${sandbox.url}/admin/`)).text();
      expect(home).toContain('href="/admin/aplicaciones/4321"');
      const page = await fetch(`${sandbox.url}/admin/aplicaciones/4321`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('No instalada');
      const install = /href="([^"]+)">Instalar app</.exec(text)?.[1];
      expect(install).toBe('/apps/4321/authorize');
      // The consent page carries no state, and neither does the way back.
      const consent = await (await fetch(`${sandbox.url}${install}`)).text();
      expect(consent).toContain('name="state" value=""');
      const back = await fetch(`${sandbox.url}/apps/4321/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: '', decision: 'approve' }).toString(),
        redirect: 'manual',
      });
      const location = new URL(back.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
      expect(location.searchParams.has('state')).toBe(false);
      expect((await fetch(`${sandbox.url}/admin/aplicaciones/9999`)).status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });

  it("says 'Instalada' once the app has a token", async () => {
    const sandbox = await createSandbox({ products: 0, appId: '4321', accessToken: 'a'.repeat(40) });
    try {
      expect(await (await fetch(`${sandbox.url}/admin/aplicaciones/4321`)).text()).toContain('Instalar de nuevo');
    } finally {
      await sandbox.close();
    }
  });
});

describe('autoApprove', () => {
  it('skips the consent page and redirects straight back with a code', async () => {
    const sandbox = await createSandbox({ products: 0, redirectUrl: 'http://127.0.0.1:1/cb?x=1', autoApprove: true });
    try {
      const res = await fetch(`${sandbox.authorizeUrl}?state=zz`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('x')).toBe('1');
      expect(location.searchParams.get('state')).toBe('zz');
      expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
    } finally {
      await sandbox.close();
    }
  });
});
