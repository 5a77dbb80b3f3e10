import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { renameStoreCoupon } from '../../src/discount-codes/store-coupons.js';
import { TiendanubeClient, TiendanubeError, TiendanubePaymentRequired } from '../../src/tiendanube/tiendanube-client.js';

const { like, eachLike, integer, regex, fromProviderState, boolean } = MatchersV3;

/** The catalogue's Tiendanube client as a consumer of Tiendanube's API; the sandbox verifies it. */
const pact = new PactV4({
  consumer: 'catalogue',
  provider: 'tiendanube',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const STORE = '3501234';
const TOKEN = 'tok-pact-123';
const UA = 'Afilia (soporte@afilia.app)';

function client(url: string) {
  return new TiendanubeClient({
    apiUrl: `${url}/v1`,
    authUrl: url,
    appId: 'afilia-sandbox',
    clientSecret: 'afilia-sandbox-client-secret',
    userAgent: UA,
    sleep: async () => undefined,
    maxRetries: 0,
  });
}

const apiHeaders = { Authentication: `bearer ${TOKEN}`, 'User-Agent': UA };
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };

describe('catalogue Tiendanube client', () => {
  it('reads the store', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('a request for the store')
      .withRequest('GET', `/v1/${STORE}/store`, (b) => b.headers(apiHeaders))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: integer(3501234),
          name: like({ es: 'Tienda de prueba' }),
          main_language: like('es'),
          original_domain: like('tienda.example'),
        }),
      )
      .executeTest(async (mock) => {
        const store = await client(mock.url).store(STORE, TOKEN).getStore();
        expect(store.main_language).toBe('es');
      }));

  it('lists products 200 a page, with names by language and string prices', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('the first page of products')
      .withRequest('GET', `/v1/${STORE}/products`, (b) => b.headers(apiHeaders).query({ per_page: '200', page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers({ ...json, 'X-Total-Count': regex('\\d+', '60') }).jsonBody(
          eachLike({
            id: integer(1001),
            name: like({ es: 'Remera Lisa', pt: 'Camiseta Lisa' }),
            description: like({ es: '<p>Algodón</p>' }),
            published: boolean(true),
            // A variant's price may be null ("consultar precio"); the single-product pact pins its shape.
            variants: eachLike({ id: integer(1) }),
            images: eachLike({ src: like('https://cdn.example/remera.png'), position: integer(1) }),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const pages = [];
        for await (const page of client(mock.url).store(STORE, TOKEN).products()) pages.push(page);
        expect(pages[0]!.items[0]!.name).toEqual({ es: 'Remera Lisa', pt: 'Camiseta Lisa' });
        expect(pages[0]!.total).toBe(60);
      }));

  it('reads one product and one order by id', async () => {
    await pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('a request for one product with prices')
      .withRequest('GET', fromProviderState(`/v1/${STORE}/products/\${productId}`, `/v1/${STORE}/products/1001`), (b) =>
        b.headers(apiHeaders),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: integer(1001),
          name: like({ es: 'Remera Lisa' }),
          variants: eachLike({ price: regex('^\\d+\\.\\d{2}$', '12500.00') }),
        }),
      )
      .executeTest(async (mock) => {
        const product = await client(mock.url).store(STORE, TOKEN).getProduct('1001');
        expect(product.id).toBe(1001);
      });
    await pact
      .addInteraction()
      .given('a paid order in store 3501234 with token tok-pact-123')
      .uponReceiving('a request for one order')
      .withRequest('GET', fromProviderState(`/v1/${STORE}/orders/\${orderId}`, `/v1/${STORE}/orders/555`), (b) => b.headers(apiHeaders))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: integer(555),
          currency: like('ARS'),
          total: regex('^\\d+\\.\\d{2}$', '25000.00'),
          subtotal: regex('^\\d+\\.\\d{2}$', '25000.00'),
          payment_status: 'paid',
          coupon: like([]),
          // A single order names its landing page landing_site (the list says landing_url).
          landing_site: like('https://tienda.example/?aff=AF-1'),
          products: eachLike({ product_id: integer(1001), price: like('12500.00'), quantity: like(2) }),
        }),
      )
      .executeTest(async (mock) => {
        const order = await client(mock.url).store(STORE, TOKEN).getOrder('555');
        expect(order.payment_status).toBe('paid');
        expect(order.landing_site).toBe('https://tienda.example/?aff=AF-1');
      });
  });

  it('reads the 404 "Last page is 0" of a store with no webhooks yet as an empty list', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123 and no webhooks')
      .uponReceiving('the first page of webhooks of a new store')
      .withRequest('GET', `/v1/${STORE}/webhooks`, (b) => b.headers(apiHeaders).query({ per_page: '200', page: '1' }))
      .willRespondWith(404, (b) => b.headers(json).jsonBody({ code: 404, message: 'Not Found', description: 'Last page is 0' }))
      .executeTest(async (mock) => {
        expect(await client(mock.url).store(STORE, TOKEN).listWebhooks()).toEqual([]);
      }));

  it('registers a webhook', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('a webhook registration')
      .withRequest('POST', `/v1/${STORE}/webhooks`, (b) =>
        b
          .headers({ ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' })
          .jsonBody({ event: 'order/paid', url: 'https://afilia.example/webhooks/tiendanube' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({ id: integer(1), event: 'order/paid', url: 'https://afilia.example/webhooks/tiendanube' }),
      )
      .executeTest(async (mock) => {
        const hook = await client(mock.url).store(STORE, TOKEN).createWebhook('order/paid', 'https://afilia.example/webhooks/tiendanube');
        expect(hook.event).toBe('order/paid');
      }));

  it('finds a coupon by its code, whatever its case, among those the search matches', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123 and the coupon SOLCREA10')
      .uponReceiving('a search of coupons by code')
      .withRequest('GET', `/v1/${STORE}/coupons`, (b) => b.headers(apiHeaders).query({ q: 'solcrea10', per_page: '200', page: '1' }))
      .willRespondWith(200, (b) =>
        b
          .headers(json)
          .jsonBody(eachLike({ id: integer(1), code: 'SOLCREA10', type: regex('^(percentage|absolute|shipping)$', 'percentage') })),
      )
      .executeTest(async (mock) => {
        const coupon = await client(mock.url).store(STORE, TOKEN).findCoupon('solcrea10');
        expect(coupon?.code).toBe('SOLCREA10');
      }));

  it('creates a percentage coupon', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('a percentage coupon')
      .withRequest('POST', `/v1/${STORE}/coupons`, (b) =>
        b
          .headers({ ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' })
          .jsonBody({ code: 'ANAPAZ15', type: 'percentage', value: '15.00' }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(json)
          .jsonBody({ id: integer(1), code: 'ANAPAZ15', type: 'percentage', value: regex('^15(\\.0+)?$', '15.00'), valid: boolean(true) }),
      )
      .executeTest(async (mock) => {
        const coupon = await client(mock.url)
          .store(STORE, TOKEN)
          .createCoupon({ code: 'ANAPAZ15', type: 'percentage', value: 15, maxUses: null, endDate: null, productIds: null });
        expect(coupon).toMatchObject({ code: 'ANAPAZ15', type: 'percentage' });
      }));

  it('creates an absolute coupon with a use limit and a last day', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('an absolute coupon with max_uses and end_date')
      .withRequest('POST', `/v1/${STORE}/coupons`, (b) =>
        b
          .headers({ ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' })
          .jsonBody({ code: 'LUCIA500', type: 'absolute', value: '500.00', max_uses: 50, end_date: '2099-12-31' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({ id: integer(1), code: 'LUCIA500', type: 'absolute', max_uses: integer(50), valid: boolean(true) }),
      )
      .executeTest(async (mock) => {
        const coupon = await client(mock.url)
          .store(STORE, TOKEN)
          .createCoupon({ code: 'LUCIA500', type: 'absolute', value: 500, maxUses: 50, endDate: '2099-12-31', productIds: null });
        expect(coupon).toMatchObject({ code: 'LUCIA500', type: 'absolute', max_uses: 50 });
      }));

  it('creates a coupon that discounts one product only', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123')
      .uponReceiving('a percentage coupon for one product')
      .withRequest('POST', `/v1/${STORE}/coupons`, (b) =>
        b
          .headers({ ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' })
          .jsonBody({ code: 'GORRA10', type: 'percentage', value: '10.00', products: [fromProviderState('${productNumber}', 1001)] }),
      )
      .willRespondWith(201, (b) => b.headers(json).jsonBody({ id: integer(1), code: 'GORRA10', products: eachLike({ id: integer(1001) }) }))
      .executeTest(async (mock) => {
        const coupon = await client(mock.url)
          .store(STORE, TOKEN)
          .createCoupon({ code: 'GORRA10', type: 'percentage', value: 10, maxUses: null, endDate: null, productIds: ['1001'] });
        expect(coupon).toMatchObject({ code: 'GORRA10' });
      }));

  it('deletes a coupon', () =>
    pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123 and the coupon SOLCREA10')
      .uponReceiving('a deletion of a coupon')
      .withRequest('DELETE', fromProviderState('/v1/3501234/coupons/${couponId}', `/v1/${STORE}/coupons/501`), (b) => b.headers(apiHeaders))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(client(mock.url).store(STORE, TOKEN).deleteCoupon('501')).resolves.toBeUndefined();
      }));

  it('renames a coupon, and reads the store’s 422 for a code another coupon has as the code taken', async () => {
    const jsonApiHeaders = { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' };
    const couponPath = fromProviderState('/v1/3501234/coupons/${couponId}', `/v1/${STORE}/coupons/501`);
    await pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123 and the coupon SOLCREA10')
      .uponReceiving('a new code for a coupon')
      .withRequest('PUT', couponPath, (b) => b.headers(jsonApiHeaders).jsonBody({ code: 'SOLANA20' }))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({ id: integer(501), code: 'SOLANA20', type: regex('^(percentage|absolute|shipping)$', 'percentage') }),
      )
      .executeTest(async (mock) => {
        const coupon = await client(mock.url).store(STORE, TOKEN).renameCoupon('501', 'SOLANA20');
        expect(coupon.code).toBe('SOLANA20');
      });
    await pact
      .addInteraction()
      .given('a store 3501234 with the app installed under token tok-pact-123 and the coupons SOLCREA10 and TIENDA20')
      .uponReceiving('a coupon renamed to a code another coupon has')
      .withRequest('PUT', couponPath, (b) => b.headers(jsonApiHeaders).jsonBody({ code: 'TIENDA20' }))
      .willRespondWith(422, (b) => b.headers(json).jsonBody({ code: ['has already been taken'] }))
      .executeTest(async (mock) => {
        await expect(renameStoreCoupon(client(mock.url).store(STORE, TOKEN), '501', 'TIENDA20')).rejects.toMatchObject({
          body: { code: 'CODE_TAKEN', field: 'code' },
        });
      });
  });

  it('exchanges an authorization code for a token', () =>
    pact
      .addInteraction()
      .given('an authorization code was issued for store 3501234')
      .uponReceiving('a token exchange with a valid code')
      .withRequest('POST', '/apps/authorize/token', (b) =>
        b.headers({ 'content-type': 'application/json' }).jsonBody({
          client_id: 'afilia-sandbox',
          client_secret: 'afilia-sandbox-client-secret',
          grant_type: 'authorization_code',
          code: fromProviderState('${code}', 'code-from-consent'),
        }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(json)
          .jsonBody({ access_token: like('tok-new'), token_type: 'bearer', scope: like('read_products'), user_id: integer(3501234) }),
      )
      .executeTest(async (mock) => {
        const token = await client(mock.url).exchangeCode('code-from-consent');
        expect(token.storeId).toBe('3501234');
      }));

  it('treats an error body as a failure even with HTTP 200', () =>
    pact
      .addInteraction()
      .uponReceiving('a token exchange with an unknown code')
      .withRequest('POST', '/apps/authorize/token', (b) =>
        b.headers({ 'content-type': 'application/json' }).jsonBody({
          client_id: 'afilia-sandbox',
          client_secret: 'afilia-sandbox-client-secret',
          grant_type: 'authorization_code',
          code: 'codigo-inventado',
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({ error: like('invalid_grant'), error_description: like('The authorization code is invalid') }),
      )
      .executeTest(async (mock) => {
        await expect(client(mock.url).exchangeCode('codigo-inventado')).rejects.toBeInstanceOf(TiendanubeError);
      }));

  it('reports 402 as a payment problem', () =>
    pact
      .addInteraction()
      .given('store 3501234 with token tok-pact-123 owes its subscription')
      .uponReceiving('any call while the store owes')
      .withRequest('GET', `/v1/${STORE}/store`, (b) => b.headers(apiHeaders))
      .willRespondWith(402)
      .executeTest(async (mock) => {
        await expect(client(mock.url).store(STORE, TOKEN).getStore()).rejects.toBeInstanceOf(TiendanubePaymentRequired);
      }));
});
