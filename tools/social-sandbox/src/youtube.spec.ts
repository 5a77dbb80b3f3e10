import { createSocialSandbox, type SocialSandbox } from './create-sandbox.js';
import { request, withQuery } from './test/http-client.js';

const KEY = 'AIzaClaveDePruebaDelSandbox0123456789';
const INVALID_KEY = { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } };

describe('YouTube Data API v3: channels.list by handle', () => {
  let sandbox: SocialSandbox;
  const channels = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    request(withQuery(sandbox.youtubeUrl, '/channels', query), { headers });

  beforeAll(async () => {
    sandbox = await createSocialSandbox({ youtubeKey: KEY });
  });
  afterEach(() => sandbox.clearPins());
  afterAll(() => sandbox.close());

  it("answers a channel's statistics, the counts as strings", async () => {
    sandbox.pin('youtube', 'LaCocinaDeAna', { followers: 45, posts: 6, views: 123 });
    const res = await channels({ part: 'statistics', forHandle: '@LaCocinaDeAna', key: KEY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      kind: 'youtube#channelListResponse',
      etag: expect.stringMatching(/^[A-Za-z0-9_-]{27}$/),
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: 'youtube#channel',
          etag: expect.stringMatching(/^[A-Za-z0-9_-]{27}$/),
          id: sandbox.account('youtube', 'lacocinadeana')!.id,
          statistics: { viewCount: '123', subscriberCount: '45', hiddenSubscriberCount: false, videoCount: '6' },
        },
      ],
    });
    expect(res.body.items[0].id).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
  });

  it('finds the handle without its @ and in any case, and answers the same every time', async () => {
    const first = await channels({ part: 'statistics', forHandle: '@viajero.sur', key: KEY });
    expect((await channels({ part: 'statistics', forHandle: 'VIAJERO.SUR', key: KEY })).body).toEqual(first.body);
    const other = await createSocialSandbox({ youtubeKey: KEY });
    try {
      expect(
        (await request(withQuery(other.youtubeUrl, '/channels', { part: 'statistics', forHandle: '@viajero.sur', key: KEY }))).body,
      ).toEqual(first.body);
    } finally {
      await other.close();
    }
    const figures = sandbox.account('youtube', 'viajero.sur')!.figures;
    expect(first.body.items[0].statistics).toEqual({
      viewCount: String(figures.views),
      subscriberCount: String(figures.followers),
      hiddenSubscriberCount: false,
      videoCount: String(figures.posts),
    });
  });

  it('answers an unknown handle with no items', async () => {
    for (const forHandle of ['@noexiste_canal', '@NoExiste', '@a', '@con espacio']) {
      const res = await channels({ part: 'statistics', forHandle, key: KEY });
      expect({ forHandle, status: res.status, body: res.body }).toEqual({
        forHandle,
        status: 200,
        body: { kind: 'youtube#channelListResponse', etag: expect.any(String), pageInfo: { totalResults: 0, resultsPerPage: 5 } },
      });
    }
  });

  it('refuses a missing or wrong key before anything else', async () => {
    for (const key of [undefined, '', 'AIzaOtraClave']) {
      const res = await channels({ forHandle: '@ana', ...(key === undefined ? {} : { key }) });
      expect({ key, status: res.status, body: res.body }).toEqual({ key, status: 400, body: INVALID_KEY });
    }
  });

  it('takes the key from the X-Goog-Api-Key header too', async () => {
    const res = await channels({ part: 'statistics', forHandle: '@ana' }, { 'X-Goog-Api-Key': KEY });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
  });

  it('answers only the parts asked for', async () => {
    const res = await channels({ part: 'id', forHandle: '@ana', key: KEY });
    expect(res.body.items).toEqual([{ kind: 'youtube#channel', etag: expect.any(String), id: expect.stringMatching(/^UC/) }]);
  });

  it('says what is wrong with a request it does not play', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ forHandle: '@ana' }, 'Required parameter: part'],
      [{ part: 'snippet,statistics', forHandle: '@ana' }, "'snippet' (the social sandbox answers part=id and part=statistics only)"],
      [
        { part: 'statistics' },
        'No filter selected. Expected one of: forHandle, forUsername, id, managedByMe, mine, categoryId, mySubscribers',
      ],
      [{ part: 'statistics', id: 'UC123' }, 'the social sandbox looks channels up by forHandle only, not by id'],
    ];
    for (const [query, message] of cases) {
      const res = await channels({ ...query, key: KEY });
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 400, body: { error: { code: 400, message } } });
    }
  });
});
