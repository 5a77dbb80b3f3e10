import { createSocialSandbox, type SocialSandbox } from './create-sandbox.js';
import { request } from './test/http-client.js';

const CLIENT_KEY = 'awclavedeprueba';
const CLIENT_SECRET = 'secreto-de-prueba-del-sandbox';
const FIELDS = 'follower_count,video_count,likes_count';
const LOG_ID = expect.stringMatching(/^\d{14}[0-9A-F]{20}$/);
const TOKEN_INVALID = {
  data: {},
  error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.', log_id: LOG_ID },
};

describe('TikTok Research API: client token and user info', () => {
  let sandbox: SocialSandbox;

  const askToken = (form: Record<string, string> = {}) =>
    request(`${sandbox.tiktokUrl}/v2/oauth/token/`, {
      method: 'POST',
      form: { client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, grant_type: 'client_credentials', ...form },
    });
  const token = async () => (await askToken()).body.access_token as string;
  const userInfo = (accessToken: string | null, json: unknown, fields = FIELDS) =>
    request(`${sandbox.tiktokUrl}/v2/research/user/info/?fields=${fields}`, {
      method: 'POST',
      headers: accessToken === null ? {} : { Authorization: `Bearer ${accessToken}` },
      json,
    });

  beforeAll(async () => {
    sandbox = await createSocialSandbox({ tiktokClientKey: CLIENT_KEY, tiktokClientSecret: CLIENT_SECRET });
  });
  afterEach(() => sandbox.clearPins());
  afterAll(() => sandbox.close());

  describe('POST /v2/oauth/token/', () => {
    it('hands out a client access token for two hours', async () => {
      const res = await askToken();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ access_token: expect.stringMatching(/^clt\.[A-Za-z0-9_-]{40}$/), expires_in: 7200, token_type: 'Bearer' });
      expect((await askToken()).body.access_token).not.toBe(res.body.access_token);
    });

    it('refuses a wrong client key or secret with 401 invalid_client', async () => {
      for (const wrong of [{ client_key: 'otra' }, { client_secret: 'otro-secreto-cualquiera' }, { client_secret: '' }] as Record<
        string,
        string
      >[]) {
        const res = await askToken(wrong);
        expect({ wrong, status: res.status, body: res.body }).toEqual({
          wrong,
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client key or secret is incorrect.' },
        });
      }
    });

    it('plays client_credentials only, sent as a form', async () => {
      const grant = await askToken({ grant_type: 'authorization_code' });
      expect([grant.status, grant.body.error]).toEqual([400, 'unsupported_grant_type']);
      const asJson = await request(`${sandbox.tiktokUrl}/v2/oauth/token/`, {
        method: 'POST',
        json: { client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, grant_type: 'client_credentials' },
      });
      expect([asJson.status, asJson.body.error]).toEqual([400, 'invalid_request']);
    });
  });

  describe('POST /v2/research/user/info/', () => {
    it("answers an account's followers, videos and likes", async () => {
      sandbox.pin('tiktok', 'ana_baila', { followers: 50_000, posts: 40, likes: 80_000 });
      const res = await userInfo(await token(), { username: 'ana_baila' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { follower_count: 50_000, video_count: 40, likes_count: 80_000 },
        error: { code: 'ok', message: '', log_id: LOG_ID },
      });
    });

    it('answers an unpinned account the same every time, in any case, with the fields asked for', async () => {
      const accessToken = await token();
      const first = await userInfo(accessToken, { username: 'Viajero.Sur' });
      expect((await userInfo(accessToken, { username: 'viajero.sur' })).body.data).toEqual(first.body.data);
      const { followers, posts, likes } = sandbox.account('tiktok', 'viajero.sur')!.figures;
      expect(first.body.data).toEqual({ follower_count: followers, video_count: posts, likes_count: likes });
      const more = await userInfo(accessToken, { username: 'viajero.sur' }, 'display_name,is_verified,following_count,open_id');
      expect(more.body.data).toEqual({
        display_name: 'viajero.sur',
        is_verified: false,
        following_count: expect.any(Number),
        open_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/),
      });
    });

    it('answers an unknown or malformed username with invalid_params "User not found"', async () => {
      const accessToken = await token();
      for (const username of ['noexiste_tt', 'NoExisteNadie', 'con-guion', 'a']) {
        const res = await userInfo(accessToken, { username });
        expect({ username, status: res.status, body: res.body }).toEqual({
          username,
          status: 200,
          body: { data: {}, error: { code: 'invalid_params', message: 'User not found', log_id: LOG_ID } },
        });
      }
    });

    it('refuses a missing, unknown or expired token with 401 access_token_invalid', async () => {
      for (const accessToken of [null, 'clt.inventado', '']) {
        const res = await userInfo(accessToken, { username: 'ana' });
        expect({ accessToken, status: res.status, body: res.body }).toEqual({ accessToken, status: 401, body: TOKEN_INVALID });
      }
      const accessToken = await token();
      sandbox.expireTiktokTokens();
      const expired = await userInfo(accessToken, { username: 'ana' });
      expect([expired.status, expired.body]).toEqual([401, TOKEN_INVALID]);
    });

    it('lets a token expire after its lifetime', async () => {
      const shortLived = await createSocialSandbox({ tiktokTokenTtlSeconds: 1 });
      try {
        const answer = await request(`${shortLived.tiktokUrl}/v2/oauth/token/`, {
          method: 'POST',
          form: { client_key: shortLived.tiktokClientKey, client_secret: shortLived.tiktokClientSecret, grant_type: 'client_credentials' },
        });
        expect(answer.body.expires_in).toBe(1);
        const ask = () =>
          request(`${shortLived.tiktokUrl}/v2/research/user/info/?fields=${FIELDS}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${answer.body.access_token}` },
            json: { username: 'ana' },
          });
        expect((await ask()).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await ask()).status).toBe(401);
      } finally {
        await shortLived.close();
      }
    });

    it('refuses fields it does not know and a body without a username with 400 invalid_params', async () => {
      const accessToken = await token();
      const cases: [string, unknown, string][] = [
        ['follower_count,avatar_url,favourites', { username: 'ana' }, 'Invalid fields: avatar_url,favourites'],
        ['', { username: 'ana' }, 'The fields parameter is required'],
        [FIELDS, { open_id: 'abc' }, 'The body must be JSON with a username (the social sandbox does not look users up by open_id)'],
        [FIELDS, 'no es json', 'The body must be JSON with a username (the social sandbox does not look users up by open_id)'],
      ];
      for (const [fields, body, message] of cases) {
        const res = await userInfo(accessToken, body, fields);
        expect({ fields, status: res.status, body: res.body }).toEqual({
          fields,
          status: 400,
          body: { data: {}, error: { code: 'invalid_params', message, log_id: LOG_ID } },
        });
      }
    });
  });
});
