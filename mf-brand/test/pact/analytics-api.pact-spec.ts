import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { analyticsApi } from '../../src/analytics/analytics-api.js';

const { like, eachLike, integer, number, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const CAMPAIGN_ID = '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10';
const LINK_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const CREATOR_ID = '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a';

const quality = {
  clicks: integer(2),
  unique: integer(1),
  bots: integer(0),
  repeats: integer(1),
  flagged: integer(0),
  percent: number(50.5),
};

describe('mf-brand analytics client against the gateway', () => {
  it('reads the brand’s SafeLink Analytics with click quality', () =>
    pact
      .addInteraction()
      .given('a brand with a clicked custom link')
      .uponReceiving('a request for the brand’s SafeLink Analytics')
      .withRequest('GET', '/api/v1/analytics', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          summary: {
            clicks: integer(2),
            uniqueClicks: integer(1),
            conversions: integer(0),
            revenueCents: integer(0),
            ctr: integer(0),
            quality,
          },
          campaigns: eachLike({
            campaignId: uuid(CAMPAIGN_ID),
            campaignName: like('Temporada'),
            clicks: integer(2),
            conversions: integer(0),
            quality,
          }),
          rows: eachLike({
            linkId: uuid(LINK_ID),
            linkCode: like('LUNA-LOOKBOOK'),
            linkUrl: like('http://localhost:8080/track/LUNA-LOOKBOOK'),
            productName: null,
            campaignId: uuid(CAMPAIGN_ID),
            campaignName: like('Temporada'),
            creatorId: uuid(CREATOR_ID),
            creatorName: like('Sol Creadora'),
            kind: 'custom',
            clicks: integer(2),
            conversions: integer(0),
            ctr: integer(0),
            cpaCents: integer(0),
            revenueCents: integer(0),
            lastConversion: null,
            status: 'active',
            quality,
          }),
        }),
      )
      .executeTest(async (mock) => {
        const analytics = await analyticsApi(signedInApi(mock.url)).analytics(null, null);
        expect(analytics.rows[0]).toMatchObject({ kind: 'custom', creatorName: 'Sol Creadora' });
        expect(analytics.summary.quality.percent).toBe(50.5);
      }));

  it('reads one link’s statistics dialog', () =>
    pact
      .addInteraction()
      .given('a brand with a clicked custom link')
      .uponReceiving('a request for a link’s statistics')
      .withRequest('GET', fromProviderState('/api/v1/analytics/links/${linkId}', `/api/v1/analytics/links/${LINK_ID}`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          totalClicks: integer(2),
          uniqueClicks: integer(1),
          last24h: integer(2),
          lastClick: isoTime(),
          sources: { instagram: integer(2) },
          devices: { mobile: integer(2) },
          countries: like({}),
          dailyClicks: eachLike({ date: like('2026-11-26'), clicks: integer(0) }),
          quality,
        }),
      )
      .executeTest(async (mock) => {
        const stats = await analyticsApi(signedInApi(mock.url)).linkStats(LINK_ID);
        expect(stats.sources).toEqual({ instagram: 2 });
      }));
});
