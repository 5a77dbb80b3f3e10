import { createHmac } from 'node:crypto';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from './create-sandbox.js';
import { answer, apiClient } from './test/client.js';
import { createReceiver, type Receiver } from './test/receiver.js';

const SECRET = 'secreto-de-checkout-0123456789';

function preferenceBody(receiver: Receiver | null, overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { id: 'statement-42', title: 'Comisiones de marzo', quantity: 1, unit_price: 1000, currency_id: 'ARS' },
      { title: 'Cargo & <servicio>', quantity: 2, unit_price: 117.25, currency_id: 'ARS' },
    ],
    external_reference: 'statement-42',
    ...(receiver ? { notification_url: receiver.urlFor('/webhooks/mercadopago') } : {}),
    back_urls: {
      success: 'https://marca.example/pagos/ok?origen=mp',
      failure: 'https://marca.example/pagos/error',
      pending: 'https://marca.example/pagos/pendiente',
    },
    auto_return: 'approved',
    ...overrides,
  };
}

const pay = (sandbox: MercadoPagoSandbox, prefId: string) =>
  fetch(`${sandbox.url}/checkout/v1/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pref_id: prefId }).toString(),
    redirect: 'manual',
  });

describe('Checkout Pro: preference → checkout page → payment → notification', () => {
  let sandbox: MercadoPagoSandbox;
  let receiver: Receiver;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    receiver = await createReceiver();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    // The application's webhook, as configured in 'Your integrations'.
    sandbox = await createMercadoPagoSandbox({ webhookSecret: SECRET, webhookUrl: receiver.urlFor('/webhooks/mercadopago') });
    call = apiClient(sandbox);
  });
  afterEach(() => sandbox.close());
  afterAll(() => receiver.close());

  it('goes from the preference to an approved payment, its notification and back to the merchant', async () => {
    const created = await call('POST', '/checkout/preferences', preferenceBody(null));
    expect(created.status).toBe(201);
    const pref = created.body;
    expect(pref).toEqual({
      id: expect.stringMatching(new RegExp(`^${sandbox.collectorId}-[0-9a-f-]{36}$`)),
      collector_id: sandbox.collectorId,
      init_point: `${sandbox.url}/checkout/v1/redirect?pref_id=${pref.id}`,
      sandbox_init_point: `${sandbox.url}/checkout/v1/redirect?pref_id=${pref.id}`,
      items: preferenceBody(null).items,
      external_reference: 'statement-42',
      notification_url: null,
      back_urls: preferenceBody(null).back_urls,
      auto_return: 'approved',
      date_created: expect.any(String),
    });
    expect((await call('GET', `/checkout/preferences/${pref.id}`)).body).toEqual(pref);

    // The page a browser gets at init_point: no token needed.
    const page = await fetch(pref.init_point);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('<title>Mercado Pago (sandbox) – Pagar</title>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h1>Pagá con Mercado Pago</h1>');
    expect(html).toContain('$ 1.234,50'); // 1000 + 2 × 117,25
    expect(html).toContain('$ 234,50');
    expect(html).toContain('Cargo &amp; &lt;servicio&gt;');
    expect(html).not.toContain('<servicio>');
    expect(html).toContain('<form method="post" action="/checkout/v1/pay">');
    expect(html).toContain(`<input type="hidden" name="pref_id" value="${pref.id}">`);
    expect(html).toContain('<button type="submit">Pagar</button>');
    expect(html).toMatch(/<a [^>]*href="https:\/\/marca\.example\/pagos\/error"[^>]*>Cancelar<\/a>/);
    expect(html).toContain('width=device-width');

    // Paying: 303 back to the success URL, its own query kept, Checkout Pro's parameters added.
    const paid = await pay(sandbox, pref.id);
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://marca.example/pagos/ok');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      origen: 'mp',
      collection_id: '1000000001',
      collection_status: 'approved',
      payment_id: '1000000001',
      status: 'approved',
      external_reference: 'statement-42',
      preference_id: pref.id,
    });

    // The payment notification, to the application's webhook, signed with its secret.
    const [hook] = await receiver.waitFor(1);
    expect(hook!.url).toBe('/webhooks/mercadopago?data.id=1000000001&type=payment');
    expect(JSON.parse(hook!.body)).toMatchObject({
      live_mode: false,
      type: 'payment',
      action: 'payment.created',
      api_version: 'v1',
      user_id: sandbox.collectorId,
      data: { id: '1000000001' },
    });
    const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(hook!.headers['x-signature'] as string)!;
    const manifest = `id:1000000001;request-id:${hook!.headers['x-request-id']};ts:${ts};`;
    expect(v1).toBe(createHmac('sha256', SECRET).update(manifest).digest('hex'));

    // Reading the payment back, as a receiver does after a notification.
    const payment = await call('GET', '/v1/payments/1000000001');
    expect(payment.status).toBe(200);
    expect(payment.body).toEqual({
      id: 1000000001,
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 1234.5,
      currency_id: 'ARS',
      external_reference: 'statement-42',
      preference_id: pref.id,
      collector_id: sandbox.collectorId,
      date_created: expect.any(String),
      date_approved: expect.any(String),
      payment_method_id: 'account_money',
      payer: { email: 'comprador@sandbox.mercadopago.test' },
    });
    expect((await call('GET', '/v1/payments/999')).status).toBe(404);

    // Paying the same link again is another payment, as on the real checkout.
    const again = await pay(sandbox, pref.id);
    expect(new URL(again.headers.get('location')!).searchParams.get('payment_id')).toBe('1000000002');
    expect(sandbox.payments.size).toBe(2);
  });

  it("notifies a preference's own notification_url instead, with a signature its secret does not validate (IPN)", async () => {
    const created = await call('POST', '/checkout/preferences', preferenceBody(receiver));
    expect(created.body.notification_url).toBe(receiver.urlFor('/webhooks/mercadopago'));
    const paid = await pay(sandbox, created.body.id);
    const paymentId = new URL(paid.headers.get('location')!).searchParams.get('payment_id');
    // Only to the preference's URL (it takes precedence over the application's webhook).
    const ofThisPayment = () => receiver.received.filter((h) => new URL(h.url, 'http://x').searchParams.get('data.id') === paymentId);
    // Polled, not slept: a busy machine only makes it wait longer.
    for (const deadline = Date.now() + 15_000; ofThisPayment().length === 0 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 20));
    const hooks = ofThisPayment();
    expect(hooks).toHaveLength(1);
    expect(sandbox.notifications.map((n) => n.url)).toEqual([
      `${receiver.urlFor('/webhooks/mercadopago')}?data.id=${paymentId}&type=payment`,
    ]);
    const [hook] = hooks;
    const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(hook!.headers['x-signature'] as string)!;
    const dataId = new URL(hook!.url, 'http://x').searchParams.get('data.id');
    const manifest = `id:${dataId};request-id:${hook!.headers['x-request-id']};ts:${ts};`;
    expect(v1).not.toBe(createHmac('sha256', SECRET).update(manifest).digest('hex'));
  });

  it('without a success URL shows "Pago aprobado"; without notification_url nor webhook sends nothing; no reference is "null"', async () => {
    await sandbox.close();
    sandbox = await createMercadoPagoSandbox({ webhookSecret: SECRET });
    call = apiClient(sandbox);
    const created = await call('POST', '/checkout/preferences', {
      items: [{ title: 'Plan', quantity: 1, unit_price: 10, currency_id: 'ARS' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ external_reference: null, notification_url: null, back_urls: {}, auto_return: null });
    const page = await (await fetch(created.body.init_point)).text();
    expect(page).not.toContain('Cancelar');
    const paid = await pay(sandbox, created.body.id);
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).toContain('<h1>Pago aprobado</h1>');
    expect(html).toContain('$ 10,00');
    expect(sandbox.notifications).toHaveLength(0);

    const withSuccess = await call('POST', '/checkout/preferences', {
      items: [{ title: 'Plan', quantity: 1, unit_price: 10, currency_id: 'ARS' }],
      back_urls: { success: 'https://marca.example/ok#fin' },
    });
    const redirected = await pay(sandbox, withSuccess.body.id);
    const location = redirected.headers.get('location')!;
    expect(location).toMatch(/^https:\/\/marca\.example\/ok\?collection_id=\d+&.*#fin$/);
    expect(new URL(location).searchParams.get('external_reference')).toBe('null');
  });

  it('answers 404 pages for an unknown preference and a 400 page when pref_id is missing', async () => {
    const page = await fetch(`${sandbox.url}/checkout/v1/redirect?pref_id=1-nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<html lang="es-AR">');
    expect((await pay(sandbox, '1-nope')).status).toBe(404);
    const missing = await fetch(`${sandbox.url}/checkout/v1/pay`, { method: 'POST', body: '', redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect((await call('GET', '/checkout/preferences/1-nope')).body).toMatchObject({ error: 'not_found', status: 404 });
    expect(sandbox.payments.size).toBe(0);
  });

  it('builds init_point on publicUrl when one is given', async () => {
    const behindProxy = await createMercadoPagoSandbox({ publicUrl: 'https://mp.sandbox.example/' });
    try {
      const created = await apiClient(behindProxy)('POST', '/checkout/preferences', {
        items: [{ title: 'Plan', quantity: 1, unit_price: 10, currency_id: 'ARS' }],
      });
      expect(created.body.init_point).toBe(`https://mp.sandbox.example/checkout/v1/redirect?pref_id=${created.body.id}`);
      expect(behindProxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('honours an X-Idempotency-Key when one is sent', async () => {
    const first = await call('POST', '/checkout/preferences', preferenceBody(null), { 'X-Idempotency-Key': 'statement-42' });
    const again = await call('POST', '/checkout/preferences', preferenceBody(null), { 'X-Idempotency-Key': 'statement-42' });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(sandbox.preferences.size).toBe(1);
    const other = await call('POST', '/checkout/preferences', preferenceBody(null, { external_reference: 'x' }), {
      'X-Idempotency-Key': 'statement-42',
    });
    expect(other.status).toBe(409);
  });

  it('refuses bad preferences with a 400 that names the field', async () => {
    const item = { title: 'Plan', quantity: 1, unit_price: 10, currency_id: 'ARS' };
    const cases: [unknown, string][] = [
      [{ items: [] }, 'items must have at least one item'],
      [{}, 'items is required'],
      [{ items: [{ ...item, title: undefined }] }, 'items[0].title is required'],
      [{ items: [{ ...item, quantity: 0 }] }, 'items[0].quantity must be at least 1'],
      [{ items: [{ ...item, quantity: 1.5 }] }, 'items[0].quantity must be an integer'],
      [{ items: [{ ...item, unit_price: -5 }] }, 'items[0].unit_price must be greater than 0'],
      [{ items: [item, { ...item, unit_price: 1.001 }] }, 'items[1].unit_price must be greater than 0 with at most 2 decimals'],
      [{ items: [{ ...item, currency_id: 'USD' }] }, "items[0].currency_id must be 'ARS'"],
      [{ items: [item], notification_url: 'not a url' }, 'notification_url must be an absolute http(s) URL'],
      [{ items: [item], back_urls: { success: 'ftp://x.example/' } }, 'back_urls.success must be an absolute http(s) URL'],
      [{ items: [item], auto_return: 'approved' }, 'back_urls.success must be defined when auto_return is set'],
      [{ items: [item], auto_return: 'all' }, "auto_return must be 'approved'"],
    ];
    for (const [body, message] of cases) {
      const res = await answer(
        await fetch(`${sandbox.url}/checkout/preferences`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${sandbox.accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      expect({ message, status: res.status, error: res.body.error, cause: res.body.cause }).toEqual({
        message,
        status: 400,
        error: 'bad_request',
        cause: [],
      });
      expect(res.body.message).toContain(message);
    }
    expect(sandbox.preferences.size).toBe(0);
  });

  it('finds a reference’s payments at /v1/payments/search, newest first; lost notifications are recorded, never sent', async () => {
    sandbox.loseNotifications(true);
    const created = await call('POST', '/checkout/preferences', preferenceBody(null));
    await pay(sandbox, created.body.id);
    await pay(sandbox, created.body.id);
    const found = await call('GET', '/v1/payments/search?external_reference=statement-42');
    expect(found.status).toBe(200);
    expect(found.body.paging).toEqual({ total: 2, limit: 30, offset: 0 });
    expect(found.body.results.map((p: { id: number }) => p.id)).toEqual([1000000002, 1000000001]);
    expect((await call('GET', '/v1/payments/search?external_reference=otra')).body.results).toEqual([]);
    expect(sandbox.notifications.map((n) => n.attempts)).toEqual([0, 0]);
    expect(receiver.received).toEqual([]);
  });
});

describe('an approved payment reversed afterwards', () => {
  it('is refunded or charged back once, and notified as an update to the application’s webhook', async () => {
    const receiver = await createReceiver();
    const sandbox = await createMercadoPagoSandbox({ webhookSecret: SECRET, webhookUrl: receiver.urlFor('/webhooks/mercadopago') });
    try {
      const call = apiClient(sandbox);
      const created = await call('POST', '/checkout/preferences', preferenceBody(null));
      const paid = await pay(sandbox, created.body.id);
      const paymentId = new URL(paid.headers.get('location')!).searchParams.get('payment_id')!;
      await receiver.waitFor(1);
      const res = await fetch(`${sandbox.url}/_sandbox/payments/${paymentId}/chargeback`, { method: 'POST' });
      expect(await res.json()).toMatchObject({ status: 'charged_back', status_detail: 'settled' });
      const [, update] = await receiver.waitFor(2);
      expect(JSON.parse(update!.body)).toMatchObject({ action: 'payment.updated', data: { id: paymentId } });
      expect((await call('GET', `/v1/payments/${paymentId}`)).body.status).toBe('charged_back');
      await expect(sandbox.reversePayment(paymentId, 'refunded')).rejects.toMatchObject({ status: 409 });
      await expect(sandbox.reversePayment('999', 'refunded')).rejects.toMatchObject({ status: 404 });
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });
});
