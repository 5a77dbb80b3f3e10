import { navigate, waitFor } from '@afilia/service-kit/testing';
import { creatorInCampaign } from '../../support/collaboration.js';
import { sharedPlatform } from '../../support/shared-platform.js';
import { imageUploads } from '../../support/uploads.js';

// 'Mi Perfil' and the press kit (seed 001 §2, §5; issue 15 §3–4) on every real service: identity
// keeps the profile on the shop's row, tracking measures the verified results, the gateway draws
// the public press kit; the networks' statistics sync from the local social sandbox.
const platform = sharedPlatform();

const network = (stats: object = {}) => ({ username: '', followers: 0, posts: 0, views: 0, engagement: 0, hidden: false, ...stats });
/** A profile body that changes nothing of a new creator's but what `overrides` say. */
const body = (revision: number, overrides: object = {}) => ({
  revision,
  name: 'Vera Perfil',
  slug: '',
  isPublic: true,
  pressKitPublic: false,
  bio: '',
  profileImageUrl: null,
  socialLinks: {},
  networks: { instagram: network(), tiktok: network(), youtube: network(), kick: network() },
  linkedin: { followers: 0, hidden: false },
  featuredPosts: [],
  customLinks: [],
  showVerifiedResults: false,
  ...overrides,
});
const save = (token: string, payload: object) => platform.api('PUT', '/api/v1/creator/profile', { token, body: payload });
const read = async (token: string) => (await platform.api('GET', '/api/v1/creator/profile', { token })).json;
const pressKit = (key: string) =>
  fetch(`${platform.baseUrl}/press-kit/${key}`).then(async (res) => ({ status: res.status, html: await res.text() }));

