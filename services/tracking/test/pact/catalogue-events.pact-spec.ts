import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CatalogueEvents } from '@afilia/contracts';

const { uuid, datetime, eachLike, regex } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const WEB_ADDRESS = '^https?://.+';

/**
 * tracking as a consumer of catalogue's storefront events (message pact): where product and
 * store links lead must be what catalogue's outbox writes. Catalogue verifies this pact with its
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
});
