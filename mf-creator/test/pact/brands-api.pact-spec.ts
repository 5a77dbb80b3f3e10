import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { brandsApi } from '../../src/brands/brands-api.js';

const { like, eachLike, integer, number, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-creator');

const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';
const PRODUCT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const COLLABORATION_ID = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';

const brandFields = {
  id: uuid(BRAND_ID),
  name: like('Luna Ropa'),
  logoUrl: null,
  commissionPercent: number(15),
  memberSince: isoTime(),
};

describe('mf-creator brands client against the gateway', () => {
  it('lists the brands with active products', () =>
    pact
      .addInteraction()
      .given('a creator and a brand with an active product')
      .uponReceiving('a request for the brands a creator may work with')
      .withRequest('GET', '/api/v1/creator-brands', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike({ ...brandFields, productCount: integer(1) })))
      .executeTest(async (mock) => {
        const [brand] = await brandsApi(signedInApi(mock.url)).list();
        expect(brand).toMatchObject({ name: 'Luna Ropa', productCount: 1 });
      }));

  it('shows a brand’s products with the creator’s commission', () =>
    pact
      .addInteraction()
      .given('a creator and a brand with an active product')
      .uponReceiving('a request for a brand’s products for the creator')
      .withRequest('GET', fromProviderState('/api/v1/creator-brands/${brandId}', `/api/v1/creator-brands/${BRAND_ID}`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...brandFields,
          products: eachLike({
            id: uuid(PRODUCT_ID),
            name: like('Mate Luna'),
            description: null,
            priceCents: integer(1_500_000),
            imageUrl: null,
            commissionPercent: number(20),
            collaboration: null,
          }),
        }),
      )
      .executeTest(async (mock) => {
        const brand = await brandsApi(signedInApi(mock.url)).get(BRAND_ID);
        expect(brand.products[0]).toMatchObject({ name: 'Mate Luna', commissionPercent: 20, collaboration: null });
      }));

  it('asks to collaborate on a product', () =>
    pact
      .addInteraction()
      .given('a creator and a brand with an active product')
      .uponReceiving('a creator’s collaboration request')
      .withRequest('POST', '/api/v1/product-collaborations', (b) =>
        b
          .headers({ ...bearer, ...jsonRequest })
          .jsonBody({ productId: fromProviderState('${productId}', PRODUCT_ID), message: 'Hago contenido de mate' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'),
          creatorId: uuid('4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a'),
          brandId: uuid(BRAND_ID),
          productId: uuid(PRODUCT_ID),
          initiatedBy: 'creator',
          message: like('Hago contenido de mate'),
          status: 'pending',
          createdAt: isoTime(),
        }),
      )
      .executeTest(async (mock) => {
        const made = await brandsApi(signedInApi(mock.url)).request({ productId: PRODUCT_ID, message: 'Hago contenido de mate' });
        expect(made).toMatchObject({ status: 'pending', initiatedBy: 'creator' });
      }));

  it('accepts a brand’s invitation to a product', () =>
    pact
      .addInteraction()
      .given('a creator invited by a brand to an active product')
      .uponReceiving('a creator’s acceptance of a brand’s invitation')
      .withRequest(
        'PUT',
        fromProviderState('/api/v1/product-collaborations/${collaborationId}', `/api/v1/product-collaborations/${COLLABORATION_ID}`),
        (b) => b.headers({ ...bearer, ...jsonRequest }).jsonBody({ status: 'accepted' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid(COLLABORATION_ID),
          creatorId: uuid('4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a'),
          brandId: uuid(BRAND_ID),
          productId: uuid(PRODUCT_ID),
          initiatedBy: 'brand',
          message: like('Te queremos en el equipo'),
          status: 'accepted',
          createdAt: isoTime(),
        }),
      )
      .executeTest(async (mock) => {
        const answered = await brandsApi(signedInApi(mock.url)).answer(COLLABORATION_ID, { status: 'accepted' });
        expect(answered).toMatchObject({ status: 'accepted', initiatedBy: 'brand' });
      }));
});
