import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CatalogueEvents } from '@afilia/contracts';

const { uuid, datetime, eachLike, regex, like, integer, decimal } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const WEB_ADDRESS = '^https?://.+';

/**
 * tracking as a consumer of catalogue's storefront and order events (message pact): where
 * product and store links lead, and the orders it attributes, must be what catalogue's outbox
 * writes. Catalogue verifies this pact with its
 * real service against the sandbox store (services/catalogue/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'tracking',
  provider: 'catalogue',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const base = {
  eventId: uuid('7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
  occurredAt: datetime(ISO, '2026-11-25T12:00:00.000Z'),
  brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
};

/** An order's facts as catalogue reports them, paid or edited. */
const orderFacts = {
  ...base,
  storeId: like('1234567'),
  orderId: like('100001'),
  orderNumber: like('100'),
  couponCodes: eachLike('SOLANA15'),
  currency: like('ARS'),
  lineItems: eachLike({
    productId: uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'),
    tiendanubeProductId: like('111'),
    variantId: like('222'),
    name: like('Mate de calabaza'),
    priceCents: integer(1_000_000),
    quantity: integer(2),
    sku: like('ACC-1'),
    commissionCreator: decimal(0.15),
  }),
  customerEmail: like('compradora@example.com'),
};
/** The store's own time, with its offset. */
const storeTime = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

describe('tracking reading catalogue events', () => {
  it('sends store links to the storefront of a connected store', () =>
    pact
      .given('a brand connected its Tiendanube store')
      .expectsToReceive(CatalogueEvents.storeConnected.subject)
      .withMetadata({ subject: CatalogueEvents.storeConnected.subject })
      .withContent({ ...base, storeUrl: regex(WEB_ADDRESS, 'https://tienda.example/') })
      .verify(
        synchronousBodyHandler((body) => {
          expect(new URL(CatalogueEvents.storeConnected.payload.parse(body).storeUrl).protocol).toMatch(/^https?:$/);
        }),
      ));

  it('sends product links to each product’s page in the store', () =>
    pact
      .given('a brand synced its store’s products')
      .expectsToReceive(CatalogueEvents.productPagesChanged.subject)
      .withMetadata({ subject: CatalogueEvents.productPagesChanged.subject })
      .withContent({
        ...base,
        pages: eachLike({
          productId: uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'),
          pageUrl: regex(WEB_ADDRESS, 'https://tienda.example/productos/mate/'),
        }),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const event = CatalogueEvents.productPagesChanged.payload.parse(body);
          expect(event.pages.every((page) => page.pageUrl?.startsWith('http'))).toBe(true);
        }),
      ));

  it('attributes a paid order to the creator whose coupon it used, line by line', () =>
    pact
      .given('a shopper paid an order with a creator’s coupon')
      .expectsToReceive(CatalogueEvents.orderPaid.subject)
      .withMetadata({ subject: CatalogueEvents.orderPaid.subject })
      .withContent({
        ...orderFacts,
        landingUrl: like(
          'https://tienda.example/productos/mate/?ref=AF-1A2B3C4D-5E6F7A8B-mhx&click_id=7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        ),
        subtotalCents: integer(2_000_000),
        discountCents: integer(300_000),
        totalCents: integer(1_700_000),
        creatorCode: {
          codeId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
          creatorId: uuid('4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b'),
          code: like('SOLANA15'),
        },
        paidAt: storeTime('2026-11-25T09:00:00-03:00'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const order = CatalogueEvents.orderPaid.payload.parse(body);
          expect(order.creatorCode?.code).toBe(order.couponCodes[0]);
          expect(order.lineItems.every((line) => line.commissionCreator !== null && line.productId !== null)).toBe(true);
        }),
      ));

  it('follows the items of a paid order the store edited', () =>
    pact
      .given('a shopper’s paid order was edited in the store')
      .expectsToReceive(CatalogueEvents.orderEdited.subject)
      .withMetadata({ subject: CatalogueEvents.orderEdited.subject })
      .withContent({
        ...orderFacts,
        landingUrl: like('https://tienda.example/productos/mate/'),
        subtotalCents: integer(3_000_000),
        discountCents: integer(450_000),
        totalCents: integer(2_550_000),
        paidAt: storeTime('2026-11-25T09:00:00-03:00'),
        editedAt: storeTime('2026-11-25T10:00:00-03:00'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          // The items and their net amounts are what the commissions follow.
          const order = CatalogueEvents.orderEdited.payload.parse(body);
          expect(order.lineItems.length).toBeGreaterThan(0);
        }),
      ));

  it('reverses the commissions of a cancelled order', () =>
    pact
      .given('a shopper’s paid order was cancelled')
      .expectsToReceive(CatalogueEvents.orderCancelled.subject)
      .withMetadata({ subject: CatalogueEvents.orderCancelled.subject })
      .withContent({ ...base, orderId: like('100001') })
      .verify(
        synchronousBodyHandler((body) => {
          // Only the order is read: its commissions are found by it.
          expect(typeof (body as { orderId: unknown }).orderId).toBe('string');
        }),
      ));
});
