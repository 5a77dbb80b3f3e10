import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { MercadoPagoClient } from '../../src/money/mercadopago/mercadopago-client.js';

const { like, regex, number, integer, eachLike, fromProviderState } = MatchersV3;

/** Tracking's Mercado Pago client as a consumer of Mercado Pago's API; the local server verifies it. */
const pact = new PactV4({
  consumer: 'tracking',
  provider: 'mercadopago',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const TOKEN = 'TEST-pact-access-token';
const PAYOUT_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const STATEMENT_ID = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
const NOTIFY = 'https://afilia.example/webhooks/mercadopago';
const auth = { Authorization: `Bearer ${TOKEN}` };
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const client = (url: string) => new MercadoPagoClient({ apiUrl: url, accessToken: TOKEN });

/** The statement's approved payment of 7020, as Mercado Pago answers it read back or searched. */
const approvedPayment = () => ({
  id: integer(1000000001),
  status: 'approved',
  status_detail: like('accredited'),
  transaction_amount: number(7020),
  currency_id: 'ARS',
  external_reference: STATEMENT_ID,
});

describe('tracking Mercado Pago client', () => {
  it('sends a payout as one Money Out transfer under the payout’s idempotency key', () =>
    pact
      .addInteraction()
      .given('an application with access token TEST-pact-access-token')
      .uponReceiving('a Money Out transfer to an alias')
      .withRequest('POST', '/v1/transaction-intents/process', (b) =>
        b.headers({ ...auth, 'X-Idempotency-Key': `payout-batch-${PAYOUT_ID}` }).jsonBody({
          external_reference: PAYOUT_ID,
          point_of_interaction: { type: 'PSP_TRANSFER' },
          seller_configuration: { notification_info: { notification_url: NOTIFY } },
          transaction: {
            from: { accounts: [{ amount: 1234.5 }] },
            to: { accounts: [{ amount: 1234.5, type: 'alias', number: 'IARA.COBRA.MP', holder: 'Iara Ventas' }] },
            total_amount: 1234.5,
          },
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({
          id: like('3325451f-56ca-499e-a8be-e33198b5e659'),
          external_reference: PAYOUT_ID,
          status: regex('^(approved|processed)$', 'approved'),
          transaction: { total_amount: number(1234.5) },
        }),
      )
      .executeTest(async (mock) => {
        const intent = await client(mock.url).processTransfer({
          externalReference: PAYOUT_ID,
          amountCents: 123_450,
          destination: { type: 'alias', number: 'IARA.COBRA.MP', holder: 'Iara Ventas' },
          notificationUrl: NOTIFY,
          idempotencyKey: `payout-batch-${PAYOUT_ID}`,
        });
        expect(intent.external_reference).toBe(PAYOUT_ID);
      }));

  it('reads a transfer back once notified', () =>
    pact
      .addInteraction()
      .given('a processed transfer of 1234.50 for payout 0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9')
      .uponReceiving('a request for the transfer')
      .withRequest(
        'GET',
        fromProviderState('/v1/transaction-intents/${intentId}', '/v1/transaction-intents/3325451f-56ca-499e-a8be-e33198b5e659'),
        (b) => b.headers(auth),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: fromProviderState('${intentId}', '3325451f-56ca-499e-a8be-e33198b5e659'),
          external_reference: PAYOUT_ID,
          status: 'processed',
          status_detail: like('approved'),
          transaction: { total_amount: number(1234.5) },
        }),
      )
      .executeTest(async (mock) => {
        const intent = await client(mock.url).getTransfer('3325451f-56ca-499e-a8be-e33198b5e659');
        expect(intent.status).toBe('processed');
      }));

  it('creates the payment link of a brand’s statement', () =>
    pact
      .addInteraction()
      .given('an application with access token TEST-pact-access-token')
      .uponReceiving('a Checkout Pro preference for a statement')
      .withRequest('POST', '/checkout/preferences', (b) =>
        b.headers({ ...auth, 'X-Idempotency-Key': `statement-${STATEMENT_ID}` }).jsonBody({
          items: [{ id: STATEMENT_ID, title: 'Afilia: comisiones de Marca Delta', quantity: 1, unit_price: 7020, currency_id: 'ARS' }],
          external_reference: STATEMENT_ID,
          back_urls: {
            success: 'https://afilia.example/dashboard/transactions',
            failure: 'https://afilia.example/dashboard/transactions',
            pending: 'https://afilia.example/dashboard/transactions',
          },
          auto_return: 'approved',
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({
          id: like('1234567890-5f0c7c43-8f1a-4a43-9df7-7c0f0c2b9a11'),
          init_point: regex('^https?://.+pref_id=.+$', 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=1234567890-5f0c'),
        }),
      )
      .executeTest(async (mock) => {
        const preference = await client(mock.url).createPreference({
          externalReference: STATEMENT_ID,
          title: 'Afilia: comisiones de Marca Delta',
          amountCents: 702_000,
          backUrl: 'https://afilia.example/dashboard/transactions',
          idempotencyKey: `statement-${STATEMENT_ID}`,
        });
        expect(preference.init_point).toContain('pref_id=');
      }));

  it('reads a brand’s payment back once notified', () =>
    pact
      .addInteraction()
      .given('an approved payment of 7020 for statement 9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a')
      .uponReceiving('a request for the payment')
      .withRequest('GET', fromProviderState('/v1/payments/${paymentId}', '/v1/payments/1000000001'), (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(approvedPayment()))
      .executeTest(async (mock) => {
        const payment = await client(mock.url).getPayment('1000000001');
        expect(payment).toMatchObject({ status: 'approved', external_reference: STATEMENT_ID });
      }));

  it('searches the payments of a statement whose notification never came', () =>
    pact
      .addInteraction()
      .given('an approved payment of 7020 for statement 9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a')
      .uponReceiving('a search of the payments naming a statement')
      .withRequest('GET', '/v1/payments/search', (b) =>
        b.headers(auth).query({ external_reference: STATEMENT_ID, sort: 'date_created', criteria: 'desc', limit: '30' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          results: eachLike(approvedPayment()),
        }),
      )
      .executeTest(async (mock) => {
        const [payment] = await client(mock.url).paymentsFor(STATEMENT_ID);
        expect(payment).toMatchObject({ status: 'approved', external_reference: STATEMENT_ID });
      }));
});
