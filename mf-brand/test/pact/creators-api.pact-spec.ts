import { MatchersV3 } from '@pact-foundation/pact';
import { creatorBadges } from '@afilia/contracts';
import { bearer, gatewayPact, isoTime, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { ApiError } from '../../../shell/src/platform/api/api-error.js';
import { creatorsApi } from '../../src/creators/creators-api.js';

const { like, eachLike, integer, number, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

/** The real client the directory screen uses, pointed at Pact's mock gateway, with a signed-in brand owner. */
const client = (baseUrl: string) => creatorsApi(signedInApi(baseUrl));

const CREATOR_ID = '2a7c1e9b-4d3f-4b8a-9c6e-5f1d2e3a4b5c';
const LIST_ID = '5f0c8a3e-2b1d-4c6e-9a7f-1e2d3c4b5a69';

/** The brand's internal creator María Núñez, made with 'Crear Creador' and the categories 'Moda, Belleza'. */
const WITH_CREATOR_AND_LIST = 'a brand with an internal creator María Núñez and an empty list Verano';
/** A brand owner signed in, with no creators and no lists of its own. */
const PLAIN_BRAND = 'a brand with no store';

/**
 * A brand's internal creator as a card of the directory: no user yet, no figures, and no earnings
 * the brand may see (nobody opted in to verified results for it: issue 34 §4).
 */
const internalCard = (fields: Record<string, unknown>) => ({
  id: uuid(CREATOR_ID),
  slug: like('maria-nunez'),
  profileImageUrl: null,
  creatorType: 'internal',
  categories: eachLike('moda'),
  isVerified: false,
  ownedByBrand: true,
  registered: false,
  collaborating: false,
  totalFollowers: integer(0),
  averageEngagement: number(0),
  totalPosts: integer(0),
  totalEarnedCents: null,
  ...fields,
});

describe('mf-brand creators directory client against the gateway', () => {
  it("reads the brand's own creators ('Mis Creadores')", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving("a request for the first page of the brand's own creators")
      .withRequest('GET', '/api/v1/creators', (b) => b.headers(bearer).query({ tab: 'mine', page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          items: eachLike(internalCard({ name: 'María Núñez' })),
          total: integer(1),
          page: 1,
          pageSize: integer(24),
          counts: { mine: integer(1), platform: integer(0) },
          stats: { total: integer(1), internal: integer(1), collaborating: integer(0), verified: integer(0) },
        }),
      )
      .executeTest(async (mock) => {
        const page = await client(mock.url).page({ tab: 'mine', page: 1 });
        expect(page).toMatchObject({ page: 1, total: 1, counts: { mine: 1 } });
        const [maria] = page.items;
        expect(maria).toMatchObject({ name: 'María Núñez', ownedByBrand: true, registered: false });
        expect(creatorBadges(maria!)).toEqual(['internal', 'pendingSignUp']);
      }));

  it("creates an internal creator ('Crear Creador')", () =>
    pact
      .addInteraction()
      .given(PLAIN_BRAND)
      .uponReceiving('a new internal creator')
      .withRequest('POST', '/api/v1/creators', (b) =>
        b.headers(jsonRequest).jsonBody({
          name: 'Lucía Sol',
          email: 'lucia.sol@example.com',
          categories: 'Moda, Belleza',
          instagram: '@lucia.sol',
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...internalCard({ name: 'Lucía Sol', slug: like('lucia-sol'), categories: ['moda', 'belleza'] }),
          email: 'lucia.sol@example.com',
          baseCommissionPercent: number(15),
          bio: null,
          socialLinks: {},
          networks: {
            instagram: {
              username: 'lucia.sol',
              followers: integer(0),
              posts: integer(0),
              views: integer(0),
              engagement: number(0),
              hidden: false,
              manual: false,
              lastSyncedAt: null,
            },
          },
          linkedin: { followers: integer(0), hidden: false },
          featuredPosts: [],
          customLinks: [],
          createdAt: isoTime(),
          // Its invitation e-mail left: nothing to tell the brand (decision 230).
          notices: [],
        }),
      )
      .executeTest(async (mock) => {
        const creator = await client(mock.url).create({
          name: 'Lucía Sol',
          email: 'lucia.sol@example.com',
          categories: 'Moda, Belleza',
          instagram: '@lucia.sol',
        });
        expect(creator).toMatchObject({
          name: 'Lucía Sol',
          creatorType: 'internal',
          ownedByBrand: true,
          categories: ['moda', 'belleza'],
          networks: { instagram: { username: 'lucia.sol' } },
        });
      }));

  it('is told on its field that the brand has a creator of that name', () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving('a new internal creator named as one the brand has')
      .withRequest('POST', '/api/v1/creators', (b) => b.headers(jsonRequest).jsonBody({ name: 'María Núñez' }))
      .willRespondWith(409, (b) =>
        b.headers(jsonResponse).jsonBody({ code: 'ALREADY_EXISTS', message: 'Ya tienes un creador con este nombre', field: 'name' }),
      )
      .executeTest(async (mock) => {
        const failure = client(mock.url).create({ name: 'María Núñez' });
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ status: 409, message: 'Ya tienes un creador con este nombre', field: 'name' });
      }));
});

