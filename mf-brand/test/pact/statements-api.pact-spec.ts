import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { statementsApi } from '../../src/transactions/statements-api.js';

const { integer, uuid, regex } = MatchersV3;

const pact = gatewayPact('mf-brand');

const BRAND_ID = '39b87384-f323-4962-ae7a-05e2e876abc8';

/** The brand's statement: the sale its creator made, billed, waiting for the brand's transfer (the manual provider). */
const statementBody = {
  id: uuid('5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e'),
  brandId: uuid(BRAND_ID),
  brandName: null,
  amountCents: integer(702_000),
  transactions: integer(1),
  earnings: integer(0),
  agencyFeeCents: integer(0),
  status: 'open',
  provider: regex('^(manual|mercadopago)$', 'manual'),
  paymentUrl: null,
  createdAt: isoTime(),
  paidAt: null,
};

describe('mf-brand statements client against the gateway', () => {
  it('reads what the brand’s sales owe and that nothing is billed yet', () =>
    pact
      .addInteraction()
      .given('a brand with a creator’s sale')
      .uponReceiving('a request for the brand’s balance')
      .withRequest('GET', '/api/v1/payouts/brand-balance', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          owedCents: integer(702_000),
          paidCents: integer(0),
          provider: regex('^(manual|mercadopago)$', 'manual'),
          paymentInstructions: null,
          openStatement: null,
          statements: [],
        }),
      )
      .executeTest(async (mock) => {
        const balance = await statementsApi(signedInApi(mock.url)).balance(null);
        expect(balance).toMatchObject({ owedCents: 702_000, openStatement: null });
      }));

  it('bills the brand’s sales in a statement to pay', () =>
    pact
      .addInteraction()
      .given('a brand with a creator’s sale')
      .uponReceiving('a request for the brand’s statement')
      .withRequest('POST', '/api/v1/payouts/brand-statements', (b) => b.headers(bearer).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(statementBody))
      .executeTest(async (mock) => {
        const statement = await statementsApi(signedInApi(mock.url)).openStatement(null);
        expect(statement).toMatchObject({ status: 'open', transactions: 1, paymentUrl: null });
      }));
});
