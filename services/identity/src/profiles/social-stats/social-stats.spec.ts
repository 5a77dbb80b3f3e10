// The adapters against the local social sandbox (tools/social-sandbox),
// configured exactly as the identity service would be from identitySettings: what they read is
// what the sandbox pinned, and an unknown account is a SyncFailed the creator can read.
import { createSocialSandbox, type SocialSandbox } from '@afilia/social-sandbox';
import { InstagramSource } from './instagram.js';
import { SyncFailed } from './social-stats-source.js';
import { syncFrom } from './social-stats-sources.js';
import { TiktokSource } from './tiktok.js';
import { YoutubeSource } from './youtube.js';

describe("the identity service's adapters against the sandbox", () => {
  let sandbox: SocialSandbox;

  beforeAll(async () => {
    sandbox = await createSocialSandbox();
  });
  afterEach(() => sandbox.clearPins());
  afterAll(() => sandbox.close());

  const youtube = () =>
    new YoutubeSource({ apiUrl: sandbox.identitySettings.YOUTUBE_API_URL, apiKey: sandbox.identitySettings.YOUTUBE_API_KEY });
  const instagram = () =>
    new InstagramSource({
      graphUrl: sandbox.identitySettings.INSTAGRAM_GRAPH_URL,
      accessToken: sandbox.identitySettings.INSTAGRAM_ACCESS_TOKEN,
      accountId: sandbox.identitySettings.INSTAGRAM_ACCOUNT_ID,
    });
  const tiktok = (clientSecret = sandbox.identitySettings.TIKTOK_CLIENT_SECRET) =>
    new TiktokSource({
      apiUrl: sandbox.identitySettings.TIKTOK_API_URL,
      clientKey: sandbox.identitySettings.TIKTOK_CLIENT_KEY,
      clientSecret,
    });

  /** The message of the SyncFailed `promise` rejects with. */
  async function failure(promise: Promise<unknown>): Promise<string> {
    const error: unknown = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SyncFailed);
    return (error as SyncFailed).message;
  }

  describe('YouTube', () => {
    it("reads a pinned channel's subscribers, videos and views", async () => {
      sandbox.pin('youtube', 'LaCocinaDeAna', { followers: 12_345, posts: 67, views: 890_123 });
      await expect(youtube().stats('lacocinadeana')).resolves.toEqual({ followers: 12_345, posts: 67, views: 890_123 });
    });

    it('reads an unpinned channel as its hashed figures', async () => {
      const figures = sandbox.account('youtube', 'viajero.sur')!.figures;
      await expect(youtube().stats('viajero.sur')).resolves.toEqual({
        followers: figures.followers,
        posts: figures.posts,
        views: figures.views,
      });
    });

    it('fails with "no encontramos el canal" for an unknown handle', async () => {
      expect(await failure(youtube().stats('noexisteCanal'))).toBe('no encontramos el canal @noexisteCanal');
    });

    it('fails with an invalid key', async () => {
      const source = new YoutubeSource({ apiUrl: sandbox.youtubeUrl, apiKey: 'AIzaOtraClaveQueNoEsLaDelSandbox' });
      expect(await failure(source.stats('lacocinadeana'))).toBe('la clave de YouTube no es válida');
    });
  });

  describe('Instagram', () => {
    it("reads a pinned account's followers and posts, and the engagement of its 12 recent posts", async () => {
      sandbox.pin('instagram', 'ana.cocina', { followers: 20_000, posts: 150, likes: 900, comments: 100 });
      // (900 + 100) interactions per post over 20 000 followers: 5 %.
      await expect(instagram().stats('ana.cocina')).resolves.toEqual({ followers: 20_000, posts: 150, engagement: 5 });
    });

    it('measures the engagement on the posts there are when fewer than 12', async () => {
      sandbox.pin('instagram', 'recien_llegada', { followers: 1_000, posts: 3, likes: 25, comments: 5 });
      await expect(instagram().stats('recien_llegada')).resolves.toEqual({ followers: 1_000, posts: 3, engagement: 3 });
    });

    it('fails with "no encontramos la cuenta profesional" for an unknown username', async () => {
      expect(await failure(instagram().stats('noexiste.ig'))).toBe('no encontramos la cuenta profesional @noexiste.ig');
    });
  });

  describe('TikTok', () => {
    it("reads a pinned account's followers and videos, and the engagement of its likes per video", async () => {
      sandbox.pin('tiktok', 'ana_baila', { followers: 50_000, posts: 40, likes: 80_000 });
      // 2 000 likes per video over 50 000 followers: 4 %.
      await expect(tiktok().stats('ana_baila')).resolves.toEqual({ followers: 50_000, posts: 40, engagement: 4 });
    });

    it('fails with "no encontramos la cuenta" for an unknown username', async () => {
      expect(await failure(tiktok().stats('noexiste_tt'))).toBe('no encontramos la cuenta @noexiste_tt');
    });

    it('fails when the client credentials are wrong', async () => {
      expect(await failure(tiktok('un-secreto-que-no-es-el-del-sandbox').stats('ana_baila'))).toBe(
        'las credenciales de TikTok no son válidas',
      );
    });

    it('keeps its token between syncs, and asks for a new one when TikTok stopped taking it', async () => {
      sandbox.pin('tiktok', 'ana_baila', { followers: 50_000, posts: 40, likes: 80_000 });
      const source = tiktok();
      await expect(source.stats('ana_baila')).resolves.toMatchObject({ followers: 50_000 });
      await expect(source.stats('ana_baila')).resolves.toMatchObject({ followers: 50_000 });
      sandbox.expireTiktokTokens();
      // The sync whose token is refused tries once more with a new one.
      await expect(source.stats('ana_baila')).resolves.toMatchObject({ followers: 50_000 });
    });
  });
});

describe('a network without its key, and Kick', () => {
  it('cannot sync, and says why', async () => {
    await expect(syncFrom({}, 'tiktok', 'ana')).rejects.toThrow('la conexión con TikTok no está configurada');
    await expect(syncFrom({}, 'kick', 'ana')).rejects.toThrow('Kick no publica la cantidad de seguidores en su API oficial');
  });
});
