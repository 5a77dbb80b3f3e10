import { MatchersV3 } from '@pact-foundation/pact';
import {
  bearer,
  conversionRowBody,
  gatewayPact,
  isoTime,
  jsonResponse,
  signedInApi,
} from '../../../shell/test/pact-support/gateway-consumer.js';
import { pixelsApi } from '../../src/pixels/pixels-api.js';

const { like, eachLike, regex, uuid, boolean, integer, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const PIXEL_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const BRAND_ID = '39b87384-f323-4962-ae7a-05e2e876abc8';

const pixelBody = {
  id: uuid(PIXEL_ID),
  brandId: uuid(BRAND_ID),
  name: like('Tienda principal'),
  pixelCode: regex(/^PX-[A-Z0-9]{8}$/, 'PX-AB12CD34'),
  pageUrl: null,
  isActive: boolean(true),
  maxOrderCents: integer(100_000_000),
  postbackSecret: regex(/^[A-Za-z0-9_-]{43}$/, 'k8N2vQ7xT4pL9sW1zR6mB3cY5hJ0fD8gA2eU7nK4qX1'),
  createdAt: isoTime(),
};

const CONVERSION_ID = '5c2d8e1f-3a4b-4c6d-9e8f-0a1b2c3d4e5f';
/** A counted conversion as the table shows it, waiting for its brand, then reviewed. */
const conversionBody = (review: object) => conversionRowBody({ reviewEndsAt: isoTime(), ...review });

describe('mf-brand pixels client against the gateway', () => {
  it('lists the brand’s pixels with what was last heard from each', () =>
    pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request for the brand’s pixels')
      .withRequest('GET', '/api/v1/pixels', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(eachLike({ ...pixelBody, lastEvent: { type: 'page_view', at: isoTime() } })),
      )
      .executeTest(async (mock) => {
        const [pixel] = await pixelsApi(signedInApi(mock.url)).list(null);
        expect(pixel).toMatchObject({ pixelCode: 'PX-AB12CD34', lastEvent: { type: 'page_view' } });
      }));

  it('creates a pixel with a name', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request to create a pixel')
      .withRequest('POST', '/api/v1/pixels', (b) => b.headers(bearer).jsonBody({ name: 'Tienda principal' }))
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody({ ...pixelBody, lastEvent: null }))
      .executeTest(async (mock) => {
        const pixel = await pixelsApi(signedInApi(mock.url)).create({ name: 'Tienda principal' });
        expect(pixel.lastEvent).toBeNull();
      }));

  it('turns a pixel off', () =>
    pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request to deactivate a pixel')
      .withRequest('PATCH', fromProviderState('/api/v1/pixels/${pixelId}', `/api/v1/pixels/${PIXEL_ID}`), (b) =>
        b.headers(bearer).jsonBody({ isActive: false }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ ...pixelBody, isActive: false, lastEvent: { type: 'page_view', at: isoTime() } }),
      )
      .executeTest(async (mock) => {
        expect((await pixelsApi(signedInApi(mock.url)).setActive(PIXEL_ID, false)).isActive).toBe(false);
      }));

  it('reads the conversions of the brand’s pixels', () =>
    pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request for the brand’s conversions')
      .withRequest('GET', '/api/v1/pixels/conversions', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: uuid(),
            brandId: uuid(BRAND_ID),
            source: regex(/^PX-[A-Z0-9]{8}$/, 'PX-AB12CD34'),
            eventName: 'test_conversion',
            eventType: 'test',
            customerName: null,
            customerEmail: null,
            amountCents: 0,
            currency: 'ARS',
            status: 'completed',
            isValid: false,
            invalidReason: 'Prueba',
            campaignId: null,
            campaignName: null,
            creatorName: null,
            commissionCents: 0,
            review: null,
            reviewEndsAt: null,
            holdReason: null,
            voidReason: null,
            createdAt: isoTime(),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [row] = await pixelsApi(signedInApi(mock.url)).conversions(null);
        expect(row).toMatchObject({ eventType: 'test', isValid: false });
      }));

  it('asks the verifier about a page it must not reach, and hears why', () =>
    pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request to verify a pixel on a private address')
      .withRequest('POST', fromProviderState('/api/v1/pixels/${pixelId}/verify', `/api/v1/pixels/${PIXEL_ID}/verify`), (b) =>
        b.headers(bearer).jsonBody({ url: 'https://127.0.0.1/gracias' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          status: 'error',
          foundPixel: false,
          foundConversion: false,
          message: like('Error al verificar: la dirección apunta a una red privada'),
        }),
      )
      .executeTest(async (mock) => {
        const result = await pixelsApi(signedInApi(mock.url)).verify(PIXEL_ID, 'https://127.0.0.1/gracias');
        expect(result.status).toBe('error');
      }));

  it('deletes a pixel', () =>
    pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request to delete a pixel')
      .withRequest('DELETE', fromProviderState('/api/v1/pixels/${pixelId}', `/api/v1/pixels/${PIXEL_ID}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Píxel eliminado') }))
      .executeTest(async (mock) => {
        expect((await pixelsApi(signedInApi(mock.url)).remove(PIXEL_ID)).message).toBe('Píxel eliminado');
      }));

  it('approves a conversion waiting for its review', () =>
    pact
      .addInteraction()
      .given('a brand with a conversion waiting for its review')
      .uponReceiving('a request to approve a conversion')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/pixels/conversions/${conversionId}/approve', `/api/v1/pixels/conversions/${CONVERSION_ID}/approve`),
        (b) => b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(conversionBody({ status: 'completed', review: 'approved', voidReason: null })),
      )
      .executeTest(async (mock) => {
        expect((await pixelsApi(signedInApi(mock.url)).approveConversion(CONVERSION_ID)).review).toBe('approved');
      }));

  it('voids a conversion with the reason its creator reads', () =>
    pact
      .addInteraction()
      .given('a brand with a conversion waiting for its review')
      .uponReceiving('a request to void a conversion')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/pixels/conversions/${conversionId}/void', `/api/v1/pixels/conversions/${CONVERSION_ID}/void`),
        (b) => b.headers(bearer).jsonBody({ reason: 'El pedido se canceló' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(conversionBody({ status: 'failed', review: 'voided', voidReason: 'El pedido se canceló' })),
      )
      .executeTest(async (mock) => {
        const row = await pixelsApi(signedInApi(mock.url)).voidConversion(CONVERSION_ID, 'El pedido se canceló');
        expect(row).toMatchObject({ review: 'voided', voidReason: 'El pedido se canceló' });
      }));

  it('sets the largest order a percentage is paid on, and renews the postback key', async () => {
    await pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request to set a pixel’s maximum order')
      .withRequest('PATCH', fromProviderState('/api/v1/pixels/${pixelId}', `/api/v1/pixels/${PIXEL_ID}`), (b) =>
        b.headers(bearer).jsonBody({ maxOrderCents: 5_000_000 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ ...pixelBody, maxOrderCents: 5_000_000, lastEvent: { type: 'page_view', at: isoTime() } }),
      )
      .executeTest(async (mock) => {
        expect((await pixelsApi(signedInApi(mock.url)).setMaxOrder(PIXEL_ID, 5_000_000)).maxOrderCents).toBe(5_000_000);
      });
    await pact
      .addInteraction()
      .given('a brand with a pixel seen on its site')
      .uponReceiving('a request to renew a pixel’s postback key')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/pixels/${pixelId}/postback-secret', `/api/v1/pixels/${PIXEL_ID}/postback-secret`),
        (b) => b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ ...pixelBody, lastEvent: { type: 'page_view', at: isoTime() } }))
      .executeTest(async (mock) => {
        expect((await pixelsApi(signedInApi(mock.url)).rotatePostbackSecret(PIXEL_ID)).postbackSecret).toHaveLength(43);
      });
  });
});
