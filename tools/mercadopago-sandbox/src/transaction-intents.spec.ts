import { generateKeyPairSync, sign } from 'node:crypto';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from './create-sandbox.js';
import { SandboxError } from './http.js';
import { apiClient, transferBody } from './test/client.js';
import { createReceiver, type Receiver } from './test/receiver.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = 'secreto-de-notificaciones-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /v1/transaction-intents/process', () => {
  let sandbox: MercadoPagoSandbox;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    sandbox = await createMercadoPagoSandbox({ settle: 'manual' });
    call = apiClient(sandbox);
  });
  afterEach(() => sandbox.close());

  it('requires X-Idempotency-Key: 400, and creates nothing', async () => {
    const res = await call('POST', '/v1/transaction-intents/process', transferBody());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'the X-Idempotency-Key header is required', error: 'bad_request', status: 400, cause: [] });
    expect((await call('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': '  ' })).status).toBe(400);
    expect(sandbox.intents.size).toBe(0);
  });

  it('accepts a transfer: 201 with the intent approved/in_process and the transaction as sent', async () => {
    const body = transferBody({
      reference: 'payout-7',
      amount: 1500.25,
      to: { type: 'alias', number: 'ana.perez.mp', holder: 'Ana Pérez' },
    });
    const res = await call('POST', '/v1/transaction-intents/process', body, { 'X-Idempotency-Key': 'payout-7' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(UUID),
      external_reference: 'payout-7',
      status: 'approved',
      status_detail: 'in_process',
      created_date: expect.any(String),
      last_updated_date: expect.any(String),
      point_of_interaction: { type: 'PSP_TRANSFER' },
      transaction: body.transaction,
    });
    expect(new Date(res.body.created_date).toISOString()).toBe(res.body.created_date);
    const read = await call('GET', `/v1/transaction-intents/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    expect(sandbox.intents.get(res.body.id)?.external_reference).toBe('payout-7');
  });

  it('answers a retry with the same key and body with the first answer, creating nothing more', async () => {
    const first = await call('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': 'batch-1/creator-9' });
    expect(first.status).toBe(201);
    // The same body written differently: other key order, 1234.50 for 1234.5.
    const body = transferBody();
    const reordered = `{"transaction":{"total_amount":1234.50,"to":${JSON.stringify(body.transaction.to)},"from":{"accounts":[{"amount":1234.50}]}},"point_of_interaction":{"type":"PSP_TRANSFER"},"external_reference":"payout-0001"}`;
    const again = await call('POST', '/v1/transaction-intents/process', reordered, { 'X-Idempotency-Key': 'batch-1/creator-9' });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(sandbox.intents.size).toBe(1);

    const other = await call('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': 'batch-1/creator-10' });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    expect(sandbox.intents.size).toBe(2);
  });

  it('answers 409 conflict when a key is reused with another body', async () => {
    expect((await call('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': 'k-1' })).status).toBe(201);
    const res = await call('POST', '/v1/transaction-intents/process', transferBody({ amount: 99 }), { 'X-Idempotency-Key': 'k-1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: expect.stringContaining("'k-1'"), error: 'conflict', status: 409, cause: [] });
    expect(sandbox.intents.size).toBe(1);
  });

  it('refuses bad bodies with a 400 that names the field', async () => {
    const cases: [string, (b: any) => unknown, string][] = [
      ['no external_reference', (b) => ({ ...b, external_reference: undefined }), 'external_reference is required'],
      [
        'a long external_reference',
        (b) => ({ ...b, external_reference: 'x'.repeat(65) }),
        'external_reference must be at most 64 characters',
      ],
      [
        'another point of interaction',
        (b) => ({ ...b, point_of_interaction: { type: 'PIX' } }),
        "point_of_interaction.type must be 'PSP_TRANSFER'",
      ],
      [
        'two destinations',
        (b) => ({
          ...b,
          transaction: { ...b.transaction, to: { accounts: [b.transaction.to.accounts[0], b.transaction.to.accounts[0]] } },
        }),
        'transaction.to.accounts must have exactly one account',
      ],
      [
        'a zero total',
        (b) => ({ ...b, transaction: { ...b.transaction, total_amount: 0 } }),
        'transaction.total_amount must be greater than 0',
      ],
      [
        'three decimals',
        (b) => ({ ...b, transaction: { ...b.transaction, from: { accounts: [{ amount: 1234.505 }] } } }),
        'transaction.from.accounts[0].amount must be greater than 0 with at most 2 decimals',
      ],
      [
        'sums that disagree',
        (b) => ({ ...b, transaction: { ...b.transaction, total_amount: 1000 } }),
        'transaction.from.accounts amounts must add up to transaction.total_amount',
      ],
      [
        'a short CVU',
        (b) => ({ ...b, transaction: { ...b.transaction, to: { accounts: [{ ...b.transaction.to.accounts[0], number: '123' }] } } }),
        'transaction.to.accounts[0].number must be a CVU or CBU of 22 digits',
      ],
      [
        'a bad e-mail',
        (b) => ({
          ...b,
          transaction: { ...b.transaction, to: { accounts: [{ ...b.transaction.to.accounts[0], type: 'mercadopago', number: 'ana@' }] } },
        }),
        'transaction.to.accounts[0].number must be the e-mail of a Mercado Pago account',
      ],
      [
        'an unknown destination type',
        (b) => ({ ...b, transaction: { ...b.transaction, to: { accounts: [{ ...b.transaction.to.accounts[0], type: 'pix' }] } } }),
        "transaction.to.accounts[0].type must be 'cvu' or 'alias' or 'mercadopago'",
      ],
      [
        'no holder',
        (b) => ({ ...b, transaction: { ...b.transaction, to: { accounts: [{ ...b.transaction.to.accounts[0], holder: undefined }] } } }),
        'transaction.to.accounts[0].holder is required',
      ],
      [
        'a relative notification_url',
        (b) => ({ ...b, seller_configuration: { notification_info: { notification_url: '/webhooks' } } }),
        'seller_configuration.notification_info.notification_url must be an absolute http(s) URL',
      ],
      ['an array', () => [], 'the body must be a JSON object'],
    ];
    for (const [name, mutate, message] of cases) {
      const res = await call('POST', '/v1/transaction-intents/process', mutate(transferBody()), { 'X-Idempotency-Key': `bad-${name}` });
      expect({ name, status: res.status, error: res.body?.error }).toEqual({ name, status: 400, error: 'bad_request' });
      expect({ name, message: res.body.message }).toEqual({ name, message: expect.stringContaining(message) });
    }
    expect(sandbox.intents.size).toBe(0);
    // A refused request does not burn its key: the corrected one goes through.
    const fixed = await call('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': 'bad-a zero total' });
    expect(fixed.status).toBe(201);
  });

  it('answers 404 for an unknown intent', async () => {
    const res = await call('GET', '/v1/transaction-intents/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found', status: 404, cause: [] });
  });
});

describe('settling transfers', () => {
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await createReceiver();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respondWith(() => 200);
  });
  afterAll(() => receiver.close());

  async function transfer(sandbox: MercadoPagoSandbox, to?: { type: string; number: string }, key = 'k') {
    const res = await apiClient(sandbox)(
      'POST',
      '/v1/transaction-intents/process',
      transferBody({ to, notificationUrl: receiver.urlFor('/webhooks/mercadopago?source=mp') }),
      { 'X-Idempotency-Key': key },
    );
    expect(res.status).toBe(201);
    return res.body as { id: string; created_date: string };
  }

  it('auto: becomes processed/approved by itself and notifies as Payouts do: the transaction in the body, no data.id, no signature', async () => {
    const sandbox = await createMercadoPagoSandbox({ webhookSecret: SECRET, settleDelayMs: 20 });
    try {
      const intent = await transfer(sandbox);
      const [hook] = await receiver.waitFor(1);
      expect(hook!.method).toBe('POST');
      // The transfer's own notification_url, as given.
      expect(hook!.url).toBe('/webhooks/mercadopago?source=mp');
      expect(hook!.headers['content-type']).toBe('application/json');
      expect(hook!.headers['x-signature']).toBeUndefined();
      expect(JSON.parse(hook!.body)).toEqual({
        id: intent.id,
        external_reference: 'payout-0001',
        created_date: intent.created_date,
        last_updated_date: expect.any(String),
      });

      const read = await apiClient(sandbox)('GET', `/v1/transaction-intents/${intent.id}`);
      expect(read.body).toMatchObject({ status: 'processed', status_detail: 'approved' });
      expect(Date.parse(read.body.last_updated_date)).toBeGreaterThan(Date.parse(intent.created_date));
      expect(sandbox.notifications).toHaveLength(1);
      expect(sandbox.notifications[0]).toMatchObject({
        type: 'transaction_intent',
        dataId: intent.id,
        signature: null,
        attempts: 1,
        lastStatus: 200,
      });
    } finally {
      await sandbox.close();
    }
  });

  it('auto: a destination in rejectDestinations (any case) ends rejected/by_bank; others are processed', async () => {
    const sandbox = await createMercadoPagoSandbox({ settleDelayMs: 5, rejectDestinations: ['ANA.PEREZ.MP'] });
    try {
      const rejected = await transfer(sandbox, { type: 'alias', number: 'ana.perez.mp' }, 'k-1');
      const processed = await transfer(sandbox, { type: 'alias', number: 'beto.gomez.mp' }, 'k-2');
      await receiver.waitFor(2);
      expect(sandbox.intents.get(rejected.id)).toMatchObject({ status: 'rejected', status_detail: 'by_bank' });
      expect(sandbox.intents.get(processed.id)).toMatchObject({ status: 'processed', status_detail: 'approved' });
      const ids = receiver.received.map((h) => (JSON.parse(h.body) as { id: string }).id).sort();
      expect(ids).toEqual([rejected.id, processed.id].sort());
    } finally {
      await sandbox.close();
    }
  });

  it('manual: stays in process until settle(), which sends the notification; a second settle is a 409', async () => {
    const sandbox = await createMercadoPagoSandbox({ settle: 'manual', settleDelayMs: 0 });
    try {
      const intent = await transfer(sandbox);
      await sleep(60);
      expect(sandbox.intents.get(intent.id)).toMatchObject({ status: 'approved', status_detail: 'in_process' });
      expect(receiver.received).toHaveLength(0);

      await sandbox.settle(intent.id, 'rejected');
      // settle() resolves once the first send is answered.
      expect(receiver.received).toHaveLength(1);
      const read = await apiClient(sandbox)('GET', `/v1/transaction-intents/${intent.id}`);
      expect(read.body).toMatchObject({ status: 'rejected', status_detail: 'by_bank' });

      const twice = sandbox.settle(intent.id, 'processed');
      await expect(twice).rejects.toBeInstanceOf(SandboxError);
      await expect(twice).rejects.toMatchObject({ status: 409 });
      await expect(sandbox.settle('no-such-intent', 'processed')).rejects.toMatchObject({ status: 404 });
    } finally {
      await sandbox.close();
    }
  });

  it('returns a processed transfer (the destination bank sent it back): refunded, notified; only a processed one', async () => {
    const sandbox = await createMercadoPagoSandbox({ settle: 'manual' });
    try {
      const intent = await transfer(sandbox);
      await expect(sandbox.returnTransfer(intent.id)).rejects.toMatchObject({ status: 409 });
      await sandbox.settle(intent.id, 'processed');
      receiver.received.length = 0;
      const res = await fetch(`${sandbox.url}/_sandbox/transaction-intents/${intent.id}/return`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: intent.id, status: 'refunded', status_detail: 'refunded' });
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ id: intent.id, external_reference: 'payout-0001' });
      await expect(sandbox.returnTransfer(intent.id)).rejects.toMatchObject({ status: 409 });
    } finally {
      await sandbox.close();
    }
  });

  it('manual over HTTP: POST /_sandbox/transaction-intents/{id}/settle answers the intent', async () => {
    const sandbox = await createMercadoPagoSandbox({ settle: 'manual' });
    try {
      const intent = await transfer(sandbox);
      const settle = (id: string, body: unknown) =>
        fetch(`${sandbox.url}/_sandbox/transaction-intents/${id}/settle`, { method: 'POST', body: JSON.stringify(body) });
      const bad = await settle(intent.id, { status: 'approved' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe("status must be 'processed' or 'rejected'");
      expect((await settle('nope', { status: 'processed' })).status).toBe(404);
      const res = await settle(intent.id, { status: 'processed' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: intent.id, status: 'processed', status_detail: 'approved' });
      expect(receiver.received).toHaveLength(1);
      expect((await settle(intent.id, { status: 'processed' })).status).toBe(409);
    } finally {
      await sandbox.close();
    }
  });

  it('sends nothing for a transfer without notification_url, and close() cancels a pending settle', async () => {
    const sandbox = await createMercadoPagoSandbox({ settleDelayMs: 5 });
    const res = await apiClient(sandbox)('POST', '/v1/transaction-intents/process', transferBody(), { 'X-Idempotency-Key': 'quiet' });
    await sleep(40);
    expect(sandbox.intents.get(res.body.id)?.status).toBe('processed');
    expect(sandbox.notifications).toHaveLength(0);

    const late = await createMercadoPagoSandbox({ settleDelayMs: 100 });
    const pending = await transfer(late);
    await late.close();
    await sandbox.close();
    await sleep(150);
    expect(late.intents.get(pending.id)?.status).toBe('approved');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('Money Out in production (the integrator registered its public key)', () => {
  const keys = generateKeyPairSync('ed25519');
  const otherKeys = generateKeyPairSync('ed25519');
  let sandbox: MercadoPagoSandbox;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createMercadoPagoSandbox({
      settle: 'manual',
      signingPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    call = apiClient(sandbox);
  });
  afterAll(() => sandbox.close());

  const signed = (text: string, key = keys.privateKey) => sign(null, Buffer.from(text), key).toString('base64');

  it('refuses a request without X-Enforce-Signature: true or without a signature: 401, nothing created', async () => {
    const text = JSON.stringify(transferBody());
    for (const headers of <Record<string, string>[]>[
      { 'X-Idempotency-Key': 'k-1' },
      { 'X-Idempotency-Key': 'k-2', 'X-Enforce-Signature': 'false', 'X-Signature': signed(text) },
      { 'X-Idempotency-Key': 'k-3', 'X-Enforce-Signature': 'true' },
    ]) {
      const res = await call('POST', '/v1/transaction-intents/process', text, headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, error: 'unauthorized' });
    }
    expect(sandbox.intents.size).toBe(0);
  });

  it('refuses a signature by another key, or of other bytes', async () => {
    const text = JSON.stringify(transferBody());
    const byOther = await call('POST', '/v1/transaction-intents/process', text, {
      'X-Idempotency-Key': 'k-4',
      'X-Enforce-Signature': 'true',
      'X-Signature': signed(text, otherKeys.privateKey),
    });
    expect(byOther.body).toMatchObject({ message: 'X-Signature does not verify the request body' });
    // The same JSON written with other spacing is other bytes: the body is signed as sent.
    const spaced = JSON.stringify(transferBody(), null, 1);
    const otherBytes = await call('POST', '/v1/transaction-intents/process', spaced, {
      'X-Idempotency-Key': 'k-5',
      'X-Enforce-Signature': 'true',
      'X-Signature': signed(text),
    });
    expect(otherBytes.status).toBe(401);
    expect(sandbox.intents.size).toBe(0);
  });

  it('accepts the body signed with the registered key', async () => {
    const text = JSON.stringify(transferBody({ reference: 'payout-firmado' }));
    const res = await call('POST', '/v1/transaction-intents/process', text, {
      'X-Idempotency-Key': 'k-6',
      'X-Enforce-Signature': 'true',
      'X-Signature': signed(text),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ external_reference: 'payout-firmado', status: 'approved' });
  });
});
