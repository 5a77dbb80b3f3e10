import { MatchersV3 } from '@pact-foundation/pact';
import {
  bearer,
  gatewayPact,
  isoTime,
  jsonRequest,
  jsonResponse,
  rewardProgressBody,
  signedInApi,
} from '../../../shell/test/pact-support/gateway-consumer.js';
import { creatorCampaignsApi } from '../../src/campaigns/creator-campaigns-api.js';

const { like, eachLike, integer, number, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-creator');

function client(baseUrl: string) {
  return creatorCampaignsApi(signedInApi(baseUrl));
}

const CAMPAIGN_ID = '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10';
const APPLICATION_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';

describe('mf-creator campaigns client against the gateway', () => {
  it('finds open campaigns with their brand', () =>
    pact
      .addInteraction()
      .given('a creator and an open campaign')
      .uponReceiving('a request for the campaigns open to creators')
      .withRequest('GET', '/api/v1/campaigns/available', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: uuid(CAMPAIGN_ID),
            brandId: uuid(BRAND_ID),
            name: like('Temporada'),
            description: null,
            campaignType: 'standard',
            paymentMethod: 'direct',
            commissionType: 'percentage',
            commissionValue: number(15),
            cookieDurationDays: integer(30),
            status: 'active',
            targetProductId: null,
            targetUrl: null,
            costPerClickCents: null,
            maxClicksPerCreator: null,
            budgetPerCreatorCents: null,
            totalBudgetCents: null,
            productIds: eachLike(uuid(BRAND_ID)),
            startDate: null,
            endDate: null,
            createdAt: isoTime(),
            brandName: like('Luna Ropa'),
            brandLogoUrl: null,
            myStatus: null,
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [campaign] = await client(mock.url).available();
        expect(campaign).toMatchObject({ name: 'Temporada', brandName: 'Luna Ropa', myStatus: null });
      }));

  it("reads the month's progress on its campaigns' tiers and bonuses", () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign with a tier and a bonus')
      .uponReceiving("a request for the creator's rewards progress")
      .withRequest('GET', '/api/v1/campaigns/rewards', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(rewardProgressBody({ campaignId: uuid(CAMPAIGN_ID) }))))
      .executeTest(async (mock) => {
        const [progress] = await client(mock.url).rewards();
        expect(progress).toMatchObject({ sales: 0, nextTier: { fromSales: 21, commissionValue: 18 } });
        expect(progress!.bonuses[0]).toMatchObject({ metric: 'sales', threshold: 10, status: null });
      }));

  it('applies proposing its own commission', () =>
    pact
      .addInteraction()
      .given('a creator and an open campaign')
      .uponReceiving('an application with a proposal')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/campaigns/${campaignId}/applications', `/api/v1/campaigns/${CAMPAIGN_ID}/applications`),
        (b) =>
          b.headers(jsonRequest).jsonBody({
            proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 25, terms: 'Dos reels por mes' },
          }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ message: 'Propuesta enviada exitosamente', applicationId: uuid(APPLICATION_ID), participationId: null }),
      )
      .executeTest(async (mock) => {
        const answer = await client(mock.url).apply(CAMPAIGN_ID, {
          kind: 'commission',
          commissionType: 'percentage',
          commissionValue: 25,
          terms: 'Dos reels por mes',
        });
        expect(answer).toMatchObject({ message: 'Propuesta enviada exitosamente', participationId: null });
      }));

  it('accepts the brand’s counteroffer', () =>
    pact
      .addInteraction()
      .given('a creator with a counteroffer to answer')
      .uponReceiving('the acceptance of a counteroffer')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/applications/${applicationId}/respond', `/api/v1/applications/${APPLICATION_ID}/respond`),
        (b) => b.headers(jsonRequest).jsonBody({ accept: true }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Contraoferta aceptada' }))
      .executeTest(async (mock) => {
        expect(await client(mock.url).respond(APPLICATION_ID, true)).toEqual({ message: 'Contraoferta aceptada' });
      }));
});
