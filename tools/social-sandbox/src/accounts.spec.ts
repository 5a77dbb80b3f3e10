import { AccountBook, draws, fnv1a, generatedAccount, isWellFormed, NETWORKS, recentPosts, threeSignificantFigures } from './accounts.js';
import { SandboxError } from './http.js';

describe('accounts', () => {
  it('hashes with FNV-1a (32 bits), as its published test vectors say', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('gives every well-formed username the figures of the README rule, the same on every call', () => {
    // The rule written out again, independently of generatedAccount.
    for (const network of NETWORKS) {
      for (const username of ['ana', 'Viajero.Sur', 'x_9']) {
        const r = draws(fnv1a(`${network}:${username.toLowerCase()}`));
        const followers = Math.round(1000 * 900 ** r());
        const posts = Math.round(10 * 200 ** r());
        const expected =
          network === 'youtube'
            ? { followers: threeSignificantFigures(followers), posts, views: followers * (50 + Math.floor(250 * r())) }
            : network === 'instagram'
              ? (() => {
                  const likes = Math.round(followers * (0.01 + 0.05 * r()));
                  return { followers, posts, likes, comments: Math.round(likes * (0.01 + 0.04 * r())) };
                })()
              : { followers, posts, likes: posts * Math.round(followers * (0.01 + 0.07 * r())) };
        expect(generatedAccount(network, username)).toMatchObject(expected);
        expect(generatedAccount(network, username)).toEqual(generatedAccount(network, username.toUpperCase()));
      }
    }
  });

  it('keeps the figures it has always given (a change here changes every demo)', () => {
    expect(generatedAccount('youtube', 'ana')).toEqual({
      network: 'youtube',
      username: 'ana',
      id: 'UCm_Znqrfui9Ec-LaTrWIysQ',
      pinned: false,
      followers: 69_400,
      posts: 1896,
      views: 17_916_036,
      likes: 0,
      comments: 0,
    });
    expect(generatedAccount('instagram', 'ana')).toMatchObject({
      id: '17841259742870825',
      followers: 731_781,
      posts: 47,
      likes: 34_112,
      comments: 1076,
    });
    expect(generatedAccount('tiktok', 'ana')).toMatchObject({ followers: 5876, posts: 874, likes: 97_888 });
  });

  it('stays within plausible ranges', () => {
    for (const network of NETWORKS) {
      const accounts = Array.from({ length: 2000 }, (_, i) => generatedAccount(network, `creadora${i}`));
      const range = (values: number[]) => [Math.min(...values), Math.max(...values)];
      const [fewestFollowers = 0, mostFollowers = 0] = range(accounts.map((a) => a.followers));
      expect(fewestFollowers).toBeGreaterThanOrEqual(1000);
      expect(mostFollowers).toBeLessThanOrEqual(900_000);
      const [fewestPosts = 0, mostPosts = 0] = range(accounts.map((a) => a.posts));
      expect(fewestPosts).toBeGreaterThanOrEqual(10);
      expect(mostPosts).toBeLessThanOrEqual(2000);
      if (network === 'youtube') {
        // Subscribers are rounded down after views were drawn on the exact figure: up to 1 % more.
        const [fewest = 0, most = 0] = range(accounts.map((a) => a.views / a.followers));
        expect([fewest >= 50, most <= 300 * 1.01]).toEqual([true, true]);
        expect(accounts.filter((a) => !/^UC[A-Za-z0-9_-]{21}[AQgw]$/.test(a.id))).toEqual([]);
      }
      if (network === 'instagram') {
        const [fewest = 0, most = 0] = range(accounts.map((a) => a.likes / a.followers));
        expect([fewest >= 0.0095, most <= 0.0605]).toEqual([true, true]);
        expect(accounts.filter((a) => !/^17841\d{12}$/.test(a.id))).toEqual([]);
      }
      if (network === 'tiktok') {
        const [fewest = 0, most = 0] = range(accounts.map((a) => a.likes / a.posts / a.followers));
        expect([fewest >= 0.0095, most <= 0.0805]).toEqual([true, true]);
      }
    }
  });

  it('rounds subscriber counts down to three significant figures, as YouTube does', () => {
    expect([999, 1000, 1234, 56_789, 123_456, 899_999].map(threeSignificantFigures)).toEqual([999, 1000, 1230, 56_700, 123_000, 899_000]);
  });

  it("knows every well-formed username but those starting with 'noexiste' (any case)", () => {
    const book = new AccountBook();
    for (const network of NETWORKS) {
      expect(book.find(network, 'ana_maria')).not.toBeNull();
      for (const unknown of ['noexiste', 'NoExisteNadie', 'noexiste.123']) expect(book.find(network, unknown)).toBeNull();
      expect(book.find(network, 'existe_noexiste')).not.toBeNull();
    }
  });

  it('takes as well-formed what each network allows', () => {
    expect(isWellFormed('youtube', 'la-cocina.de_ana')).toBe(true);
    expect(isWellFormed('youtube', 'ab')).toBe(false);
    expect(isWellFormed('instagram', 'a')).toBe(true);
    expect(isWellFormed('instagram', 'con-guion')).toBe(false);
    expect(isWellFormed('tiktok', 'a'.repeat(24))).toBe(true);
    expect(isWellFormed('tiktok', 'a'.repeat(25))).toBe(false);
    for (const network of NETWORKS) {
      expect(isWellFormed(network, 'con espacio')).toBe(false);
      expect(isWellFormed(network, '@arroba')).toBe(false);
      expect(new AccountBook().find(network, 'con espacio')).toBeNull();
    }
  });

  it("gives an Instagram account's recent posts stable ids and figures around its own, never more than it has", () => {
    const account = generatedAccount('instagram', 'ana');
    const posts = recentPosts(account, 12);
    expect(posts).toHaveLength(12);
    expect(recentPosts(account, 12)).toEqual(posts);
    expect(new Set(posts.map((p) => p.id)).size).toBe(12);
    for (const post of posts) {
      expect(post.id).toMatch(/^179\d{14}$/);
      expect(post.likes).toBeGreaterThanOrEqual(Math.floor(account.likes * 0.75));
      expect(post.likes).toBeLessThanOrEqual(Math.ceil(account.likes * 1.25));
    }
    expect(recentPosts({ ...account, posts: 3 }, 12)).toHaveLength(3);
  });

  describe('pins', () => {
    it('win over the hash, keep the hashed id, and make even a noexiste username an account', () => {
      const book = new AccountBook();
      const pinned = book.pin('instagram', '@Ana', { followers: 10, posts: 2, likes: 3 });
      expect(pinned).toEqual({
        ...generatedAccount('instagram', 'ana'),
        pinned: true,
        followers: 10,
        posts: 2,
        views: 0,
        likes: 3,
        comments: 0,
      });
      expect(book.find('instagram', 'ANA')).toEqual(pinned);
      expect(recentPosts(pinned, 12)).toEqual([
        expect.objectContaining({ likes: 3, comments: 0 }),
        expect.objectContaining({ likes: 3, comments: 0 }),
      ]);
      // Another network's account of the same name is untouched.
      expect(book.find('tiktok', 'ana')).toEqual(generatedAccount('tiktok', 'ana'));

      book.pin('youtube', 'noexiste_pero_fijado', { followers: 1, posts: 1, views: 1 });
      expect(book.find('youtube', 'noexiste_pero_fijado')).toMatchObject({ pinned: true, followers: 1 });
    });

    it('are removed one by one or all at once', () => {
      const book = new AccountBook();
      book.pin('tiktok', 'ana', { followers: 1, posts: 1, likes: 1 });
      book.pin('tiktok', 'bea', { followers: 1, posts: 1, likes: 1 });
      expect(book.unpin('tiktok', 'ANA')).toBe(true);
      expect(book.unpin('tiktok', 'ana')).toBe(false);
      expect(book.find('tiktok', 'ana')).toEqual(generatedAccount('tiktok', 'ana'));
      book.clear();
      expect(book.find('tiktok', 'bea')).toEqual(generatedAccount('tiktok', 'bea'));
    });

    it('take exactly the figures the network publishes, and say what is wrong', () => {
      const book = new AccountBook();
      const refusal = (network: string, username: string, figures: unknown) => {
        try {
          book.pin(network, username, figures);
        } catch (error) {
          expect(error).toBeInstanceOf(SandboxError);
          return { status: (error as SandboxError).status, message: (error as SandboxError).message };
        }
        throw new Error('the pin was accepted');
      };
      expect(refusal('youtube', 'ana', { followers: 1, posts: 1 })).toEqual({ status: 400, message: 'views is required' });
      expect(refusal('tiktok', 'ana', { followers: 1, posts: 1, likes: 1, views: 1, comments: 2 })).toEqual({
        status: 400,
        message: 'views, comments are not figures of TikTok',
      });
      expect(refusal('instagram', 'ana', { followers: -1, posts: 1.5, likes: '3' })).toEqual({
        status: 400,
        message: 'followers must be a whole number ≥ 0; posts must be a whole number ≥ 0; likes must be a whole number ≥ 0',
      });
      expect(refusal('instagram', 'ana', [1])).toEqual({ status: 400, message: 'the figures must be a JSON object' });
      expect(refusal('instagram', 'con-guion', { followers: 1, posts: 1, likes: 1 })).toEqual({
        status: 400,
        message: "'con-guion' is not a well-formed Instagram username (1 to 30 letters, digits, '.' or '_')",
      });
      expect(refusal('kick', 'ana', {})).toEqual({
        status: 404,
        message: "unknown network 'kick': it is one of youtube, instagram, tiktok",
      });
    });
  });
});
