import { createSocialSandbox, type SocialSandbox } from './create-sandbox.js';
import { request, withQuery } from './test/http-client.js';

const TOKEN = 'EAAtokenDePruebaDelSandbox0123';
const ACCOUNT_ID = '17841400000000001';
const INVALID_TOKEN = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
const USER_NOT_FOUND = { error: { message: 'Invalid user id', type: 'OAuthException', code: 110, error_subcode: 2207013 } };

/** The fields the platform's adapter asks for. */
const discovery = (username: string, limit = 12) =>
  `business_discovery.username(${username}){followers_count,media_count,media.limit(${limit}){like_count,comments_count}}`;

describe('Instagram Graph API: business discovery', () => {
  let sandbox: SocialSandbox;
  const graph = (
    query: Record<string, string>,
    { node = ACCOUNT_ID, headers = {} }: { node?: string; headers?: Record<string, string> } = {},
  ) => request(withQuery(sandbox.instagramUrl, `/${node}`, query), { headers });

  beforeAll(async () => {
    sandbox = await createSocialSandbox({ instagramToken: TOKEN, instagramAccountId: ACCOUNT_ID });
  });
  afterEach(() => sandbox.clearPins());
  afterAll(() => sandbox.close());

  it("answers an account's followers, posts and its recent posts' likes and comments", async () => {
    sandbox.pin('instagram', 'ana.cocina', { followers: 20_000, posts: 150, likes: 900, comments: 100 });
    const res = await graph({ fields: discovery('ana.cocina'), access_token: TOKEN });
    expect(res.status).toBe(200);
    const post = { like_count: 900, comments_count: 100, id: expect.stringMatching(/^179\d{14}$/) };
    expect(res.body).toEqual({
      business_discovery: {
        followers_count: 20_000,
        media_count: 150,
        media: { data: Array.from({ length: 12 }, () => post) },
        id: sandbox.account('instagram', 'ana.cocina')!.id,
      },
      id: ACCOUNT_ID,
    });
    // The order the real API answers in: the fields asked for, then id.
    expect(Object.keys(res.body.business_discovery)).toEqual(['followers_count', 'media_count', 'media', 'id']);
    expect(Object.keys(res.body.business_discovery.media.data[0])).toEqual(['like_count', 'comments_count', 'id']);
  });

  it('gives as many posts as the limit asks, up to those the account has', async () => {
    sandbox.pin('instagram', 'recien_llegada', { followers: 1000, posts: 3, likes: 25 });
    const few = await graph({ fields: discovery('recien_llegada', 12), access_token: TOKEN });
    expect(few.body.business_discovery.media.data).toHaveLength(3);
    const limited = await graph({ fields: discovery('ana', 5), access_token: TOKEN });
    expect(limited.body.business_discovery.media.data).toHaveLength(5);
    const defaulted = await graph({ fields: 'business_discovery.username(ana){media{id}}', access_token: TOKEN });
    expect(defaulted.body.business_discovery.media.data).toHaveLength(25);
  });

  it('answers an unpinned account the same every time, with its hashed figures', async () => {
    const first = await graph({ fields: discovery('Viajero.Sur'), access_token: TOKEN });
    expect((await graph({ fields: discovery('viajero.sur'), access_token: TOKEN })).body).toEqual(first.body);
    const figures = sandbox.account('instagram', 'viajero.sur')!.figures;
    expect(first.body.business_discovery).toMatchObject({ followers_count: figures.followers, media_count: figures.posts });
    expect(first.body.business_discovery.media.data).toHaveLength(12);
  });

  it('answers an unknown or malformed username with error 110', async () => {
    for (const username of ['noexiste.ig', 'NOEXISTE', 'con-guion']) {
      const res = await graph({ fields: discovery(username), access_token: TOKEN });
      expect({ username, status: res.status, body: res.body }).toEqual({ username, status: 400, body: USER_NOT_FOUND });
    }
  });

  it('refuses a wrong token, and any node but the platform account, with error 190', async () => {
    const wrongToken = await graph({ fields: discovery('ana'), access_token: 'EAAotroTokenQueNoEsElDelSandbox' });
    expect([wrongToken.status, wrongToken.body]).toEqual([400, INVALID_TOKEN]);
    const wrongNode = await graph({ fields: discovery('ana'), access_token: TOKEN }, { node: '17841499999999999' });
    expect([wrongNode.status, wrongNode.body]).toEqual([400, INVALID_TOKEN]);
  });

  it('asks for a token when none is sent, and takes one from the Authorization header', async () => {
    const none = await graph({ fields: discovery('ana') });
    expect([none.status, none.body]).toEqual([
      400,
      { error: { message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 } },
    ]);
    const bearer = await graph({ fields: discovery('ana') }, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(bearer.status).toBe(200);
  });

  it("answers the platform's own node: its id alone without fields", async () => {
    expect((await graph({ access_token: TOKEN })).body).toEqual({ id: ACCOUNT_ID });
    expect((await graph({ fields: 'username,id', access_token: TOKEN })).body).toEqual({ username: 'afilia', id: ACCOUNT_ID });
  });

  it('answers any Graph API version in the path', async () => {
    const res = await request(withQuery(sandbox.url, `/instagram/v22.0/${ACCOUNT_ID}`, { fields: discovery('ana'), access_token: TOKEN }));
    expect(res.status).toBe(200);
  });

  it("refuses fields it does not know or cannot parse with the Graph API's errors", async () => {
    const cases: [string, unknown][] = [
      [
        'business_discovery.username(ana){biografia}',
        { message: '(#100) Tried accessing nonexisting field (biografia) on node type (User)', code: 100 },
      ],
      [
        'business_discovery.username(ana){media{caption}}',
        { message: '(#100) Tried accessing nonexisting field (caption) on node type (Media)', code: 100 },
      ],
      ['business_discovery{followers_count}', { message: '(#100) business_discovery needs .username(…)', code: 100 }],
      [
        'business_discovery.username(ana){media.limit(diez){id}}',
        { message: '(#100) The parameter limit must be a whole number', code: 100 },
      ],
      [
        'business_discovery.username(ana){media.after(x){id}}',
        { message: '(#100) the social sandbox does not play media.after()', code: 100 },
      ],
      [
        'business_discovery.username(ana){followers_count',
        { message: 'Syntax error "Expected "}" at character 48": business_discovery.username(ana){followers_count', code: 2500 },
      ],
    ];
    for (const [fields, error] of cases) {
      const res = await graph({ fields, access_token: TOKEN });
      expect({ fields, status: res.status, body: res.body }).toEqual({
        fields,
        status: 400,
        body: { error: { ...(error as object), type: 'OAuthException' } },
      });
    }
  });
});
