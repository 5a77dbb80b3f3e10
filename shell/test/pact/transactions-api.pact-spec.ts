import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../pact-support/gateway-consumer.js';
import { transactionsApi } from '../../src/platform/sales/transactions-api.js';

const { like, eachLike, integer, uuid, boolean, regex, fromProviderState } = MatchersV3;

/**
 * The transactions lists' client ('Mis Ventas', the brand's 'Transacciones'), which lives in the
 * platform and serves both remotes, against the gateway: a sale made in the sandbox store with
 * the creator's coupon, read by each side.
 */
const pact = gatewayPact('shell');

const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';

function transactionBody() {
  return {
    id: uuid('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d'),
    brandId: uuid(BRAND_ID),
    creatorId: uuid('0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a'),
    productId: uuid('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'),
    productName: like('Remera Rosario (S)'),
    creatorName: like('Sol Creadora'),
    brandName: like('Luna Ropa'),
    orderId: like('100001'),
    orderNumber: like('100'),
    quantity: integer(1),
    currency: like('ARS'),
    amountTotalCents: integer(2_340_000),
    amountCreatorCents: integer(351_000),
    amountPlatformCents: integer(351_000),
    amountBrandCents: integer(1_638_000),
    status: regex('^(pending|completed|paid|cancelled)$', 'pending'),
    // Null but for a cancelled sale, whose reason its status shows.
    cancelReason: null,
    attributedBy: 'coupon',
    isTest: boolean(false),
    createdAt: isoTime(),
  };
}

const page = () => ({ items: eachLike(transactionBody()), total: integer(1), page: 1, pageSize: integer(50) });

describe('the transactions client against the gateway', () => {
  it('reads the creator’s sales, newest first', () =>
    pact
      .addInteraction()
      .given('a creator with a sale')
      .uponReceiving('a request for the creator’s sales')
      .withRequest('GET', '/api/v1/transactions', (b) => b.headers(bearer).query({ page: '1' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(page()))
      .executeTest(async (mock) => {
        const sales = await transactionsApi(signedInApi(mock.url)).list({ page: 1 });
        const [sale] = sales.items;
        expect(sale!.amountCreatorCents + sale!.amountPlatformCents + sale!.amountBrandCents).toBe(sale!.amountTotalCents);
        expect(sale).toMatchObject({ brandName: 'Luna Ropa', attributedBy: 'coupon' });
      }));

  it('reads the active brand’s transactions', () =>
    pact
      .addInteraction()
      .given('a brand with a creator’s sale')
      .uponReceiving('a request for the brand’s transactions')
      .withRequest('GET', '/api/v1/transactions', (b) =>
        b.headers(bearer).query({ page: '1', brandId: fromProviderState('${brandId}', BRAND_ID) }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(page()))
      .executeTest(async (mock) => {
        const list = await transactionsApi(signedInApi(mock.url)).list({ page: 1, brandId: BRAND_ID });
        expect(list.items[0]).toMatchObject({ creatorName: 'Sol Creadora', brandId: BRAND_ID });
      }));
});
