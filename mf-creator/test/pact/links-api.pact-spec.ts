import { MatchersV3 } from '@pact-foundation/pact';
import {
  affiliateLinkBody,
  bearer,
  gatewayPact,
  jsonRequest,
  jsonResponse,
  signedInApi,
} from '../../../shell/test/pact-support/gateway-consumer.js';
import { creatorCampaignsApi } from '../../src/campaigns/creator-campaigns-api.js';
import { linksApi } from '../../src/links/links-api.js';

const { like, eachLike, integer, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-creator');

const CAMPAIGN_ID = '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10';
const PRODUCT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const LINK_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';
const CODE_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';

const productLink = affiliateLinkBody;

const path = (template: string, example: string) => fromProviderState(template, example);

describe('mf-creator links and codes client against the gateway', () => {
  it('reads its links with the product and brand they are for', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request for the creator’s links')
      .withRequest('GET', '/api/v1/links', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(productLink())))
      .executeTest(async (mock) => {
        const [link] = await creatorCampaignsApi(signedInApi(mock.url)).links();
        expect(link).toMatchObject({ productName: 'Gorra Luna', brandName: 'Luna Ropa', kind: 'product' });
      }));

  it('reads the campaigns and products it may generate links for', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request for the generate dialog’s choices')
      .withRequest('GET', '/api/v1/links/options', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            campaignId: uuid(CAMPAIGN_ID),
            campaignName: like('Temporada'),
            brandId: uuid(BRAND_ID),
            brandName: like('Luna Ropa'),
            products: eachLike({ id: uuid(PRODUCT_ID), name: like('Gorra Luna') }),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [option] = await linksApi(signedInApi(mock.url)).options();
        expect(option!.products[0]).toEqual({ id: PRODUCT_ID, name: 'Gorra Luna' });
      }));

  it('generates another link for a product of the campaign', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request to generate a product link')
      .withRequest('POST', '/api/v1/links', (b) =>
        b.headers(jsonRequest).jsonBody({
          campaignId: fromProviderState('${campaignId}', CAMPAIGN_ID),
          productId: fromProviderState('${productId}', PRODUCT_ID),
        }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(productLink()))
      .executeTest(async (mock) => {
        const link = await linksApi(signedInApi(mock.url)).generate({ campaignId: CAMPAIGN_ID, productId: PRODUCT_ID });
        expect(link.uniqueCode).toMatch(/^AF-/);
      }));

  it('personalises the product and shows it in the shop', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request to personalise a link’s product')
      .withRequest('PATCH', path('/api/v1/links/${linkId}', `/api/v1/links/${LINK_ID}`), (b) =>
        b.headers(jsonRequest).jsonBody({ customProductName: 'Mi gorra', customProductDescription: null, showInShop: true }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(productLink({ customProductName: 'Mi gorra', showInShop: true })))
      .executeTest(async (mock) => {
        const link = await linksApi(signedInApi(mock.url)).update(LINK_ID, {
          customProductName: 'Mi gorra',
          customProductDescription: null,
          showInShop: true,
        });
        expect(link).toMatchObject({ customProductName: 'Mi gorra', showInShop: true });
      }));

  it('deletes a link without sales', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request to delete a link')
      .withRequest('DELETE', path('/api/v1/links/${linkId}', `/api/v1/links/${LINK_ID}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Link eliminado exitosamente' }))
      .executeTest(async (mock) => {
        expect(await linksApi(signedInApi(mock.url)).remove(LINK_ID)).toEqual({ message: 'Link eliminado exitosamente' });
      }));

  it('sends the banner message to the brand', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a banner message for the brand')
      .withRequest('PUT', '/api/v1/banner-messages', (b) =>
        b.headers(jsonRequest).jsonBody({ brandId: fromProviderState('${brandId}', BRAND_ID), customMessage: '¡10% off con mi link!' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Mensaje del banner enviado para aprobación') }))
      .executeTest(async (mock) => {
        const answer = await linksApi(signedInApi(mock.url)).submitBanner(BRAND_ID, '¡10% off con mi link!');
        expect(answer.message).toBe('Mensaje del banner enviado para aprobación');
      }));

  it('reads the discount codes assigned to it', () =>
    pact
      .addInteraction()
      .given('a creator with a discount code')
      .uponReceiving('a request for the creator’s discount codes')
      .withRequest('GET', '/api/v1/discount-codes', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: uuid(CODE_ID),
            brandId: uuid(BRAND_ID),
            creatorId: uuid(BRAND_ID),
            productId: null,
            code: like('LUNA15'),
            creatorCustomCode: null,
            discountType: 'percentage',
            discountValue: integer(15),
            scope: 'store',
            maxUses: integer(100),
            usageCount: integer(0),
            expiresAt: null,
            isActive: true,
            brandName: like('Luna Ropa'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [code] = await linksApi(signedInApi(mock.url)).codes();
        expect(code).toMatchObject({ code: 'LUNA15', isActive: true, brandName: 'Luna Ropa' });
      }));

  it('renames its code', () =>
    pact
      .addInteraction()
      .given('a creator with a discount code')
      .uponReceiving('a request to rename the creator’s code')
      .withRequest('PUT', path('/api/v1/discount-codes/${codeId}/custom-code', `/api/v1/discount-codes/${CODE_ID}/custom-code`), (b) =>
        b.headers(jsonRequest).jsonBody({ code: 'SOLINVIERNO' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Código personalizado actualizado!' }))
      .executeTest(async (mock) => {
        const answer = await linksApi(signedInApi(mock.url)).customiseCode(CODE_ID, 'SOLINVIERNO');
        expect(answer.message).toBe('Código personalizado actualizado!');
      }));
});
