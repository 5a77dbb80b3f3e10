import { createHmac } from 'node:crypto';
import { CatalogueRequests } from '@afilia/contracts';
import { brandActor, waitFor } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import {
  catalogueWithSandbox,
  connectThroughOauth,
  PRIVACY_PATHS,
  SANDBOX_SECRET,
  testSandbox,
  type Forwarder,
} from '../support/store-fixture.js';

// Tiendanube's privacy webhooks (LGPD), each at its own URL, from the sandbox store as the real
// platform sends them: bodies with no `event`, store/redact 48 h (here: moments) after the uninstall.
let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;
const brand = brandActor();
const brandId = brand.brandIds[0]!;
const EMAIL = 'compradora.privacidad@example.com';

beforeAll(async () => {
  // A store of its own: other files' brands had the sandbox's default store in this database.
  sandbox = await testSandbox({ products: 12, storeId: 3_509_901 });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
  const [storeRedact, customersRedact, customersDataRequest] = Object.keys(PRIVACY_PATHS).map((path) => `${forwarder.url}${path}`);
  Object.assign(sandbox.state.privacyUrls, { storeRedact, customersRedact, customersDataRequest });
  await connectThroughOauth(catalogue, brand);
  const job = await catalogue.call(CatalogueRequests.startSync, {}, brand);
  await waitFor(async () =>
    (await catalogue.call(CatalogueRequests.getSync, { id: job.id }, brand)).status === 'running' ? undefined : true,
  );
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close();
});

const query = async (sql: string, params: unknown[] = []) => (await catalogue.db.query(sql, params)).rows;
const requests = (topic: string) => query('SELECT * FROM catalogue.privacy_requests WHERE topic = $1 ORDER BY received_at', [topic]);

async function paidOrderOf(email: string): Promise<string> {
  const order = await sandbox.createOrder({ paid: true, customer: { name: 'Compradora', email } });
  const orderId = String(order.id);
  await waitFor(async () =>
    (
      await query(
        "SELECT 1 FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderId' = $1 AND published_at IS NOT NULL",
        [orderId],
      )
    ).length
      ? true
      : undefined,
  );
  return orderId;
}

describe('customers/data_request', () => {
  it('records what is held about the shopper: the orders reported with their e-mail', async () => {
    const orderId = await paidOrderOf(EMAIL);
    await sandbox.requestCustomerData({ email: EMAIL });
    const [request] = await waitFor(async () =>
      (await requests('customers/data_request')).length ? requests('customers/data_request') : undefined,
    );
    expect(request.store_id).toBe(String(sandbox.storeId));
    expect(request.brand_ids).toEqual([brandId]);
    expect(request.reference).not.toBeNull();
    expect(request.response.orders).toEqual([expect.objectContaining({ orderId, customerEmail: EMAIL, events: ['catalogue.order.paid'] })]);
  });
});

describe('customers/redact', () => {
  it('forgets the shopper here and tells every service which orders to forget, without the e-mail in clear', async () => {
    const orderId = await paidOrderOf(EMAIL);
    await sandbox.redactCustomer({ email: EMAIL });
    await waitFor(async () => ((await requests('customers/redact')).length ? true : undefined));
    expect(
      await query("SELECT subject, payload, published_at FROM catalogue.outbox WHERE payload->>'customerEmail' = $1", [EMAIL]),
    ).toEqual([]);
    const [told] = await query("SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.customer.redacted'");
    expect(told.payload).toMatchObject({
      storeId: String(sandbox.storeId),
      brandIds: [brandId],
      orderIds: expect.arrayContaining([orderId]),
    });
    expect(JSON.stringify(told.payload)).not.toContain(EMAIL);
    const [request] = await requests('customers/redact');
    expect(request.actions.orderEvents).toBeGreaterThanOrEqual(2);
  });
});

describe('store/redact', () => {
  it('refuses a body that is not signed with the app secret, and changes nothing', async () => {
    const res = await fetch(`${forwarder.url}/webhooks/tiendanube/store-redact`, {
      method: 'POST',
      headers: { 'x-linkedstore-hmac-sha256': 'f'.repeat(64) },
      body: JSON.stringify({ store_id: sandbox.storeId }),
    });
    expect(res.status).toBe(401);
    expect(await requests('store/redact')).toEqual([]);
  });

  it('leaves a store that is installed again alone', async () => {
    const body = Buffer.from(JSON.stringify({ store_id: sandbox.storeId }));
    const signature = createHmac('sha256', SANDBOX_SECRET).update(body).digest('hex');
    await catalogue.call(CatalogueRequests.receivePrivacyWebhook, {
      topic: 'store/redact',
      rawBodyBase64: body.toString('base64'),
      signature,
    });
    const [request] = await requests('store/redact');
    expect(request.actions).toEqual({ skipped: 'installed again' });
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, brand)).connected).toBe(true);
  });

  it('after the uninstall, erases everything of the store, which arrives with no event in its body', async () => {
    expect((await catalogue.call(CatalogueRequests.listProducts, {}, brand)).length).toBeGreaterThan(0);
    // Tiendanube waits 48 h; the app has long heard of the uninstall by then.
    await sandbox.uninstall({ redactDelayMs: 2500 });
    await waitFor(async () => ((await catalogue.call(CatalogueRequests.storeStatus, {}, brand)).connected ? undefined : true));
    await waitFor(async () => ((await requests('store/redact')).length === 2 ? true : undefined), { what: 'store/redact' });
    const request = (await requests('store/redact'))[1];
    expect(request.actions.products).toBeGreaterThan(0);
    expect(await catalogue.call(CatalogueRequests.listProducts, {}, brand)).toEqual([]);
    expect(await query('SELECT 1 FROM catalogue.store_connections WHERE brand_id = $1', [brandId])).toEqual([]);
    expect(
      await query("SELECT 1 FROM catalogue.outbox WHERE subject LIKE 'catalogue.order.%' AND payload->>'storeId' = $1", [
        String(sandbox.storeId),
      ]),
    ).toEqual([]);
    const [told] = await query("SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.store.redacted'");
    expect(told.payload).toEqual({
      storeId: String(sandbox.storeId),
      brandIds: [brandId],
      eventId: expect.any(String),
      occurredAt: expect.any(String),
    });
  });
});
