import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from './create-sandbox.js';
import { notificationTarget } from './notifications.js';
import { signNotification } from './signature.js';
import { apiClient, transferBody } from './test/client.js';
import { createReceiver, type Receiver } from './test/receiver.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('signNotification', () => {
  it('is the hex HMAC-SHA256 of id:{data.id};request-id:{x-request-id};ts:{ts}; keyed with the secret', () => {
    const parts = { dataId: '1000000001', requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', ts: '1742505638' };
    const expected = createHmac('sha256', 's3cret')
      .update('id:1000000001;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638;')
      .digest('hex');
    expect(signNotification('s3cret', parts)).toBe(expected);
    expect(signNotification('s3cret', { ...parts, ts: '1742505639' })).not.toBe(expected);
    expect(signNotification('other', parts)).not.toBe(expected);
  });
});

describe('notificationTarget', () => {
  it('appends data.id and type to the query, keeping what is there and dropping a fragment', () => {
    expect(notificationTarget('https://a.example/mp', 'payment', '7')).toBe('https://a.example/mp?data.id=7&type=payment');
    expect(notificationTarget('https://a.example/mp?x=1', 'payment', '7')).toBe('https://a.example/mp?x=1&data.id=7&type=payment');
    expect(notificationTarget('https://a.example/mp?', 'transaction_intent', 'a b')).toBe(
      'https://a.example/mp?data.id=a%20b&type=transaction_intent',
    );
    expect(notificationTarget('https://a.example/mp#frag', 'payment', '7')).toBe('https://a.example/mp?data.id=7&type=payment');
  });
});

describe('notification delivery', () => {
  let receiver: Receiver;
  let sandbox: MercadoPagoSandbox;

  beforeAll(async () => {
    receiver = await createReceiver();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respondWith(() => 200);
  });
  afterEach(() => sandbox?.close());
  afterAll(() => receiver.close());

  async function settledTransfer(options: Parameters<typeof createMercadoPagoSandbox>[0], url = receiver.urlFor('/mp')) {
    sandbox = await createMercadoPagoSandbox({ settle: 'manual', ...options });
    const res = await apiClient(sandbox)('POST', '/v1/transaction-intents/process', transferBody({ notificationUrl: url }), {
      'X-Idempotency-Key': 'k',
    });
    await sandbox.settle(res.body.id, 'processed');
    return res.body.id as string;
  }

  it('retries a delivery answered 500 with the same x-request-id, signature and body, until it gets a 2xx', async () => {
    receiver.respondWith((n) => (n === 0 ? 500 : 200));
    await settledTransfer({ notificationRetryDelaysMs: [30, 30, 30] });
    const [first, second] = await receiver.waitFor(2);
    expect([first!.status, second!.status]).toEqual([500, 200]);
    expect(second!.headers['x-request-id']).toBe(first!.headers['x-request-id']);
    expect(second!.headers['x-signature']).toBe(first!.headers['x-signature']);
    expect(second!.body).toBe(first!.body);
    expect(second!.url).toBe(first!.url);
    await sleep(100);
    expect(receiver.received).toHaveLength(2); // accepted: no more retries
    expect(sandbox.notifications).toHaveLength(1);
    expect(sandbox.notifications[0]).toMatchObject({ attempts: 2, lastStatus: 200 });
  });

  it('gives up once the retry delays run out', async () => {
    receiver.respondWith(() => 503);
    await settledTransfer({ notificationRetryDelaysMs: [10, 10] });
    await receiver.waitFor(3);
    await sleep(80);
    expect(receiver.received.map((h) => h.status)).toEqual([503, 503, 503]);
    expect(sandbox.notifications[0]).toMatchObject({ attempts: 3, lastStatus: 503 });
  });

  it('retries a receiver that refuses the connection, recording no status, without failing the settle', async () => {
    const port = await closedPort();
    await settledTransfer({ notificationRetryDelaysMs: [10] }, `http://127.0.0.1:${port}/mp`);
    await sleep(80);
    expect(sandbox.notifications[0]).toMatchObject({ attempts: 2, lastStatus: null });
  });

  it('close() cancels the retries still pending', async () => {
    receiver.respondWith(() => 500);
    await settledTransfer({ notificationRetryDelaysMs: [150] });
    expect(receiver.received).toHaveLength(1);
    await sandbox.close();
    await sleep(250);
    expect(receiver.received).toHaveLength(1);
  });

  it('replay(index) re-sends a notification byte for byte with the same headers and answers the receiver status', async () => {
    await settledTransfer({});
    await receiver.waitFor(1);
    receiver.respondWith(() => 202);
    expect(await sandbox.replay(0)).toBe(202);
    const [original, replayed] = receiver.received;
    expect(replayed!.url).toBe(original!.url);
    expect(replayed!.body).toBe(original!.body);
    for (const name of ['x-request-id', 'x-signature', 'content-type']) expect(replayed!.headers[name]).toBe(original!.headers[name]);
    expect(sandbox.notifications[0]).toMatchObject({ attempts: 2, lastStatus: 202 });

    // Over HTTP too.
    receiver.respondWith(() => 418);
    const res = await fetch(`${sandbox.url}/_sandbox/notifications/0/replay`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 418 });
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]!.headers['x-signature']).toBe(original!.headers['x-signature']);

    await expect(sandbox.replay(5)).rejects.toMatchObject({ status: 404 });
    expect((await fetch(`${sandbox.url}/_sandbox/notifications/5/replay`, { method: 'POST' })).status).toBe(404);
  });

  it('lists every delivery at GET /_sandbox/notifications', async () => {
    const id = await settledTransfer({});
    const res = await fetch(`${sandbox.url}/_sandbox/notifications`);
    expect(res.status).toBe(200);
    const listed = (await res.json()) as unknown[];
    expect(listed).toEqual(JSON.parse(JSON.stringify(sandbox.notifications)));
    expect(listed).toEqual([
      {
        url: `${receiver.url}/mp`,
        type: 'transaction_intent',
        dataId: id,
        requestId: expect.any(String),
        ts: expect.stringMatching(/^\d+$/),
        signature: null,
        body: expect.any(String),
        attempts: 1,
        lastStatus: 200,
      },
    ]);
  });
});