describe('the creator’s profile', () => {
  it('is saved with the seed’s rules on each field, and marks figures typed by hand', async () => {
    const creator = await platform.signUp('creator', 'Vera Perfil');
    const brand = await platform.signUp('brand', 'Marca Perfil');
    const opened = await read(creator.token);
    expect(opened.profile).toMatchObject({ revision: 0, name: 'Vera Perfil', isPublic: true, pressKitPublic: false, featuredPosts: [] });
    expect(opened.results).toEqual({
      salesCount: 0,
      revenueCents: 0,
      clicks: 0,
      conversionRate: null,
      earningsPerClickCents: null,
      brandsCount: 0,
    });

    // Bad input: the first problem, on its field, in Spanish; nothing stored.
    for (const [overrides, field, message] of [
      [{ socialLinks: { tiktok: 'http://tiktok.com/@vera' } }, 'socialLinks.tiktok', 'La URL debe comenzar con https://'],
      [{ socialLinks: { youtube: 'https://vimeo.com/vera' } }, 'socialLinks.youtube', 'La URL debe ser de youtube.com o youtu.be'],
      [{ socialLinks: { twitter: `https://x.com/${'v'.repeat(500)}` } }, 'socialLinks.twitter', 'La URL es demasiado larga'],
      [{ featuredPosts: [{ url: '', platform: 'instagram' }] }, 'featuredPosts.0.url', 'La URL es obligatoria'],
      [
        { networks: { ...body(0).networks, tiktok: network({ engagement: 2.25 }) } },
        'networks.tiktok.engagement',
        'El engagement va de 0 a 100, en pasos de 0,1',
      ],
      [{ name: 'V' }, 'name', 'El nombre debe tener entre 2 y 80 caracteres'],
    ] as const)
      expect(await save(creator.token, body(0, overrides))).toMatchObject({ status: 400, json: { field, message } });
    expect(await save(brand.token, body(0))).toMatchObject({ status: 403 });

    const saved = await save(
      creator.token,
      body(0, {
        slug: 'Vera-Kit',
        bio: 'Viajes y café',
        pressKitPublic: true,
        socialLinks: { instagram: 'https://www.instagram.com/vera', twitter: 'https://x.com/vera', email: 'vera@example.com', tiktok: '' },
        networks: { ...body(0).networks, instagram: network({ username: '@vera', followers: 15_300, posts: 210, engagement: 3.4 }) },
        linkedin: { followers: 2_000, hidden: false },
        featuredPosts: [{ url: 'https://www.instagram.com/p/abc/', platform: 'instagram', description: 'Mi viaje al sur' }],
        customLinks: [{ title: 'Tarifas', url: 'https://vera.example/tarifas' }],
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      revision: 1,
      slug: 'vera-kit',
      bio: 'Viajes y café',
      socialLinks: { instagram: 'https://www.instagram.com/vera', twitter: 'https://x.com/vera', email: 'vera@example.com' },
      linkedin: { followers: 2_000, hidden: false },
    });
    expect(saved.json.socialLinks).not.toHaveProperty('tiktok');
    expect(saved.json.networks.instagram).toMatchObject({ username: 'vera', followers: 15_300, manual: true, lastSyncedAt: null });
    expect(saved.json.networks.tiktok).toMatchObject({ followers: 0, manual: false });

    // The bio is the shop's description, and the shop's Instagram the profile's: one row, one revision.
    const shop = (await platform.api('GET', '/api/v1/creator/shop', { token: creator.token })).json.shop;
    expect(shop).toMatchObject({ revision: 1, slug: 'vera-kit', shopDescription: 'Viajes y café', pressKitPublic: true });
    expect(shop).toMatchObject({ instagramUsername: 'vera', instagramFollowers: 15_300 });
    // A save of the profile from before it is refused, as the shop editor's would be.
    expect(await save(creator.token, body(0, { bio: 'vieja' }))).toMatchObject({ status: 409, json: { code: 'STALE_REVISION' } });

    // The slug is one per creator: the profile says so in its own words on the field.
    const other = await platform.signUp('creator', 'Otra Vera');
    expect(await save(other.token, body(0, { slug: 'vera-kit' }))).toMatchObject({
      status: 409,
      json: { code: 'SLUG_TAKEN', field: 'slug' },
    });
  });

  it('makes a public press kit, refuses a private one, and shows only the cards and results allowed', async () => {
    const { brand, creator, campaignId, creatorId } = await creatorInCampaign(platform, {
      brand: 'Marca Kit',
      creator: 'Nico Kit',
      products: ['Mate'],
    });
    expect((await pressKit(creatorId)).status).toBe(403);
    expect((await pressKit(creatorId)).html).toContain('<h1>Este Press Kit no está público</h1>');
    expect((await pressKit('nadie-aqui')).html).toContain('<h1>Press Kit no encontrado</h1>');
    expect((await pressKit('nadie-aqui')).status).toBe(404);

    // A click on one of the creator's links: the verified results measure it.
    const custom = await platform.api('POST', '/api/v1/links/custom', {
      token: brand.token,
      body: { campaignId, creatorId, destinationUrl: 'https://marca.example/mate' },
    });
    const click = await navigate(`${platform.trackUrl}/track/${custom.json.uniqueCode}`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'x-forwarded-for': '198.18.20.1',
      },
    });
    expect(click.status).toBe(302);
    const results = await waitFor(async () => {
      const { results } = await read(creator.token);
      return results.clicks === 1 ? results : undefined;
    });
    expect(results).toEqual({ salesCount: 0, revenueCents: 0, clicks: 1, conversionRate: 0, earningsPerClickCents: 0, brandsCount: 1 });

    const revision = (await read(creator.token)).profile.revision;
    const made = await save(
      creator.token,
      body(revision, {
        name: 'Nico Kit',
        slug: 'nico-kit',
        pressKitPublic: true,
        networks: {
          instagram: network({ followers: 5_000 }),
          tiktok: network({ followers: 90_000, hidden: true }),
          youtube: network({ followers: 0, views: 10_000 }),
          kick: network({ followers: 700, hidden: true }),
        },
        linkedin: { followers: 1_200, hidden: false },
      }),
    );
    expect(made.status).toBe(200);
    const shown = await pressKit('nico-kit');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<title>Nico Kit — Press Kit</title>');
    expect(shown.html).toContain('<h3>Instagram</h3>');
    expect(shown.html).toContain('<h3>LinkedIn</h3>');
    expect(shown.html).not.toContain('<h3>TikTok</h3>');
    expect(shown.html).not.toContain('<h3>YouTube</h3>');
    expect(shown.html).not.toContain('<h3>Kick</h3>');
    expect(shown.html).not.toContain('Resultados verificados');
    // The shop offers it now.
    expect(await (await fetch(`${platform.baseUrl}/shop/nico-kit`)).text()).toContain('href="/press-kit/nico-kit"');

    // Opted in, the press kit shows what the platform measured.
    const kit = { name: 'Nico Kit', slug: 'nico-kit', pressKitPublic: true, showVerifiedResults: true };
    expect((await save(creator.token, body(made.json.revision, kit))).status).toBe(200);
    const verified = await pressKit(creatorId);
    expect(verified.html).toContain('Resultados verificados');
    expect(verified.html).toContain('Marcas con las que trabajó');
  });
});

