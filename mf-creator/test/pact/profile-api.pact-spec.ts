import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, jsonRequest, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { profileApi } from '../../src/profile/profile-api.js';

const { like, integer, uuid, datetime } = MatchersV3;

const pact = gatewayPact('mf-creator');

const CREATOR_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const GIVEN = 'a signed-in creator whose YouTube channel canal.sol has 48200 subscribers';
const network = { username: null, followers: 0, posts: 0, views: 0, engagement: 0, hidden: false, manual: false, lastSyncedAt: null };
const editable = { username: '', followers: 0, posts: 0, views: 0, engagement: 0, hidden: false };
/** A profile nobody edited yet, as the gateway answers it. */
const untouched = {
  creatorId: uuid(CREATOR_ID),
  revision: integer(0),
  name: like('Sol Creadora'),
  slug: null,
  isPublic: true,
  pressKitPublic: false,
  bio: null,
  profileImageUrl: null,
  socialLinks: {},
  networks: { instagram: network, tiktok: network, youtube: network, kick: network },
  linkedin: { followers: 0, hidden: false },
  featuredPosts: [],
  customLinks: [],
  showVerifiedResults: false,
};

describe("mf-creator 'Mi Perfil' client against the gateway", () => {
  it('opens the creator’s profile with the results the platform measured', () =>
    pact
      .addInteraction()
      .given(GIVEN)
      .uponReceiving('a request for the creator’s profile')
      .withRequest('GET', '/api/v1/creator/profile', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          profile: untouched,
          results: { salesCount: 0, revenueCents: 0, clicks: 0, conversionRate: null, earningsPerClickCents: null, brandsCount: 0 },
        }),
      )
      .executeTest(async (mock) => {
        const { profile, results } = await profileApi(signedInApi(mock.url)).get();
        expect(profile).toMatchObject({ revision: 0, pressKitPublic: false, featuredPosts: [] });
        expect(results.clicks).toBe(0);
      }));

  it('saves the profile from the revision it was editing', () => {
    const saved = {
      revision: 0,
      name: 'Sol Creadora',
      slug: 'sol-kit',
      isPublic: true,
      pressKitPublic: true,
      bio: 'Viajes y café',
      profileImageUrl: null,
      socialLinks: { instagram: 'https://www.instagram.com/sol', email: 'sol@example.com' },
      networks: { instagram: { ...editable, username: 'sol', followers: 1200 }, tiktok: editable, youtube: editable, kick: editable },
      linkedin: { followers: 0, hidden: false },
      featuredPosts: [{ url: 'https://www.instagram.com/p/abc/', platform: 'instagram', description: 'Mi viaje' }],
      customLinks: [{ title: 'Tarifas', url: 'https://sol.example/tarifas' }],
      showVerifiedResults: true,
    } as const;
    return pact
      .addInteraction()
      .given(GIVEN)
      .uponReceiving('a save of the creator’s profile')
      .withRequest('PUT', '/api/v1/creator/profile', (b) => b.headers(jsonRequest).jsonBody(saved))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...untouched,
          revision: integer(1),
          slug: 'sol-kit',
          pressKitPublic: true,
          bio: 'Viajes y café',
          socialLinks: { instagram: 'https://www.instagram.com/sol', email: 'sol@example.com' },
          networks: { ...untouched.networks, instagram: { ...network, username: 'sol', followers: 1200, manual: true } },
          featuredPosts: [{ url: 'https://www.instagram.com/p/abc/', platform: 'instagram', description: 'Mi viaje' }],
          customLinks: [{ title: 'Tarifas', url: 'https://sol.example/tarifas' }],
          showVerifiedResults: true,
        }),
      )
      .executeTest(async (mock) => {
        const profile = await profileApi(signedInApi(mock.url)).save(saved);
        expect(profile).toMatchObject({ revision: 1, slug: 'sol-kit', networks: { instagram: { manual: true } } });
      });
  });

  it('syncs a network with the username typed', () =>
    pact
      .addInteraction()
      .given(GIVEN)
      .uponReceiving('a sync of the creator’s YouTube channel')
      .withRequest('POST', '/api/v1/creator/profile/sync', (b) =>
        b.headers(jsonRequest).jsonBody({ network: 'youtube', username: 'canal.sol' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...untouched,
          revision: integer(1),
          networks: {
            ...untouched.networks,
            youtube: {
              ...network,
              username: 'canal.sol',
              followers: 48_200,
              posts: 96,
              views: 3_100_000,
              lastSyncedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-27T09:00:00.000Z'),
            },
          },
        }),
      )
      .executeTest(async (mock) => {
        const profile = await profileApi(signedInApi(mock.url)).sync({ network: 'youtube', username: 'canal.sol' });
        expect(profile.networks.youtube).toMatchObject({ followers: 48_200, manual: false });
      }));
});
