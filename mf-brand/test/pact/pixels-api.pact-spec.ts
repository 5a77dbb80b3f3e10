import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { pixelsApi } from '../../src/pixels/pixels-api.js';

const { like, eachLike, regex, uuid, boolean, fromProviderState } = MatchersV3;

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
  createdAt: isoTime(),
};

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
});