describe('mf-brand creator lists client against the gateway', () => {
  it("reads the user's lists, saying whether a creator is in each", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving("a request for the user's lists with a creator")
      .withRequest('GET', '/api/v1/creator-lists', (b) =>
        b.headers(bearer).query({ creatorId: fromProviderState('${creatorId}', CREATOR_ID) }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(eachLike({ id: uuid(LIST_ID), name: 'Verano', description: null, creatorCount: integer(0), includesCreator: false })),
      )
      .executeTest(async (mock) => {
        const [verano] = await client(mock.url).lists(CREATOR_ID);
        expect(verano).toEqual({ id: LIST_ID, name: 'Verano', description: null, creatorCount: 0, includesCreator: false });
      }));

  it("creates a list ('Nueva lista')", () =>
    pact
      .addInteraction()
      .given(PLAIN_BRAND)
      .uponReceiving('a new creator list')
      .withRequest('POST', '/api/v1/creator-lists', (b) =>
        b.headers(jsonRequest).jsonBody({ name: 'Invierno', description: 'Creadores para la campaña de invierno' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: uuid(LIST_ID),
          name: 'Invierno',
          description: 'Creadores para la campaña de invierno',
          creatorCount: integer(0),
          includesCreator: false,
        }),
      )
      .executeTest(async (mock) => {
        const list = await client(mock.url).createList({ name: 'Invierno', description: 'Creadores para la campaña de invierno' });
        expect(list).toMatchObject({ name: 'Invierno', creatorCount: 0, includesCreator: false });
      }));

  it("puts a creator in the lists checked ('Guardar')", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving('the lists a creator should be in')
      .withRequest('PUT', '/api/v1/creator-lists/membership', (b) =>
        b.headers(jsonRequest).jsonBody({
          creatorId: fromProviderState('${creatorId}', CREATOR_ID),
          listIds: [fromProviderState('${listId}', LIST_ID)],
        }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(eachLike({ id: uuid(LIST_ID), name: 'Verano', description: null, creatorCount: integer(1), includesCreator: true })),
      )
      .executeTest(async (mock) => {
        const [verano] = await client(mock.url).setLists({ creatorId: CREATOR_ID, listIds: [LIST_ID] });
        expect(verano).toMatchObject({ name: 'Verano', creatorCount: 1, includesCreator: true });
      }));

  it("imports a part of a CSV, the roster's names skipped ('Importar CSV')", () =>
    pact
      .addInteraction()
      .given(WITH_CREATOR_AND_LIST)
      .uponReceiving('a part of a CSV file of creators')
      .withRequest('POST', '/api/v1/creators/import', (b) =>
        b.headers({ ...bearer, ...jsonRequest }).jsonBody({
          rows: [
            { line: 2, name: 'María Núñez', categories: ['moda'] },
            { line: 3, name: 'Iván Río', categories: ['gaming', 'tecnologia'] },
          ],
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          results: [
            { line: 2, status: 'duplicate', creatorId: uuid(CREATOR_ID) },
            { line: 3, status: 'created', creatorId: uuid('7c1e2a9b-4d3f-4b8a-9c6e-5f1d2e3a4b5d') },
          ],
        }),
      )
      .executeTest(async (mock) => {
        const { results } = await client(mock.url).import([
          { line: 2, name: 'María Núñez', categories: ['moda'] },
          { line: 3, name: 'Iván Río', categories: ['gaming', 'tecnologia'] },
        ]);
        expect(results.map((r) => r.status)).toEqual(['duplicate', 'created']);
      }));
});
