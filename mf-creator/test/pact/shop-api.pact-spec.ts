import { MatchersV3 } from '@pact-foundation/pact';
import { emptyShop } from '@afilia/contracts';
import { bearer, gatewayPact, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { shopApi } from '../../src/shop/shop-api.js';

const { like, eachLike, integer, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-creator');

const CREATOR_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const LINK_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const BLOCK_ID = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';

/** The appearance of a shop nobody has edited yet (seed 001 §2's defaults). */
const { creatorId: _creatorId, revision: _revision, slug: _slug, blocks: _blocks, ...untouched } = emptyShop(CREATOR_ID, null);

describe('mf-creator shop editor client against the gateway', () => {
  it('opens the creator’s shop with the products it may show', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a request for the creator’s shop')
      .withRequest('GET', '/api/v1/creator/shop', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          shop: { creatorId: uuid(CREATOR_ID), revision: integer(0), slug: null, ...untouched, blocks: [] },
          products: eachLike({
            affiliateLinkId: uuid(LINK_ID),
            productId: uuid('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'),
            productName: like('Remera Luna'),
            description: null,
            priceCents: integer(1_990_000),
            imageUrl: null,
            brandName: like('Luna Ropa'),
            uniqueCode: like('AF-2b3c4d5e-4d5e6f7a-ab12cd34'),
            showInShop: false,
          }),
          stats: {},
        }),
      )
      .executeTest(async (mock) => {
        const { shop, products } = await shopApi(signedInApi(mock.url)).get();
        expect(shop).toMatchObject({ revision: 0, blocks: [] });
        expect(products[0]).toMatchObject({ productName: 'Remera Luna', brandName: 'Luna Ropa' });
      }));

  it('saves the shop from the revision it was editing', () =>
    pact
      .addInteraction()
      .given('a creator accepted into a campaign')
      .uponReceiving('a save of the creator’s shop')
      .withRequest('PUT', '/api/v1/creator/shop', (b) =>
        b.headers(jsonRequest).jsonBody({
          revision: 0,
          slug: 'sol-tienda',
          ...untouched,
          shopTitle: 'Sol',
          blocks: [{ id: BLOCK_ID, type: 'product', order: 0, data: { affiliateLinkId: fromProviderState('${linkId}', LINK_ID) } }],
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          creatorId: uuid(CREATOR_ID),
          revision: integer(1),
          slug: 'sol-tienda',
          ...untouched,
          shopTitle: 'Sol',
          blocks: [{ id: BLOCK_ID, type: 'product', order: 0, data: { affiliateLinkId: uuid(LINK_ID) } }],
        }),
      )
      .executeTest(async (mock) => {
        const saved = await shopApi(signedInApi(mock.url)).save({
          revision: 0,
          slug: 'sol-tienda',
          ...untouched,
          shopTitle: 'Sol',
          blocks: [{ id: BLOCK_ID, type: 'product', order: 0, data: { affiliateLinkId: LINK_ID } }],
        });
        expect(saved).toMatchObject({ revision: 1, slug: 'sol-tienda' });
      }));
});
