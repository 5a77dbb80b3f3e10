import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { domainsApi } from '../../src/domains/domains-api.js';

const { like, regex, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const CLAIM_ID = '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const waiting = {
  host: like('luna-ropa.com.ar'),
  source: null,
  verifiedAt: null,
  claimId: uuid(CLAIM_ID),
  record: {
    name: like('_afilia.luna-ropa.com.ar'),
    value: regex(/^afilia-verificacion=[A-Za-z0-9_-]{24}$/, 'afilia-verificacion=Zk3pQ8rT2vX6yB1nM4cD7fG9'),
  },
};
const claimPath = (suffix = '') => fromProviderState(`/api/v1/domains/\${claimId}${suffix}`, `/api/v1/domains/${CLAIM_ID}${suffix}`);

describe('mf-brand domains client against the gateway', () => {
  it('adds a domain to prove and hears the TXT record to publish', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request to add a domain')
      .withRequest('POST', '/api/v1/domains', (b) => b.headers(jsonRequest).jsonBody({ domain: 'luna-ropa.com.ar' }))
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(waiting))
      .executeTest(async (mock) => {
        const claim = await domainsApi(signedInApi(mock.url)).claim(null, { domain: 'luna-ropa.com.ar' });
        expect(claim.record!.name).toBe('_afilia.luna-ropa.com.ar');
      }));

  it('reads the brand’s domains, one waiting for its record', () =>
    pact
      .addInteraction()
      .given('a brand with a domain waiting for its DNS record')
      .uponReceiving('a request for the brand’s domains')
      .withRequest('GET', '/api/v1/domains', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody([waiting]))
      .executeTest(async (mock) => {
        const [domain] = await domainsApi(signedInApi(mock.url)).list(null);
        expect(domain).toMatchObject({ source: null, verifiedAt: null });
      }));

  it('verifies a domain whose record is published', () =>
    pact
      .addInteraction()
      .given('a brand that published its domain’s DNS record')
      .uponReceiving('a request to verify the domain')
      .withRequest('POST', claimPath('/verify'), (b) => b.headers(bearer).jsonBody({}))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ host: like('luna-ropa.com.ar'), source: 'dns', verifiedAt: isoTime(), claimId: uuid(CLAIM_ID), record: null }),
      )
      .executeTest(async (mock) => {
        expect((await domainsApi(signedInApi(mock.url)).verify(CLAIM_ID)).source).toBe('dns');
      }));

  it('hears why a domain whose record is missing stays unverified', () =>
    pact
      .addInteraction()
      .given('a brand with a domain waiting for its DNS record')
      .uponReceiving('a request to verify a domain without its record')
      .withRequest('POST', claimPath('/verify'), (b) => b.headers(bearer).jsonBody({}))
      .willRespondWith(409, (b) =>
        b.headers(jsonResponse).jsonBody({
          code: 'INVALID_TRANSITION',
          message:
            'No encontramos el registro TXT con tu código. Si lo acabás de crear, puede tardar unos minutos: probá de nuevo más tarde.',
        }),
      )
      .executeTest(async (mock) => {
        await expect(domainsApi(signedInApi(mock.url)).verify(CLAIM_ID)).rejects.toMatchObject({ status: 409 });
      }));

  it('removes a domain it added', () =>
    pact
      .addInteraction()
      .given('a brand with a domain waiting for its DNS record')
      .uponReceiving('a request to remove the domain')
      .withRequest('DELETE', claimPath(), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Dominio quitado' }))
      .executeTest(async (mock) => {
        expect((await domainsApi(signedInApi(mock.url)).remove(CLAIM_ID)).message).toBe('Dominio quitado');
      }));
});
