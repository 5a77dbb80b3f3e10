import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, conversionRowBody, gatewayPact, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { conversionsApi } from '../../src/sales/conversions-api.js';

const { like, eachLike } = MatchersV3;

const pact = gatewayPact('mf-creator');

describe('mf-creator conversions client against the gateway', () => {
  it('reads its own conversions, a voided one with its brand’s reason and no shopper’s data', () =>
    pact
      .addInteraction()
      .given('a creator with a conversion its brand voided')
      .uponReceiving('a request for the creator’s conversions')
      .withRequest('GET', '/api/v1/pixels/conversions', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(
            eachLike(
              conversionRowBody({ creatorName: like('Sol Creadora'), review: 'voided', voidReason: like('El pedido fue cancelado') }),
            ),
          ),
      )
      .executeTest(async (mock) => {
        const [row] = await conversionsApi(signedInApi(mock.url)).own();
        expect(row).toMatchObject({ review: 'voided', voidReason: 'El pedido fue cancelado', customerEmail: null });
      }));
});
