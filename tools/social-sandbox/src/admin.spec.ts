import { request as httpRequest } from 'node:http';
import { createSocialSandbox, type SocialSandbox } from './create-sandbox.js';
import { SandboxError } from './http.js';
import { request, withQuery } from './test/http-client.js';

describe('the sandbox itself: admin routes, options, settings', () => {
  let sandbox: SocialSandbox;
  const lines: string[] = [];
  const admin = (method: string, path: string, json?: unknown) => request(`${sandbox.url}/_sandbox${path}`, { method, json });

  beforeAll(async () => {
    sandbox = await createSocialSandbox({ log: (line) => lines.push(line) });
  });
  afterEach(() => sandbox.clearPins());
  afterAll(() => sandbox.close());

  it('listens on 127.0.0.1 and gives the identity service its settings', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.identitySettings).toEqual({
      YOUTUBE_API_URL: `${sandbox.url}/youtube/v3`,
      YOUTUBE_API_KEY: sandbox.youtubeKey,
      INSTAGRAM_GRAPH_URL: `${sandbox.url}/instagram/v21.0`,
      INSTAGRAM_ACCESS_TOKEN: sandbox.instagramToken,
      INSTAGRAM_ACCOUNT_ID: sandbox.instagramAccountId,
      TIKTOK_API_URL: `${sandbox.url}/tiktok`,
      TIKTOK_CLIENT_KEY: sandbox.tiktokClientKey,
      TIKTOK_CLIENT_SECRET: sandbox.tiktokClientSecret,
    });
  });

  it('makes up credentials the identity service accepts when none are given, new ones each time', async () => {
    // The identity service's own rules (services/identity/src/config/env.ts).
    expect(sandbox.youtubeKey.length).toBeGreaterThanOrEqual(16);
    expect(sandbox.instagramToken.length).toBeGreaterThanOrEqual(16);
    expect(sandbox.instagramAccountId).toMatch(/^\d{1,30}$/);
    expect(sandbox.tiktokClientKey.length).toBeGreaterThanOrEqual(1);
    expect(sandbox.tiktokClientSecret.length).toBeGreaterThanOrEqual(16);
    const other = await createSocialSandbox();
    try {
      expect(other.youtubeKey).not.toBe(sandbox.youtubeKey);
      expect(other.instagramToken).not.toBe(sandbox.instagramToken);
      expect(other.tiktokClientSecret).not.toBe(sandbox.tiktokClientSecret);
    } finally {
      await other.close();
    }
  });

  it('refuses credentials the identity service would refuse', async () => {
    await expect(createSocialSandbox({ youtubeKey: 'corta' })).rejects.toThrow('youtubeKey must be at least 16 characters, without spaces');
    await expect(createSocialSandbox({ instagramToken: 'token con espacios adentro' })).rejects.toThrow(
      'instagramToken must be at least 16',
    );
    await expect(createSocialSandbox({ instagramAccountId: 'abc' })).rejects.toThrow('instagramAccountId must be the numeric id');
    await expect(createSocialSandbox({ tiktokClientKey: '' })).rejects.toThrow('tiktokClientKey must not be empty');
    await expect(createSocialSandbox({ tiktokClientSecret: 'corto' })).rejects.toThrow('tiktokClientSecret must be at least 16');
    await expect(createSocialSandbox({ tiktokTokenTtlSeconds: 0 })).rejects.toThrow('tiktokTokenTtlSeconds must be a whole number ≥ 1');
  });

  it('pins an account over HTTP, tells what it answers, and unpins it', async () => {
    const pinned = await admin('PUT', '/accounts/youtube/@LaCocinaDeAna', { followers: 45, posts: 6, views: 123 });
    const id = sandbox.account('youtube', 'lacocinadeana')!.id;
    expect([pinned.status, pinned.body]).toEqual([
      200,
      { network: 'youtube', username: 'lacocinadeana', id, pinned: true, figures: { followers: 45, posts: 6, views: 123 } },
    ]);
    const channel = await request(
      withQuery(sandbox.youtubeUrl, '/channels', { part: 'statistics', forHandle: '@lacocinadeana', key: sandbox.youtubeKey }),
    );
    expect(channel.body.items[0].statistics).toMatchObject({ subscriberCount: '45', videoCount: '6', viewCount: '123' });
    expect((await admin('GET', '/accounts/youtube/LaCocinaDeAna')).body).toEqual(pinned.body);

    expect((await admin('DELETE', '/accounts/youtube/lacocinadeana')).status).toBe(204);
    const unpinned = await admin('GET', '/accounts/youtube/lacocinadeana');
    expect(unpinned.body).toMatchObject({ pinned: false, id });
    expect(unpinned.body.figures).not.toEqual(pinned.body.figures);
    expect(lines).toContain('pinned youtube/lacocinadeana: {"followers":45,"posts":6,"views":123}');
  });

  it('clears every pin with DELETE /_sandbox/accounts', async () => {
    sandbox.pin('instagram', 'ana', { followers: 1, posts: 1, likes: 1 });
    await admin('PUT', '/accounts/tiktok/ana', { followers: 1, posts: 1, likes: 1 });
    expect((await admin('DELETE', '/accounts')).status).toBe(204);
    expect(sandbox.account('instagram', 'ana')!.pinned).toBe(false);
    expect(sandbox.account('tiktok', 'ana')!.pinned).toBe(false);
  });

  it('says what is wrong with a pin', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/accounts/tiktok/ana', { followers: 1, posts: 1 }, 400, 'likes is required'],
      ['/accounts/tiktok/ana', 'no es json', 400, 'the body must be the figures as JSON'],
      [
        '/accounts/tiktok/con-guion',
        { followers: 1, posts: 1, likes: 1 },
        400,
        "'con-guion' is not a well-formed TikTok username (2 to 24 letters, digits, '.' or '_')",
      ],
      ['/accounts/kick/ana', { followers: 1, posts: 1 }, 404, "unknown network 'kick': it is one of youtube, instagram, tiktok"],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await admin('PUT', path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status,
        body: { error: status === 404 ? 'not_found' : 'bad_request', message },
      });
    }
    expect(() => sandbox.pin('youtube', 'ana', { followers: 1, posts: 1 })).toThrow(SandboxError);
  });

  it('tells an unknown account apart', async () => {
    const res = await admin('GET', '/accounts/instagram/noexiste.ig');
    expect([res.status, res.body]).toEqual([404, { error: 'not_found', message: "instagram does not know 'noexiste.ig'" }]);
    expect(sandbox.account('instagram', 'noexiste.ig')).toBeNull();
  });

  it('expires the TikTok tokens over HTTP', async () => {
    const form = { client_key: sandbox.tiktokClientKey, client_secret: sandbox.tiktokClientSecret, grant_type: 'client_credentials' };
    const { access_token: token } = (await request(`${sandbox.tiktokUrl}/v2/oauth/token/`, { method: 'POST', form })).body;
    const ask = () =>
      request(`${sandbox.tiktokUrl}/v2/research/user/info/?fields=follower_count`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        json: { username: 'ana' },
      });
    expect((await ask()).status).toBe(200);
    expect((await admin('POST', '/tiktok/expire-tokens')).status).toBe(204);
    expect((await ask()).status).toBe(401);
  });

  it('answers 404 for an unknown path and 405 with Allow for another method', async () => {
    const missing = await request(`${sandbox.url}/youtube/v3/videos`);
    expect([missing.status, missing.body]).toEqual([
      404,
      { error: 'not_found', message: 'the social sandbox has no GET /youtube/v3/videos' },
    ]);
    const method = await request(`${sandbox.youtubeUrl}/channels`, { method: 'POST', json: {} });
    expect([method.status, method.headers.get('allow'), method.body.error]).toEqual([405, 'GET', 'method_not_allowed']);
    const admins = await request(`${sandbox.url}/_sandbox/accounts/tiktok/ana`, { method: 'POST', json: {} });
    expect(admins.headers.get('allow')).toBe('PUT, GET, DELETE');
  });

  it('answers a request target that is no path with 404, without failing', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(`${sandbox.url}/`, { path: '//x' }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject).end();
    });
    expect(status).toBe(404);
    expect((await request(`${sandbox.url}/_sandbox/accounts/tiktok/ana`)).status).toBe(200);
  });

  it('logs each request by its path, never its query (keys and tokens travel there)', async () => {
    await request(withQuery(sandbox.youtubeUrl, '/channels', { part: 'statistics', forHandle: '@ana', key: sandbox.youtubeKey }));
    expect(lines).toContain('GET /youtube/v3/channels → 200');
    expect(lines.join('\n')).not.toContain(sandbox.youtubeKey);
  });
});
