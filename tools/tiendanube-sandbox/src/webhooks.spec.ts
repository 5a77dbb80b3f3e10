import { createHmac } from 'node:crypto';
import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient } from './test/sandbox-client.js';
import { createWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const SECRET = 'secreto-de-la-app';
const hmacHex = (body: string, key: string) => createHmac('sha256', key).update(body, 'utf8').digest('hex');

describe('webhook registration', () => {
  let strict: Sandbox;
  let relaxed: Sandbox;

  beforeAll(async () => {
    strict = await createSandbox({ products: 1 });
    relaxed = await createSandbox({ products: 1, localUrls: true });
  });
  afterAll(async () => {
    await strict.close();
    await relaxed.close();
  });

  it('creates one: 201 {id, event, url, created_at, updated_at}, then lists, updates and deletes it', async () => {
    const call = apiClient(strict, strict.issueToken().access_token);
    const created = await call('POST', '/webhooks', { event: 'order/paid', url: 'https://afilia.example.com/webhooks/tiendanube' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      event: 'order/paid',
      url: 'https://afilia.example.com/webhooks/tiendanube',
      created_at: expect.stringMatching(/-03:00$/),
      updated_at: expect.stringMatching(/-03:00$/),
    });
    expect((await call('GET', '/webhooks?event=order/paid')).body).toEqual([created.body]);
    const again = await call('POST', '/webhooks', { event: 'order/paid', url: 'https://afilia.example.com/webhooks/tiendanube' });
    expect(again.status).toBe(422);
    expect(again.body.url).toEqual(['has already been taken for this event']);
    const moved = await call('PUT', `/webhooks/${created.body.id}`, { event: 'order/cancelled' });
    expect(moved.body.event).toBe('order/cancelled');
    expect((await call('DELETE', `/webhooks/${created.body.id}`)).body).toEqual({});
    // None left: the real API's empty list.
    expect((await call('GET', '/webhooks')).body).toEqual({ code: 404, message: 'Not Found', description: 'Last page is 0' });
  });

  it('refuses an unknown event with a 422 that lists the allowed ones', async () => {
    const call = apiClient(strict, strict.issueToken().access_token);
    const res = await call('POST', '/webhooks', { event: 'order/exploded', url: 'https://afilia.example.com/h' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body)).toEqual(['event']);
    expect(res.body.event[0]).toMatch(/^Invalid event specified\. Events allowed: /);
    for (const event of ['app/uninstalled', 'order/created', 'order/paid', 'order/cancelled', 'product/updated'])
      expect(res.body.event[0]).toContain(event);
  });

  it('by default wants https and no localhost, like the real API', async () => {
    const call = apiClient(strict, strict.issueToken().access_token);
    for (const url of [
      'http://afilia.example.com/h',
      'https://localhost/h',
      'https://127.0.0.1:8443/h',
      'not a url',
      'https://tienda.mitiendanube.com/h',
    ]) {
      const res = await call('POST', '/webhooks', { event: 'order/created', url });
      expect(res.status).toBe(422);
      expect(res.body.url[0]).toContain('invalid url specified');
    }
  });

  it('in its explicit local mode, accepts local http URLs so one machine receives webhooks', async () => {
    const call = apiClient(relaxed, relaxed.issueToken().access_token);
    const res = await call('POST', '/webhooks', { event: 'order/created', url: 'http://127.0.0.1:8080/webhooks/tiendanube' });
    expect(res.status).toBe(201);
    expect((await call('POST', '/webhooks', { event: 'order/created', url: 'ftp://example.com/h' })).status).toBe(422);
  });
});

describe('webhook delivery', () => {
  let sandbox: Sandbox;
  let receiver: WebhookReceiver;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createSandbox({ products: 20, clientSecret: SECRET, webhookRetryDelaysMs: [20, 20, 20], localUrls: true });
    receiver = await createWebhookReceiver({ secret: SECRET });
    call = apiClient(sandbox, sandbox.issueToken().access_token);
    for (const event of ['order/created', 'order/paid', 'order/cancelled', 'product/updated', 'product/deleted'])
      expect((await call('POST', '/webhooks', { event, url: receiver.urlFor('/webhooks/tiendanube') })).status).toBe(201);
  });
  beforeEach(async () => {
    await sandbox.settle();
    receiver.reset();
    sandbox.clearDeliveries();
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  it('POSTs {store_id, event, id} signed with the client secret (lowercase hex HMAC-SHA256 of the raw body)', async () => {
    const order = await sandbox.createOrder();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook!.path).toBe('/webhooks/tiendanube');
    expect(JSON.parse(hook!.body)).toEqual({ store_id: sandbox.storeId, event: 'order/created', id: order['id'] });
    expect(hook!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(hook!.signature).toBe(hmacHex(hook!.body, SECRET));
    expect(hook!.signature).not.toBe(hmacHex(hook!.body, 'otro-secreto'));
    expect(hook!.verified).toBe(true);
  });

  it('sends order/paid then order/updated only to the events registered', async () => {
    const order = await sandbox.createOrder();
    receiver.received.length = 0;
    await sandbox.payOrder(order['id'] as number);
    // order/updated has no subscription here, so only order/paid arrives.
    expect(receiver.received.map((h) => h.event)).toEqual(['order/paid']);
    const fetched = await call('GET', `/orders/${order['id']}`);
    expect(fetched.body.payment_status).toBe('paid');
  });

  it('tells a refund or a void without a cancel as order/updated (and order/voided), never order/cancelled', async () => {
    for (const event of ['order/updated', 'order/voided'])
      expect((await call('POST', '/webhooks', { event, url: receiver.urlFor('/webhooks/tiendanube') })).status).toBe(201);
    const refunded = await sandbox.createOrder({ paid: true });
    const voided = await sandbox.createOrder();
    receiver.received.length = 0;
    expect(await sandbox.refundOrder(refunded['id'] as number)).toMatchObject({ status: 'open', payment_status: 'refunded' });
    expect(await sandbox.voidOrder(voided['id'] as number)).toMatchObject({ status: 'open', payment_status: 'voided' });
    expect(receiver.received.map((h) => [h.event, JSON.parse(h.body).id])).toEqual([
      ['order/updated', refunded['id']],
      ['order/voided', voided['id']],
      ['order/updated', voided['id']],
    ]);
    // Over HTTP too; an order whose money already went back cannot be refunded again.
    const again = await fetch(`${sandbox.url}/_sandbox/orders/${refunded['id']}/refund`, { method: 'POST' });
    expect(again.status).toBe(422);
    const unpaid = await sandbox.createOrder();
    await expect(sandbox.refundOrder(unpaid['id'] as number)).rejects.toMatchObject({ status: 422 });
  });

  it('duplicate: delivers every notification twice, byte for byte', async () => {
    const order = await sandbox.createOrder({ delivery: 'duplicate' });
    expect(receiver.received.map((h) => h.event)).toEqual(['order/created', 'order/created']);
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    expect(JSON.parse(receiver.received[0]!.body).id).toBe(order['id']);
    expect(receiver.received.every((h) => h.verified)).toBe(true);
  });

  it('out-of-order: order/paid arrives before order/created', async () => {
    const order = await sandbox.createOrder({ paid: true, delivery: 'out-of-order' });
    expect(receiver.received.map((h) => h.event)).toEqual(['order/paid', 'order/created']);
    expect(receiver.received.every((h) => JSON.parse(h.body).id === order['id'])).toBe(true);
    const normal = await sandbox.createOrder({ paid: true });
    expect(receiver.received.slice(2).map((h) => [h.event, JSON.parse(h.body).id])).toEqual([
      ['order/created', normal['id']],
      ['order/paid', normal['id']],
    ]);
  });

  it('bad-signature: the header is well formed but does not match the client secret', async () => {
    receiver.respondWith((hook) => (hook.verified ? 200 : 401));
    await sandbox.createOrder({ delivery: 'bad-signature' });
    await sandbox.settle();
    expect(receiver.received.length).toBeGreaterThanOrEqual(1);
    for (const hook of receiver.received) {
      expect(hook.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(hook.signature).not.toBe(hmacHex(hook.body, SECRET));
      expect(hook.verified).toBe(false);
    }
    const attempts = sandbox.deliveries({ event: 'order/created' });
    expect(attempts.every((a) => a.mode === 'bad-signature' && !a.signature_valid && a.status === 401)).toBe(true);
  });

  it('retries a delivery that did not get a 2xx, and records every attempt', async () => {
    receiver.respondWith((_hook, n) => (n < 2 ? 500 : 200));
    const order = await sandbox.createOrder();
    await sandbox.settle();
    expect(receiver.received.map((h) => h.status)).toEqual([500, 500, 200]);
    const attempts = sandbox.deliveries({ event: 'order/created' });
    expect(attempts.map((a) => [a.attempt, a.status, a.ok])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
    expect(new Set(attempts.map((a) => a.delivery_id)).size).toBe(1);
    expect(attempts[0]!.payload).toEqual({ store_id: sandbox.storeId, event: 'order/created', id: order['id'] });

    const listed = await fetch(`${sandbox.url}/_sandbox/deliveries?event=order/created&settle=true`);
    expect(((await listed.json()) as Array<{ status: number }>).map((a: { status: number }) => a.status)).toEqual([500, 500, 200]);
  });

  it('gives up after the configured retries', async () => {
    receiver.respondWith(() => 503);
    await sandbox.createOrder();
    await sandbox.settle();
    expect(receiver.received).toHaveLength(4); // the first attempt and 3 retries
    expect(sandbox.deliveries().every((a) => !a.ok)).toBe(true);
  });

  it('sends product/updated and product/deleted when the merchant edits the catalogue', async () => {
    const [product] = (await call('GET', '/products?per_page=1')).body;
    await sandbox.updateProduct(product.id, { published: false });
    await sandbox.deleteProduct(product.id);
    expect(receiver.received.map((h) => [h.event, JSON.parse(h.body).id])).toEqual([
      ['product/updated', product.id],
      ['product/deleted', product.id],
    ]);
    expect((await call('GET', `/products/${product.id}`)).status).toBe(404);
  });

  it('sends nothing while the store answers 402, and app/suspended / app/resumed around it', async () => {
    expect((await call('POST', '/webhooks', { event: 'app/suspended', url: receiver.urlFor('/app') })).status).toBe(201);
    expect((await call('POST', '/webhooks', { event: 'app/resumed', url: receiver.urlFor('/app') })).status).toBe(201);
    await sandbox.setPaymentRequired(true);
    await sandbox.createOrder();
    await sandbox.setPaymentRequired(false);
    expect(receiver.received.map((h) => h.event)).toEqual(['app/suspended', 'app/resumed']);
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ store_id: sandbox.storeId, event: 'app/suspended', id: 5005 });
  });
});

describe('uninstall', () => {
  it('revokes the token, then sends app/uninstalled, then store/redact after the delay', async () => {
    const receiver = await createWebhookReceiver({ secret: SECRET });
    const sandbox = await createSandbox({
      products: 3,
      appId: '777',
      clientSecret: SECRET,
      privacyUrls: { storeRedact: receiver.urlFor('/privacy/store-redact') },
      redactDelayMs: 150,
      localUrls: true,
      portalScripts: [{ id: 31, src: 'https://cdn.example.com/pixel.js', where: 'checkout' }],
    });
    try {
      const call = apiClient(sandbox, sandbox.issueToken().access_token);
      expect((await call('POST', '/webhooks', { event: 'app/uninstalled', url: receiver.urlFor('/uninstalled') })).status).toBe(201);
      expect((await call('POST', '/scripts', { script_id: 31 })).status).toBe(201);

      let statusSeenByHandler = 0;
      receiver.respondWith(() => 200);
      const uninstalling = sandbox.uninstall();
      await receiver.waitFor((r) => r.length >= 1);
      statusSeenByHandler = (await call('GET', '/store')).status;
      await uninstalling;

      expect(statusSeenByHandler).toBe(401); // the token was already revoked when the webhook arrived
      expect(receiver.received.map((h) => h.path)).toEqual(['/uninstalled']);
      expect(JSON.parse(receiver.received[0]!.body)).toEqual({ store_id: sandbox.storeId, event: 'app/uninstalled', id: 777 });
      expect(receiver.received[0]!.verified).toBe(true);

      await receiver.waitFor((r) => r.length >= 2, 3000);
      expect(receiver.received[1]!.path).toBe('/privacy/store-redact');
      expect(JSON.parse(receiver.received[1]!.body)).toEqual({ store_id: sandbox.storeId });
      expect(receiver.received[1]!.verified).toBe(true);

      // Installing again starts clean: scripts and webhooks went with the old installation.
      const again = apiClient(sandbox, sandbox.issueToken().access_token);
      expect((await again('GET', '/webhooks')).body).toEqual({ code: 404, message: 'Not Found', description: 'Last page is 0' });
      expect((await again('GET', '/scripts')).body).toEqual({ code: 404, message: 'Not Found', description: 'Last page is 0' });
      await expect(sandbox.uninstall()).resolves.toBeUndefined();
      await expect(sandbox.uninstall()).rejects.toMatchObject({ status: 422 });
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('records store/redact as undeliverable when no privacy URL is configured', async () => {
    const sandbox = await createSandbox({ products: 1, redactDelayMs: 10 });
    try {
      sandbox.issueToken();
      await sandbox.uninstall();
      const [attempt] = await sandbox.waitForDeliveries((a) => a.some((x) => x.event === 'store/redact'));
      expect(attempt).toMatchObject({ event: 'store/redact', url: null, ok: false, status: null });
    } finally {
      await sandbox.close();
    }
  });
});

describe('close', () => {
  it('does not wait for a receiver that never answers', async () => {
    const receiver = await createWebhookReceiver({ secret: SECRET });
    receiver.respondWith(() => 0);
    const sandbox = await createSandbox({ products: 3, clientSecret: SECRET, localUrls: true });
    try {
      const call = apiClient(sandbox, sandbox.issueToken().access_token);
      await call('POST', '/webhooks', { event: 'order/created', url: receiver.urlFor('/slow') });
      void sandbox.createOrder();
      await receiver.waitFor((r) => r.length === 1);
      const started = Date.now();
      await sandbox.close();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(sandbox.deliveries()[0]).toMatchObject({ event: 'order/created', ok: false, status: null });
    } finally {
      await receiver.close();
    }
  });
});
