import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { privacyBodies } from '../../src/privacy/privacy.service.js';
import { webhookBody } from '../../src/webhooks/webhooks.service.js';

const { integer, like, eachLike, string } = MatchersV3;

/**
 * The catalogue as a consumer of what Tiendanube's webhooks POST (message pact): the ones the
 * money depends on and the privacy ones, whose bodies name no event. The sandbox store verifies
 * it by sending each for real (tools/tiendanube-sandbox/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'catalogue',
  provider: 'tiendanube-webhooks',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const customer = { id: integer(71000001), email: string('ana@example.com') };

describe('what Tiendanube’s webhooks POST to the catalogue', () => {
  it('a refund without a cancel arrives as order/updated, with ids only', () =>
    pact
      .given('a paid order of store 3501234 is refunded without a cancel')
      .expectsToReceive('order/updated')
      .withContent({ store_id: integer(3501234), event: 'order/updated', id: integer(1400000001) })
      .verify(
        synchronousBodyHandler((body) => {
          expect(webhookBody.parse(body)).toMatchObject({ store_id: '3501234', event: 'order/updated', id: '1400000001' });
        }),
      ));

  it('store/redact names the store alone', () =>
    pact
      .given('the app was uninstalled from store 3501234')
      .expectsToReceive('store/redact')
      .withContent({ store_id: integer(3501234) })
      .verify(
        synchronousBodyHandler((body) => {
          expect(privacyBodies['store/redact'].parse(body)).toEqual({ store_id: '3501234' });
        }),
      ));

  it('customers/redact names the shopper and the orders to forget', () =>
    pact
      .given('a shopper of store 3501234 asked to be forgotten')
      .expectsToReceive('customers/redact')
      .withContent({ store_id: integer(3501234), customer: like(customer), orders_to_redact: eachLike(integer(1400000001)) })
      .verify(
        synchronousBodyHandler((body) => {
          const parsed = privacyBodies['customers/redact'].parse(body);
          expect(parsed.customer.email).toBe('ana@example.com');
          expect(parsed.orders_to_redact).toEqual(['1400000001']);
        }),
      ));

  it('customers/data_request names the shopper, the orders asked about and the request', () =>
    pact
      .given('a shopper of store 3501234 asked for their data')
      .expectsToReceive('customers/data_request')
      .withContent({
        store_id: integer(3501234),
        customer: like(customer),
        orders_requested: eachLike(integer(1400000001)),
        data_request: { id: integer(71000002) },
      })
      .verify(
        synchronousBodyHandler((body) => {
          const parsed = privacyBodies['customers/data_request'].parse(body);
          expect(parsed.data_request?.id).toBe('71000002');
          expect(parsed.orders_requested).toEqual(['1400000001']);
        }),
      ));
});
