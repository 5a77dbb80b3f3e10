import { MatchersV3 } from '@pact-foundation/pact';
import {
  affiliateLinkBody,
  bearer,
  gatewayPact,
  isoTime,
  jsonRequest,
  jsonResponse,
  signedInApi,
} from '../../../shell/test/pact-support/gateway-consumer.js';
import { creatorDetailApi } from '../../src/creators/creator-detail-api.js';
import { detailSections } from '../../src/creators/creator-detail.js';

const { like, eachLike, integer, number, uuid, regex, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

/** The real client the creator's page uses, pointed at Pact's mock gateway, with a signed-in brand owner. */
const client = (baseUrl: string) => creatorDetailApi(signedInApi(baseUrl));

const CREATOR_ID = '2a7c1e9b-4d3f-4b8a-9c6e-5f1d2e3a4b5c';
const PLATFORM_CREATOR_ID = '4c9e3a1d-6f5b-4d0a-8e8f-7a3b4c5d6e7f';
const PRODUCT_ID = '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a';
const REQUEST_ID = '8d2f4b6a-1c3e-4a5b-9d7f-0e1a2b3c4d5e';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';

/** The brand's internal creator María Núñez, made with 'Crear Creador' and the categories 'Moda, Belleza' (creators-api.pact-spec). */
const WITH_CREATOR_AND_LIST = 'a brand with an internal creator María Núñez and an empty list Verano';
/**
 * A brand owner signed in, with two active products (Gorra Luna, Mate Luna) and a registered,
 * public creator (Sol Creadora) who asked to collaborate on Gorra Luna ('Me encantan sus gorras',
 * pending) and whom the brand invited to Mate Luna ('Te queremos en el equipo', pending).
 * Answers `creatorId` and `requestId` (the creator's request).
 */
const WITH_REQUEST_AND_INVITATION = 'a brand with a pending request from a platform creator and an invitation sent to it';
/**
 * A brand owner signed in, with an active product (Mate Luna) and a registered, public creator
 * (Sol Creadora) it has no collaboration with. Answers `creatorId` and `productId`.
 */
const WITH_PRODUCT_AND_PLATFORM_CREATOR = 'a brand with an active product and a platform creator';

/** A collaboration as the gateway answers it; `fields` say who started it and how it stands. */
const collaboration = (fields: Record<string, unknown>) => ({
  id: uuid(REQUEST_ID),
  creatorId: uuid(PLATFORM_CREATOR_ID),
  brandId: uuid(BRAND_ID),
  productId: uuid(PRODUCT_ID),
  message: like('Me encantan sus gorras'),
  status: 'pending',
  createdAt: isoTime(),
  ...fields,
});

/** The same with its product, as the creator's page lists it. */
const withProduct = (fields: Record<string, unknown>) =>
  collaboration({ productName: like('Gorra Luna'), priceCents: integer(150000), commissionPercent: number(15), ...fields });

/** A network's figures as an internal creator has them before any edit or sync. */
const untouchedNetwork = {
  username: null,
  followers: integer(0),
  posts: integer(0),
  views: integer(0),
  engagement: number(0),
  hidden: false,
  manual: false,
  lastSyncedAt: null,
};

describe("mf-brand creator's page client against the gateway", () => {
  it("reads the brand's own internal creator", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving("a request for the brand's internal creator's page")
      .withRequest('GET', fromProviderState('/api/v1/creators/${creatorId}', `/api/v1/creators/${CREATOR_ID}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid(CREATOR_ID),
          name: 'María Núñez',
          slug: like('maria-nunez'),
          profileImageUrl: null,
          creatorType: 'internal',
          categories: ['moda', 'belleza'],
          isVerified: false,
          ownedByBrand: true,
          registered: false,
          collaborating: false,
          totalFollowers: integer(0),
          averageEngagement: number(0),
          totalPosts: integer(0),
          // No user, so nobody opted in to verified results: the brand sees no earnings (issue 34 §4).
          totalEarnedCents: null,
          email: null,
          baseCommissionPercent: number(15),
          bio: null,
          socialLinks: {},
          networks: { instagram: untouchedNetwork },
          linkedin: { followers: integer(0), hidden: false },
          featuredPosts: [],
          customLinks: [],
          createdAt: isoTime(),
        }),
      )
      .executeTest(async (mock) => {
        const creator = await client(mock.url).get(CREATOR_ID);
        expect(creator).toMatchObject({ name: 'María Núñez', ownedByBrand: true, categories: ['moda', 'belleza'] });
        expect(detailSections(creator)).toEqual(['links', 'codes']);
      }));

  it("reads a platform creator's requests to the brand and the brand's invitations to it", () =>
    pact
      .addInteraction()
      .given(WITH_REQUEST_AND_INVITATION)
      .uponReceiving("a request for the brand's collaborations with a creator")
      .withRequest(
        'GET',
        fromProviderState('/api/v1/creators/${creatorId}/collaborations', `/api/v1/creators/${PLATFORM_CREATOR_ID}/collaborations`),
        (b) => b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          received: eachLike(withProduct({ initiatedBy: 'creator' })),
          sent: eachLike(
            withProduct({
              id: uuid('9e3a5c7b-2d4f-4b6c-8e0a-1f2b3c4d5e6f'),
              productId: uuid('1c7b7f1a-7b12-4d2f-8b68-7a2d2c8f9e4b'),
              productName: like('Mate Luna'),
              priceCents: integer(1_500_000),
              message: like('Te queremos en el equipo'),
              initiatedBy: 'brand',
            }),
          ),
        }),
      )
      .executeTest(async (mock) => {
        const { received, sent } = await client(mock.url).collaborations(PLATFORM_CREATOR_ID);
        expect(received[0]).toMatchObject({ initiatedBy: 'creator', status: 'pending', productName: 'Gorra Luna' });
        expect(sent[0]).toMatchObject({ initiatedBy: 'brand', status: 'pending', productName: 'Mate Luna' });
      }));

  it("invites a platform creator to a product ('Invitar a Producto')", () =>
    pact
      .addInteraction()
      .given(WITH_PRODUCT_AND_PLATFORM_CREATOR)
      .uponReceiving('an invitation to a creator to one of the brand’s products')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/creators/${creatorId}/invitations', `/api/v1/creators/${PLATFORM_CREATOR_ID}/invitations`),
        (b) =>
          b
            .headers(jsonRequest)
            .jsonBody({ productId: fromProviderState('${productId}', PRODUCT_ID), message: 'Te queremos en el equipo' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody(collaboration({ initiatedBy: 'brand', message: 'Te queremos en el equipo', status: 'pending' })),
      )
      .executeTest(async (mock) => {
        const invited = await client(mock.url).invite(PLATFORM_CREATOR_ID, { productId: PRODUCT_ID, message: 'Te queremos en el equipo' });
        expect(invited).toMatchObject({ initiatedBy: 'brand', status: 'pending', message: 'Te queremos en el equipo' });
      }));

  it("accepts a creator's request ('Aceptar')", () =>
    pact
      .addInteraction()
      .given(WITH_REQUEST_AND_INVITATION)
      .uponReceiving('the brand’s acceptance of a creator’s pending request')
      .withRequest(
        'PUT',
        fromProviderState('/api/v1/product-collaborations/${requestId}', `/api/v1/product-collaborations/${REQUEST_ID}`),
        (b) => b.headers(jsonRequest).jsonBody({ status: 'accepted' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(collaboration({ initiatedBy: 'creator', status: 'accepted' })))
      .executeTest(async (mock) => {
        const answered = await client(mock.url).answer(REQUEST_ID, { status: 'accepted' });
        expect(answered).toMatchObject({ id: REQUEST_ID, initiatedBy: 'creator', status: 'accepted' });
      }));

  it("makes a whole-store link for the brand's internal creator ('Generar link')", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving('a whole-store link for the brand’s internal creator')
      .withRequest('POST', '/api/v1/links/internal', (b) =>
        b.headers(jsonRequest).jsonBody({ creatorId: fromProviderState('${creatorId}', CREATOR_ID), productId: null }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody(
          affiliateLinkBody({
            creatorId: uuid(CREATOR_ID),
            productId: null,
            campaignId: null,
            campaignName: null,
            kind: 'store',
            uniqueCode: regex('^AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]{8}$', 'AF-6f1c1b7e-2a7c1e9b-k3j9x0qa'),
            trackingUrl: regex('^https?://.+/track/AF-.+$', 'http://localhost:8080/track/AF-6f1c1b7e-2a7c1e9b-k3j9x0qa'),
            productName: null,
            productImageUrl: null,
            productPriceCents: null,
          }),
        ),
      )
      .executeTest(async (mock) => {
        const link = await client(mock.url).createLink({ creatorId: CREATOR_ID, productId: null });
        expect(link).toMatchObject({ creatorId: CREATOR_ID, kind: 'store', productId: null, campaignId: null, clicks: 0 });
      }));
});
