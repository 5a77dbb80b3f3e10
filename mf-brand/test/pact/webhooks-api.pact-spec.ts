import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { webhooksApi } from '../../src/brand-settings/webhooks-api.js';

const { like, eachLike, regex, uuid, integer, boolean, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const BRAND_ID = '39b87384-f323-4962-ae7a-05e2e876abc8';
const WEBHOOK_ID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const DELIVERY_ID = '7d2e3f4a-5b6c-4d7e-9f80-a1b2c3d4e5f6';
const URL_EXAMPLE = 'https://erp.example.com/afilia';

/** An endpoint as the brand's list shows it: a hint of its secret, never the secret. */
const endpoint = (active = true) => ({
  id: uuid(WEBHOOK_ID),
  brandId: uuid(BRAND_ID),
  url: like(URL_EXAMPLE),
  description: like('ERP'),
  events: eachLike('sale.created'),
  active: boolean(active),
  secretHint: regex(/^whsec_.{6}…$/, 'whsec_AbCdEf…'),
  createdAt: isoTime(),
  secretRotatedAt: null,
  recent: { delivered: integer(0), failing: integer(0) },
});
const withSecret = { secret: regex(/^whsec_[A-Za-z0-9_-]{43}$/, `whsec_${'A'.repeat(43)}`) };
/** A delivery: a new one has had no attempt yet; a resent one is pending again, its last answer kept. */
const delivery = (status: string, attempted = status !== 'pending') => ({
  id: uuid(DELIVERY_ID),
  endpointId: uuid(WEBHOOK_ID),
  event: like('webhook.ping'),
  status: like(status),
  attempts: integer(1),
  responseStatus: attempted ? integer(200) : null,
  error: null,
  createdAt: isoTime(),
  lastAttemptAt: attempted ? isoTime() : null,
  nextAttemptAt: status === 'pending' ? isoTime() : null,
  body: like('{"id":"…","event":"webhook.ping","data":{}}'),
});
const path = (tail: string, example: string) =>
  fromProviderState(`/api/v1/brands/\${brandId}${tail}`, `/api/v1/brands/${BRAND_ID}${example}`);

describe('mf-brand webhooks client against the gateway', () => {
  it('lists the brand’s endpoints without their secret', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a request for the brand’s webhook endpoints')
      .withRequest('GET', path('/webhooks', '/webhooks'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(endpoint())))
      .executeTest(async (mock) => {
        const [listed] = await webhooksApi(signedInApi(mock.url)).list(BRAND_ID);
        expect(listed).toMatchObject({ events: ['sale.created'], active: true });
        expect(listed).not.toHaveProperty('secret');
      }));

  it('adds an endpoint, whose answer holds the secret once', () =>
    pact
      .addInteraction()
      .given('a brand')
      .uponReceiving('a new webhook endpoint for the brand')
      .withRequest('POST', path('/webhooks', '/webhooks'), (b) =>
        b.headers(bearer).jsonBody({ url: fromProviderState('${webhookUrl}', URL_EXAMPLE), events: ['sale.created'], description: 'ERP' }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody({ ...endpoint(), ...withSecret }))
      .executeTest(async (mock) => {
        const made = await webhooksApi(signedInApi(mock.url)).create(BRAND_ID, {
          url: URL_EXAMPLE,
          events: ['sale.created'],
          description: 'ERP',
        });
        expect(made.secret).toMatch(/^whsec_/);
      }));

  it('pauses an endpoint', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a webhook endpoint paused')
      .withRequest('PATCH', path('/webhooks/${webhookId}', `/webhooks/${WEBHOOK_ID}`), (b) => b.headers(bearer).jsonBody({ active: false }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(endpoint(false)))
      .executeTest(async (mock) => {
        expect((await webhooksApi(signedInApi(mock.url)).update(BRAND_ID, WEBHOOK_ID, { active: false })).active).toBe(false);
      }));

  it('rotates an endpoint’s secret, shown once', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a webhook secret rotated')
      .withRequest('POST', path('/webhooks/${webhookId}/rotate-secret', `/webhooks/${WEBHOOK_ID}/rotate-secret`), (b) =>
        b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ ...endpoint(), secretRotatedAt: isoTime(), ...withSecret }))
      .executeTest(async (mock) => {
        const rotated = await webhooksApi(signedInApi(mock.url)).rotateSecret(BRAND_ID, WEBHOOK_ID);
        expect(rotated.secretRotatedAt).not.toBeNull();
      }));

  it('sends a test delivery', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a test delivery to a webhook endpoint')
      .withRequest('POST', path('/webhooks/${webhookId}/test', `/webhooks/${WEBHOOK_ID}/test`), (b) => b.headers(bearer).jsonBody({}))
      .willRespondWith(202, (b) => b.headers(jsonResponse).jsonBody(delivery('pending')))
      .executeTest(async (mock) => {
        expect((await webhooksApi(signedInApi(mock.url)).test(BRAND_ID, WEBHOOK_ID)).status).toBe('pending');
      }));

  it('reads an endpoint’s delivery log', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a webhook endpoint’s delivery log')
      .withRequest('GET', path('/webhooks/${webhookId}/deliveries', `/webhooks/${WEBHOOK_ID}/deliveries`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ items: eachLike(delivery('delivered')), more: boolean(false) }))
      .executeTest(async (mock) => {
        const page = await webhooksApi(signedInApi(mock.url)).deliveries(BRAND_ID, WEBHOOK_ID);
        expect(page.items[0]).toMatchObject({ status: 'delivered', responseStatus: 200 });
      }));

  it('resends a delivery', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a webhook delivery resent')
      .withRequest('POST', path('/webhook-deliveries/${deliveryId}/resend', `/webhook-deliveries/${DELIVERY_ID}/resend`), (b) =>
        b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(202, (b) => b.headers(jsonResponse).jsonBody(delivery('pending', true)))
      .executeTest(async (mock) => {
        expect((await webhooksApi(signedInApi(mock.url)).resend(BRAND_ID, DELIVERY_ID)).status).toBe('pending');
      }));

  it('deletes an endpoint', () =>
    pact
      .addInteraction()
      .given('a brand with a webhook endpoint')
      .uponReceiving('a webhook endpoint deleted')
      .withRequest('DELETE', path('/webhooks/${webhookId}', `/webhooks/${WEBHOOK_ID}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Destino eliminado') }))
      .executeTest(async (mock) => {
        expect((await webhooksApi(signedInApi(mock.url)).remove(BRAND_ID, WEBHOOK_ID)).message).toBe('Destino eliminado');
      }));
});
