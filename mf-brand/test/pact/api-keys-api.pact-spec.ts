import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { apiKeysApi } from '../../src/brand-settings/api-keys-api.js';

const { like, eachLike, regex, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const BRAND_ID = '39b87384-f323-4962-ae7a-05e2e876abc8';
const KEY_ID = '5b2f0e1d-8c7a-4b6e-9d5c-3a2b1c0d9e8f';

/** A key as the brand's list shows it: its start, never its secret. */
const listedKey = (revoked: boolean) => ({
  id: uuid(KEY_ID),
  brandId: uuid(BRAND_ID),
  name: like('ERP'),
  scopes: eachLike('sales:read'),
  prefix: regex(/^afk_[0-9a-f]{12}$/, 'afk_0123456789ab'),
  createdAt: isoTime(),
  createdByName: like('Luna Ropa'),
  lastUsedAt: null,
  revokedAt: revoked ? isoTime() : null,
});

describe('mf-brand API keys client against the gateway', () => {
  it('lists the brand’s keys without their secret', () =>
    pact
      .addInteraction()
      .given('a brand with an API key')
      .uponReceiving('a request for the brand’s API keys')
      .withRequest('GET', fromProviderState('/api/v1/brands/${brandId}/api-keys', `/api/v1/brands/${BRAND_ID}/api-keys`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(listedKey(false))))
      .executeTest(async (mock) => {
        const [key] = await apiKeysApi(signedInApi(mock.url)).list(BRAND_ID);
        expect(key).toMatchObject({ name: 'ERP', scopes: ['sales:read'], prefix: 'afk_0123456789ab', revokedAt: null });
        expect(key).not.toHaveProperty('key');
      }));

  it('creates a key, whose answer holds the whole key once', () =>
    pact
      .addInteraction()
      .given('a brand')
      .uponReceiving('a new API key for the brand')
      .withRequest('POST', fromProviderState('/api/v1/brands/${brandId}/api-keys', `/api/v1/brands/${BRAND_ID}/api-keys`), (b) =>
        b.headers(bearer).jsonBody({ name: 'ERP', scopes: ['sales:read'] }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...listedKey(false),
          key: regex(/^afk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/, `afk_0123456789ab_${'A'.repeat(43)}`),
        }),
      )
      .executeTest(async (mock) => {
        const created = await apiKeysApi(signedInApi(mock.url)).create(BRAND_ID, { name: 'ERP', scopes: ['sales:read'] });
        expect(created.key).toMatch(/^afk_0123456789ab_/);
      }));

  it('revokes a key', () =>
    pact
      .addInteraction()
      .given('a brand with an API key')
      .uponReceiving('the revocation of an API key')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/brands/${brandId}/api-keys/${keyId}/revoke', `/api/v1/brands/${BRAND_ID}/api-keys/${KEY_ID}/revoke`),
        (b) => b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(listedKey(true)))
      .executeTest(async (mock) => {
        const revoked = await apiKeysApi(signedInApi(mock.url)).revoke(BRAND_ID, KEY_ID);
        expect(revoked.revokedAt).not.toBeNull();
      }));
});