describe('a network’s statistics', () => {
  it('sync from the network’s API with the username, and a failure says why', async () => {
    const creator = await platform.signUp('creator', 'Sol Redes');
    platform.social.pin('youtube', 'solredes', { followers: 48_200, posts: 96, views: 3_100_000 });
    platform.social.pin('instagram', 'sol.redes', { followers: 12_000, posts: 300, likes: 480 });

    expect(
      await platform.api('POST', '/api/v1/creator/profile/sync', { token: creator.token, body: { network: 'youtube', username: '' } }),
    ).toMatchObject({
      status: 400,
      json: { field: 'username', message: 'Primero ingresa tu nombre de usuario de YouTube' },
    });
    const synced = await platform.api('POST', '/api/v1/creator/profile/sync', {
      token: creator.token,
      body: { network: 'youtube', username: '@solredes' },
    });
    expect(synced.status).toBe(200);
    expect(synced.json.revision).toBe(1);
    expect(synced.json.networks.youtube).toMatchObject({
      username: 'solredes',
      followers: 48_200,
      posts: 96,
      views: 3_100_000,
      manual: false,
    });
    expect(Date.parse(synced.json.networks.youtube.lastSyncedAt)).toBeGreaterThan(Date.now() - 60_000);

    const instagram = await platform.api('POST', '/api/v1/creator/profile/sync', {
      token: creator.token,
      body: { network: 'instagram', username: 'sol.redes' },
    });
    expect(instagram.json.networks.instagram).toMatchObject({ followers: 12_000, posts: 300, manual: false });
    expect(instagram.json.revision).toBe(2);

    // Figures typed over synced ones are marked; the next sync clears the mark.
    const { profile } = await read(creator.token);
    const edited = await save(
      creator.token,
      body(profile.revision, {
        name: 'Sol Redes',
        networks: { ...profile.networks, youtube: { ...network(), username: 'solredes', followers: 50_000 } },
      }),
    );
    expect(edited.json.networks.youtube).toMatchObject({ followers: 50_000, manual: true });

    for (const [payload, message] of [
      [{ network: 'tiktok', username: 'noexiste.sol' }, 'Error al sincronizar TikTok: no encontramos la cuenta @noexiste.sol'],
      [{ network: 'kick', username: 'sol' }, 'Error al sincronizar Kick: Kick no publica la cantidad de seguidores en su API oficial'],
    ] as const)
      expect(await platform.api('POST', '/api/v1/creator/profile/sync', { token: creator.token, body: payload })).toMatchObject({
        status: 502,
        json: { code: 'SYNC_FAILED', message },
      });
    // Nothing was stored by a failed sync.
    expect((await read(creator.token)).profile.revision).toBe(edited.json.revision);
  });
});

describe('the profile’s photo', () => {
  const { upload, served } = imageUploads(platform, 100);

  it('is the creator’s own upload, and a replaced one is deleted', async () => {
    const creator = await platform.signUp('creator', 'Foto Perfil');
    const other = await platform.signUp('creator', 'Otra Foto');
    const first = await upload(creator.token);
    expect((await save(creator.token, body(0, { name: 'Foto Perfil', profileImageUrl: first }))).json).toMatchObject({
      revision: 1,
      profileImageUrl: first,
    });
    expect(await save(creator.token, body(1, { name: 'Foto Perfil', profileImageUrl: await upload(other.token) }))).toMatchObject({
      status: 400,
      json: { field: 'profileImageUrl', message: 'Imagen inválida' },
    });
    const second = await upload(creator.token);
    expect((await save(creator.token, body(1, { name: 'Foto Perfil', profileImageUrl: second }))).status).toBe(200);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
  });
});
