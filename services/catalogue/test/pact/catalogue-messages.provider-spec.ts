import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CatalogueEvents, CatalogueRequests } from '@afilia/contracts';
import { brandActor, waitFor } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import { catalogueWithSandbox, connectThroughOauth, testSandbox, type Forwarder } from '../support/store-fixture.js';

/**
 * catalogue verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-catalogue.json): each message is produced by the real service against the
 * sandbox store, read back from its outbox as the relay publishes it.
 */
let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;
let last: Record<string, unknown> = {};

beforeAll(async () => {
  sandbox = await testSandbox({ products: 3 });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close();
});

/**
 * A brand with its store's products synced gives a creator a code; a shopper arriving by a
 * creator's link buys with it in the store: the order's webhooks reach catalogue.
 */
async function paidWithCoupon(): Promise<{ orderId: string }> {
  const brand = brandActor();
  await connectThroughOauth(catalogue, brand);
  const job = await catalogue.call(CatalogueRequests.startSync, {}, brand);
  await waitFor(async () =>
    (await catalogue.call(CatalogueRequests.getSync, { id: job.id }, brand)).status === 'done' ? true : undefined,
  );
  const code = `SOL${Date.now().toString(36).toUpperCase()}`;
  await catalogue.call(
    CatalogueRequests.createDiscountCode,
    { creatorId: randomUUID(), code, discountType: 'percentage', discountValue: 15 },
    brand,
  );
  const order = await sandbox.createOrder({
    paid: true,
    coupon: code,
    landing_url: `https://tienda.example/productos/mate/?ref=AF-1A2B3C4D-5E6F7A8B-mhx&click_id=${randomUUID()}`,
  });
  return { orderId: String(order['id']) };
}

const verifier = new MessageProviderPact({
  provider: 'catalogue',
  pactUrls: ['tracking-catalogue.json', 'notifications-catalogue.json'].map((file) =>
    fileURLToPath(new URL(`../../../../contracts/pacts/${file}`, import.meta.url)),
  ),
  logLevel: 'warn',
  stateHandlers: {
    'a brand connected its Tiendanube store': async () => {
      const brand = brandActor();
      await connectThroughOauth(catalogue, brand);
      last = await catalogue.published(CatalogueEvents.storeConnected.subject, 'brandId', brand.brandIds[0]!);
    },
    'a brand synced its store’s products': async () => {
      const brand = brandActor();
      await connectThroughOauth(catalogue, brand);
      const job = await catalogue.call(CatalogueRequests.startSync, {}, brand);
      await waitFor(async () =>
        (await catalogue.call(CatalogueRequests.getSync, { id: job.id }, brand)).status === 'done' ? true : undefined,
      );
      last = await catalogue.published(CatalogueEvents.productPagesChanged.subject, 'brandId', brand.brandIds[0]!);
    },
    'a shopper paid an order with a creator’s coupon': async () => {
      const { orderId } = await paidWithCoupon();
      last = await catalogue.published(CatalogueEvents.orderPaid.subject, 'orderId', orderId);
    },
    'a shopper’s paid order was cancelled': async () => {
      const { orderId } = await paidWithCoupon();
      await sandbox.cancelOrder(Number(orderId));
      last = await catalogue.published(CatalogueEvents.orderCancelled.subject, 'orderId', orderId);
    },
    'a shopper’s paid order was edited in the store': async () => {
      const { orderId } = await paidWithCoupon();
      const lines = sandbox.state.orders.get(Number(orderId))!.lines;
      await sandbox.editOrder(Number(orderId), {
        products: lines.map((line) => ({ product_id: line.product_id, variant_id: line.variant_id, quantity: line.quantity })),
      });
      last = await catalogue.published(CatalogueEvents.orderEdited.subject, 'orderId', orderId);
    },
    'a brand deactivated a creator’s discount code': async () => {
      const brand = brandActor();
      await connectThroughOauth(catalogue, brand);
      const code = await catalogue.call(
        CatalogueRequests.createDiscountCode,
        { creatorId: randomUUID(), code: `SOL${Date.now().toString(36).toUpperCase()}`, discountType: 'percentage', discountValue: 15 },
        brand,
      );
      await catalogue.call(CatalogueRequests.deactivateDiscountCode, { id: code.id }, brand);
      last = await catalogue.published(CatalogueEvents.discountCodeDeactivated.subject, 'codeId', code.id);
    },
  },
  messageProviders: Object.fromEntries(
    [
      CatalogueEvents.storeConnected,
      CatalogueEvents.productPagesChanged,
      CatalogueEvents.discountCodeDeactivated,
      CatalogueEvents.orderPaid,
      CatalogueEvents.orderCancelled,
      CatalogueEvents.orderEdited,
    ].map((def) => [def.subject, providerWithMetadata(() => last, { subject: def.subject })]),
  ),
});

describe('catalogue events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
