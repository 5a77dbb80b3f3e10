import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { ApiError } from '../../../shell/src/platform/api/api-error.js';
import { productsApi } from '../../src/products/products-api.js';
import { storeApi } from '../../src/store/store-api.js';
import { brandApi } from '../../src/brand-settings/brand-api.js';

const { like, eachLike, integer, decimal, boolean, uuid, regex, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

/** The real clients mf-brand uses, pointed at Pact's mock gateway, with a signed-in brand owner. */
function clients(baseUrl: string) {
  const api = signedInApi(baseUrl);
  return { products: productsApi(api), store: storeApi(api), brands: brandApi(api) };
}

const PRODUCT_ID = '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';
const SYNC_JOB_ID = '3d0f6c1e-2b8a-4f5e-9c7d-1a2b3c4d5e6f';

/** A custom product as the gateway answers it: no store id, 'Custom' on the screen. */
function customProduct(fields: { name: unknown; description: unknown; priceCents: unknown; commissionCreator: unknown }) {
  return {
    id: uuid(PRODUCT_ID),
    brandId: uuid(BRAND_ID),
    ...fields,
    imageUrl: null,
    commissionPlatform: decimal(0.15),
    status: 'active',
    tiendanubeProductId: null,
    createdAt: isoTime(),
  };
}

function errorBody(code: string, message: string) {
  return { code, message };
}

describe('mf-brand products client against the gateway', () => {
  it("lists the brand's products", () =>
    pact
      .addInteraction()
      .given('a brand with a custom product')
      .uponReceiving('a request for the brand products')
      .withRequest('GET', '/api/v1/products', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike(
            customProduct({
              name: like('Gorra Luna'),
              description: like('Gorra de algodón'),
              priceCents: integer(150_000),
              commissionCreator: decimal(0.15),
            }),
          ),
        ),
      )
      .executeTest(async (mock) => {
        const [product] = await clients(mock.url).products.list();
        expect(product).toMatchObject({ name: 'Gorra Luna', tiendanubeProductId: null, status: 'active' });
      }));

  it('creates a custom product', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a new custom product')
      .withRequest('POST', '/api/v1/products', (b) =>
        b.headers(jsonRequest).jsonBody({
          name: 'Gorra Sol',
          description: 'Gorra de lino',
          priceCents: 250_000,
          commissionCreator: 0.2,
        }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(
            customProduct({ name: 'Gorra Sol', description: 'Gorra de lino', priceCents: 250_000, commissionCreator: decimal(0.2) }),
          ),
      )
      .executeTest(async (mock) => {
        const product = await clients(mock.url).products.create({
          name: 'Gorra Sol',
          description: 'Gorra de lino',
          priceCents: 250_000,
          commissionCreator: 0.2,
        });
        expect(product).toMatchObject({ name: 'Gorra Sol', priceCents: 250_000, status: 'active', tiendanubeProductId: null });
      }));

  it('is told that the price must be above 0', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a new custom product priced at 0')
      .withRequest('POST', '/api/v1/products', (b) =>
        b.headers(jsonRequest).jsonBody({ name: 'Gorra Sol', description: null, priceCents: 0, commissionCreator: 0.15 }),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponse).jsonBody(errorBody('VALIDATION_FAILED', 'El precio debe ser mayor a 0')))
      .executeTest(async (mock) => {
        const failure = clients(mock.url).products.create({
          name: 'Gorra Sol',
          description: null,
          priceCents: 0,
          commissionCreator: 0.15,
        });
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ status: 400, message: 'El precio debe ser mayor a 0' });
      }));

  it('edits a product', () =>
    pact
      .addInteraction()
      .given('a brand with a custom product')
      .uponReceiving('an edit of a custom product')
      .withRequest('PUT', fromProviderState('/api/v1/products/${productId}', `/api/v1/products/${PRODUCT_ID}`), (b) =>
        b.headers(jsonRequest).jsonBody({
          name: 'Gorra Luna XL',
          description: 'Gorra de algodón',
          priceCents: 180_000,
          commissionCreator: 0.2,
        }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(
            customProduct({ name: 'Gorra Luna XL', description: 'Gorra de algodón', priceCents: 180_000, commissionCreator: decimal(0.2) }),
          ),
      )
      .executeTest(async (mock) => {
        const product = await clients(mock.url).products.update(PRODUCT_ID, {
          name: 'Gorra Luna XL',
          description: 'Gorra de algodón',
          priceCents: 180_000,
          commissionCreator: 0.2,
        });
        expect(product).toMatchObject({ name: 'Gorra Luna XL', commissionCreator: 0.2 });
      }));

  it('deletes a product', () =>
    pact
      .addInteraction()
      .given('a brand with a custom product')
      .uponReceiving('a deletion of a custom product')
      .withRequest('DELETE', fromProviderState('/api/v1/products/${productId}', `/api/v1/products/${PRODUCT_ID}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Producto eliminado exitosamente' }))
      .executeTest(async (mock) => {
        expect(await clients(mock.url).products.remove(PRODUCT_ID)).toEqual({ message: 'Producto eliminado exitosamente' });
      }));
});

describe('mf-brand store client against the gateway', () => {
  it('reads the status of a brand with no store', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request for the store status of a brand with no store')
      .withRequest('GET', '/api/v1/store', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          brandId: uuid(BRAND_ID),
          connected: false,
          storeId: null,
          storeDomain: null,
          storeName: null,
          sandbox: boolean(true),
          connectedAt: null,
          disconnectReason: null,
        }),
      )
      .executeTest(async (mock) => {
        expect(await clients(mock.url).store.status()).toMatchObject({ connected: false, storeId: null });
      }));

  it('reads the status of a connected store', () =>
    pact
      .addInteraction()
      .given('a brand with a connected store')
      .uponReceiving('a request for the store status of a connected brand')
      .withRequest('GET', '/api/v1/store', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          brandId: uuid(BRAND_ID),
          connected: true,
          storeId: like('3501234'),
          storeDomain: like('tienda-de-prueba.mitiendanube.com'),
          storeName: like('Tienda de prueba'),
          sandbox: boolean(true),
          connectedAt: isoTime(),
          disconnectReason: null,
        }),
      )
      .executeTest(async (mock) => {
        expect(await clients(mock.url).store.status()).toMatchObject({ connected: true, storeName: 'Tienda de prueba' });
      }));

  it('asks for the authorisation URL, returning to brand settings', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request for the Tiendanube authorisation URL')
      .withRequest('POST', '/api/v1/store/tiendanube/authorize-url', (b) =>
        b.headers(jsonRequest).jsonBody({ returnPath: '/dashboard/brand-settings' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ authUrl: regex('^https?://.+', 'http://127.0.0.1:4010/apps/afilia-sandbox/authorize?state=firmado') }),
      )
      .executeTest(async (mock) => {
        const { authUrl } = await clients(mock.url).store.authorizeUrl();
        expect(authUrl).toMatch(/^https?:\/\//);
      }));

  it('is told to connect the store before syncing', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a sync request of a brand with no store')
      .withRequest('POST', '/api/v1/store/sync', (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(409, (b) =>
        b.headers(jsonResponse).jsonBody(errorBody('STORE_NOT_CONNECTED', 'Conecta primero tu tienda de Tiendanube')),
      )
      .executeTest(async (mock) => {
        await expect(clients(mock.url).store.startSync()).rejects.toMatchObject({
          status: 409,
          message: 'Conecta primero tu tienda de Tiendanube',
        });
      }));

  it('starts a sync', () =>
    pact
      .addInteraction()
      .given('a brand with a connected store')
      .uponReceiving('a sync request of a connected brand')
      .withRequest('POST', '/api/v1/store/sync', (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(202, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid(SYNC_JOB_ID),
          brandId: uuid(BRAND_ID),
          status: 'running',
          processed: integer(0),
          total: null,
          created: integer(0),
          updated: integer(0),
          error: null,
          startedAt: isoTime(),
          finishedAt: null,
        }),
      )
      .executeTest(async (mock) => {
        expect(await clients(mock.url).store.startSync()).toMatchObject({ status: 'running', processed: 0 });
      }));

  it('follows a sync to its end', () =>
    pact
      .addInteraction()
      .given('a brand with a finished sync job')
      .uponReceiving('a request for a finished sync job')
      .withRequest('GET', fromProviderState('/api/v1/store/sync/${syncJobId}', `/api/v1/store/sync/${SYNC_JOB_ID}`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid(SYNC_JOB_ID),
          brandId: uuid(BRAND_ID),
          status: 'done',
          processed: integer(60),
          total: integer(60),
          created: integer(60),
          updated: integer(0),
          error: null,
          startedAt: isoTime(),
          finishedAt: isoTime('2025-03-01T12:00:05.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await clients(mock.url).store.sync(SYNC_JOB_ID)).toMatchObject({ status: 'done', error: null });
      }));

  it('disconnects the store', () =>
    pact
      .addInteraction()
      .given('a brand with a connected store')
      .uponReceiving('a request to disconnect the store')
      .withRequest('POST', '/api/v1/store/tiendanube/disconnect', (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Tiendanube desconectado exitosamente' }))
      .executeTest(async (mock) => {
        expect(await clients(mock.url).store.disconnect()).toEqual({ message: 'Tiendanube desconectado exitosamente' });
      }));
});

describe('mf-brand brand settings client against the gateway', () => {
  const brandPath = fromProviderState('/api/v1/brands/${brandId}', `/api/v1/brands/${BRAND_ID}`);
  const brandBody = (fields: { name: unknown; description: unknown }) => ({
    id: uuid(BRAND_ID),
    ownerUserId: uuid('9a57b6a6-f0f6-4a01-8c1e-6f1c1b7e8d3a'),
    ...fields,
    logoUrl: null,
    defaultCommissionBrand: decimal(0.15),
    createdAt: isoTime(),
  });

  it("reads the brand's information", () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request for the brand')
      .withRequest('GET', brandPath, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(brandBody({ name: like('Ana Paz'), description: null })))
      .executeTest(async (mock) => {
        expect(await clients(mock.url).brands.get(BRAND_ID)).toMatchObject({ name: 'Ana Paz', logoUrl: null });
      }));

  it("saves the brand's name and description", () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('an update of the brand information')
      .withRequest('PATCH', brandPath, (b) =>
        b.headers(jsonRequest).jsonBody({ name: 'Luna Ropa', description: 'Ropa de algodón', logoUrl: null }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(brandBody({ name: 'Luna Ropa', description: 'Ropa de algodón' })))
      .executeTest(async (mock) => {
        const brand = await clients(mock.url).brands.update(BRAND_ID, { name: 'Luna Ropa', description: 'Ropa de algodón', logoUrl: null });
        expect(brand).toMatchObject({ name: 'Luna Ropa', description: 'Ropa de algodón' });
      }));
});
