import { MatchersV3 } from '@pact-foundation/pact';
import {
  affiliateLinkBody,
  rewardProgressBody,
  bearer,
  gatewayPact,
  isoTime,
  jsonRequest,
  jsonResponse,
  signedInApi,
} from '../../../shell/test/pact-support/gateway-consumer.js';
import { ApiError } from '../../../shell/src/platform/api/api-error.js';
import { campaignsApi } from '../../src/campaigns/campaigns-api.js';
import { assistantApi } from '../../src/campaigns/assistant-api.js';

const { like, eachLike, integer, number, uuid, regex, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

function clients(baseUrl: string) {
  const api = signedInApi(baseUrl);
  return { campaigns: campaignsApi(api), assistant: assistantApi(api) };
}

const CAMPAIGN_ID = '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10';
const APPLICATION_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const PRODUCT_ID = '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';

/** A campaign as the gateway answers it. */
function campaign(fields: Record<string, unknown>) {
  return {
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
    productIds: eachLike(uuid(PRODUCT_ID)),
    startDate: null,
    endDate: null,
    createdAt: isoTime(),
    ...fields,
  };
}

describe('mf-brand campaigns client against the gateway', () => {
  it("reads each creator's month on the campaign's tiers and bonuses", () =>
    pact
      .addInteraction()
      .given('a brand with a creator in a campaign with a tier and a bonus')
      .uponReceiving("a request for a campaign's rewards progress")
      .withRequest('GET', fromProviderState('/api/v1/campaigns/${campaignId}/rewards', `/api/v1/campaigns/${CAMPAIGN_ID}/rewards`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(eachLike(rewardProgressBody({ campaignId: uuid(CAMPAIGN_ID), creatorName: like('Sol Creadora') }))),
      )
      .executeTest(async (mock) => {
        const [progress] = await clients(mock.url).campaigns.rewards(CAMPAIGN_ID);
        expect(progress).toMatchObject({ creatorName: 'Sol Creadora', sales: 0, tiers: [{ fromSales: 21, commissionValue: 18 }] });
      }));

  it('creates a standard campaign on its products', () =>
    pact
      .addInteraction()
      .given('a brand with a custom product')
      .uponReceiving('a new standard campaign')
      .withRequest('POST', '/api/v1/campaigns', (b) =>
        b.headers(jsonRequest).jsonBody({
          campaignType: 'standard',
          name: 'Temporada',
          description: null,
          commissionType: 'percentage',
          commissionValue: 15,
          cookieDurationDays: 30,
          paymentMethod: 'direct',
          productIds: [fromProviderState('${productId}', PRODUCT_ID)],
        }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(campaign({ name: 'Temporada' })))
      .executeTest(async (mock) => {
        const created = await clients(mock.url).campaigns.create({
          campaignType: 'standard',
          name: 'Temporada',
          description: null,
          commissionType: 'percentage',
          commissionValue: 15,
          cookieDurationDays: 30,
          paymentMethod: 'direct',
          productIds: [PRODUCT_ID],
        });
        expect(created).toMatchObject({ name: 'Temporada', status: 'active', campaignType: 'standard' });
      }));

  it('is told another brand’s campaign does not exist', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request for a campaign that is not the brand’s')
      .withRequest('GET', `/api/v1/campaigns/${CAMPAIGN_ID}`, (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.headers(jsonResponse).jsonBody({ code: 'CAMPAIGN_NOT_FOUND', message: 'Campaña no encontrada' }))
      .executeTest(async (mock) => {
        const failure = clients(mock.url).campaigns.get(CAMPAIGN_ID);
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ status: 404, message: 'Campaña no encontrada' });
      }));

  it('pauses a campaign', () =>
    pact
      .addInteraction()
      .given('a brand with a creator’s application to review')
      .uponReceiving('a request to pause a campaign')
      .withRequest('POST', fromProviderState('/api/v1/campaigns/${campaignId}/pause', `/api/v1/campaigns/${CAMPAIGN_ID}/pause`), (b) =>
        b.headers(jsonRequest).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ campaign: campaign({ status: 'paused' }), message: 'Campaña pausada y métricas guardadas' }),
      )
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).campaigns.setPaused(CAMPAIGN_ID, true);
        expect(answer).toMatchObject({ message: 'Campaña pausada y métricas guardadas', campaign: { status: 'paused' } });
      }));

  it('reads the applications of a campaign and counteroffers one', async () => {
    await pact
      .addInteraction()
      .given('a brand with a creator’s application to review')
      .uponReceiving('a request for the applications of a campaign')
      .withRequest('GET', '/api/v1/applications', (b) =>
        b.headers(bearer).query({ campaignId: fromProviderState('${campaignId}', CAMPAIGN_ID) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          applications: eachLike({
            id: uuid(APPLICATION_ID),
            status: 'pending',
            creatorId: uuid(PRODUCT_ID),
            creatorName: like('Sol Creadora'),
            campaign: {
              id: uuid(CAMPAIGN_ID),
              name: like('Temporada'),
              brandId: uuid(BRAND_ID),
              brandName: like('Luna Ropa'),
              brandLogoUrl: null,
              campaignType: 'standard',
              paymentMethod: 'direct',
              commissionType: 'percentage',
              commissionValue: number(15),
              costPerClickCents: null,
              maxClicksPerCreator: null,
              status: 'active',
            },
            proposedCommissionType: 'percentage',
            proposedCommissionValue: number(25),
            proposedTerms: like('Dos reels por mes'),
            counterOfferCommissionType: null,
            counterOfferCommissionValue: null,
            counterOfferTerms: null,
            rejectionReason: null,
            createdAt: isoTime(),
            updatedAt: isoTime(),
          }),
          participations: [],
        }),
      )
      .executeTest(async (mock) => {
        const list = await clients(mock.url).campaigns.applications(CAMPAIGN_ID);
        expect(list.applications[0]).toMatchObject({ status: 'pending', proposedCommissionValue: 25, creatorName: 'Sol Creadora' });
      });

    await pact
      .addInteraction()
      .given('a brand with a creator’s application to review')
      .uponReceiving('a counteroffer on an application')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/applications/${applicationId}/counter-offer', `/api/v1/applications/${APPLICATION_ID}/counter-offer`),
        (b) => b.headers(jsonRequest).jsonBody({ commissionType: 'percentage', commissionValue: 20, terms: 'Un reel por semana' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Contraoferta enviada' }))
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).campaigns.counterOffer(APPLICATION_ID, {
          commissionType: 'percentage',
          commissionValue: 20,
          terms: 'Un reel por semana',
        });
        expect(answer).toEqual({ message: 'Contraoferta enviada' });
      });
  });

  it('talks to the campaign assistant', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a first message to the campaign assistant')
      .withRequest('POST', '/api/v1/campaigns/assistant', (b) =>
        b.headers(jsonRequest).jsonBody({
          messages: [{ role: 'user', content: 'Quiero una campaña CPC' }],
          brandId: fromProviderState('${brandId}', BRAND_ID),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ message: like('¿Cómo se va a llamar la campaña?'), campaignCreated: false, campaignId: null }),
      )
      .executeTest(async (mock) => {
        const reply = await clients(mock.url).assistant.reply([{ role: 'user', content: 'Quiero una campaña CPC' }], BRAND_ID);
        expect(reply).toMatchObject({ campaignCreated: false, campaignId: null });
      }));

  it('creates a discount code, its coupon made in the brand’s store, and lists it', async () => {
    const code = {
      id: uuid('3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'),
      brandId: uuid(BRAND_ID),
      creatorId: null,
      productId: null,
      campaignId: null,
      code: 'SOLCREA15',
      creatorCustomCode: null,
      discountType: 'percentage',
      discountValue: number(15),
      scope: 'store',
      maxUses: integer(100),
      usageCount: integer(0),
      expiresAt: null,
      isActive: true,
    };
    await pact
      .addInteraction()
      .given('a brand with a connected store')
      .uponReceiving('a new discount code')
      .withRequest('POST', '/api/v1/discount-codes', (b) =>
        b.headers(jsonRequest).jsonBody({
          creatorId: null,
          code: 'SOLCREA15',
          discountType: 'percentage',
          discountValue: 15,
          scope: 'store',
          productId: null,
          maxUses: 100,
          expiresAt: null,
        }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(code))
      .executeTest(async (mock) => {
        const created = await clients(mock.url).campaigns.createDiscountCode({
          creatorId: null,
          code: 'SOLCREA15',
          discountType: 'percentage',
          discountValue: 15,
          scope: 'store',
          productId: null,
          maxUses: 100,
          expiresAt: null,
        });
        expect(created).toMatchObject({ code: 'SOLCREA15', isActive: true, usageCount: 0 });
      });
    await pact
      .addInteraction()
      .given('a brand with a discount code')
      .uponReceiving('a request for the brand’s discount codes')
      .withRequest('GET', '/api/v1/discount-codes', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike({ ...code, code: like('SOLCREA15') })))
      .executeTest(async (mock) => {
        const codes = await clients(mock.url).campaigns.discountCodes();
        expect(codes[0]).toMatchObject({ scope: 'store', isActive: true });
      });
    await pact
      .addInteraction()
      .given('a brand with a discount code')
      .uponReceiving('a deactivation of a discount code')
      .withRequest(
        'POST',
        fromProviderState(
          '/api/v1/discount-codes/${codeId}/deactivate',
          '/api/v1/discount-codes/3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/deactivate',
        ),
        (b) => b.headers(jsonRequest).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Código desactivado' }))
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).campaigns.deactivateDiscountCode('3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
        expect(answer).toEqual({ message: 'Código desactivado' });
      });
  });

  it('reads the campaign’s links, makes a custom link for one of its creators and deletes it', async () => {
    const customLink = affiliateLinkBody({
      id: uuid('5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'),
      productId: null,
      kind: 'custom',
      uniqueCode: 'LUNA-LOOKBOOK',
      trackingUrl: regex('^https?://.+/track/LUNA-LOOKBOOK$', 'http://localhost:8080/track/LUNA-LOOKBOOK'),
      destinationUrl: 'https://luna.example/lookbook',
      productName: null,
      productPriceCents: null,
    });
    await pact
      .addInteraction()
      .given('a brand with a creator in a campaign')
      .uponReceiving('a request for a campaign’s links')
      .withRequest('GET', '/api/v1/links', (b) => b.headers(bearer).query({ campaignId: fromProviderState('${campaignId}', CAMPAIGN_ID) }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(affiliateLinkBody())))
      .executeTest(async (mock) => {
        const [link] = await clients(mock.url).campaigns.links(CAMPAIGN_ID);
        expect(link).toMatchObject({ kind: 'product', productName: 'Gorra Luna' });
      });
    await pact
      .addInteraction()
      .given('a brand with a creator in a campaign')
      .uponReceiving('a custom link for a creator of the campaign')
      .withRequest('POST', '/api/v1/links/custom', (b) =>
        b.headers(jsonRequest).jsonBody({
          campaignId: fromProviderState('${campaignId}', CAMPAIGN_ID),
          creatorId: fromProviderState('${creatorId}', PRODUCT_ID),
          destinationUrl: 'https://luna.example/lookbook',
          code: 'LUNA-LOOKBOOK',
        }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(customLink))
      .executeTest(async (mock) => {
        const link = await clients(mock.url).campaigns.createCustomLink({
          campaignId: CAMPAIGN_ID,
          creatorId: PRODUCT_ID,
          destinationUrl: 'https://luna.example/lookbook',
          code: 'LUNA-LOOKBOOK',
        });
        expect(link).toMatchObject({ kind: 'custom', uniqueCode: 'LUNA-LOOKBOOK' });
      });
    await pact
      .addInteraction()
      .given('a brand with a creator in a campaign')
      .uponReceiving('a brand’s request to delete a link')
      .withRequest('DELETE', fromProviderState('/api/v1/links/${linkId}', '/api/v1/links/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Link eliminado exitosamente' }))
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).campaigns.deleteLink('5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b');
        expect(answer).toEqual({ message: 'Link eliminado exitosamente' });
      });
  });
});
