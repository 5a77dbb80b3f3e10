import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { conversionsApi } from '../../src/sales/conversions-api.js';

const { like, eachLike, integer, uuid, regex } = MatchersV3;

const pact = gatewayPact('mf-creator');

describe('mf-creator conversions client against the gateway', () => {
  it('reads its own conversions, a voided one with its brand’s reason and no shopper’s data', () =>
    pact
      .addInteraction()
      .given('a creator with a conversion its brand voided')
      .uponReceiving('a request for the creator’s conversions')
      .withRequest('GET', '/api/v1/pixels/conversions', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: uuid(),
            brandId: uuid(),
            source: regex(/^PX-[A-Z0-9]{8}$/, 'PX-AB12CD34'),
            eventName: like('purchase'),
            eventType: 'purchase',
            customerName: null,
            customerEmail: null,
            amountCents: integer(100000),
            currency: 'ARS',
            status: like('pending'),
            isValid: true,
            invalidReason: null,
            campaignId: uuid(),
            campaignName: null,
            creatorName: like('Sol Creadora'),
            commissionCents: integer(15000),
            review: 'voided',
            reviewEndsAt: null,
            holdReason: null,
            voidReason: like('El pedido fue cancelado'),
            createdAt: isoTime(),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [row] = await conversionsApi(signedInApi(mock.url)).own();
        expect(row).toMatchObject({ review: 'voided', voidReason: 'El pedido fue cancelado', customerEmail: null });
      }));
});
