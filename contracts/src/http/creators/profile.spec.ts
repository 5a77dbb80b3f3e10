import {
  emptyNetworkStats,
  featuredPostSchema,
  hasVerifiedResults,
  saveSocialLinksSchema,
  socialUrlProblem,
  statsCards,
  syncNetworkRequestSchema,
  editableNetworkSchema,
  type CreatorProfile,
} from './profile.js';

const networks = (): CreatorProfile['networks'] => ({
  instagram: emptyNetworkStats(),
  tiktok: emptyNetworkStats(),
  youtube: emptyNetworkStats(),
  kick: emptyNetworkStats(),
});

describe('a social network address (seed 001 §5)', () => {
  it('may be empty, and is left out when it is', () => {
    expect(saveSocialLinksSchema.parse({ instagram: '', tiktok: '  ', email: '' })).toEqual({});
  });

  it('must start with https://', () => {
    expect(socialUrlProblem('http://instagram.com/ana', 'instagram')).toBe('La URL debe comenzar con https://');
    expect(socialUrlProblem('instagram.com/ana', 'instagram')).toBe('La URL debe comenzar con https://');
  });

  it('is at most 500 characters', () => {
    expect(socialUrlProblem(`https://instagram.com/${'a'.repeat(480)}`, 'instagram')).toBe('La URL es demasiado larga');
  });

  it('must parse', () => {
    expect(socialUrlProblem('https://exa mple.com', 'instagram')).toBe('URL inválida');
  });

  it("must be on the network's own host, or a subdomain of it", () => {
    expect(socialUrlProblem('https://www.instagram.com/ana', 'instagram')).toBeNull();
    expect(socialUrlProblem('https://tiktok.com/@ana', 'tiktok')).toBeNull();
    expect(socialUrlProblem('https://m.youtube.com/@ana', 'youtube')).toBeNull();
    expect(socialUrlProblem('https://youtu.be/abc', 'youtube')).toBeNull();
    expect(socialUrlProblem('https://www.linkedin.com/in/ana', 'linkedin')).toBeNull();
    expect(socialUrlProblem('https://x.com/ana', 'twitter')).toBeNull();
    expect(socialUrlProblem('https://twitter.com/ana', 'twitter')).toBeNull();
    expect(socialUrlProblem('https://kick.com/ana', 'kick')).toBeNull();
    expect(socialUrlProblem('https://instagram.com/ana', 'tiktok')).toBe('La URL debe ser de tiktok.com');
    expect(socialUrlProblem('https://facebook.com/ana', 'twitter')).toBe('La URL debe ser de twitter.com o x.com');
  });

  it('is not fooled by a host that only contains the name, nor by user info', () => {
    expect(socialUrlProblem('https://evilinstagram.com/ana', 'instagram')).toBe('La URL debe ser de instagram.com');
    expect(socialUrlProblem('https://instagram.com.evil.net/ana', 'instagram')).toBe('La URL debe ser de instagram.com');
    expect(socialUrlProblem('https://instagram.com@evil.net/ana', 'instagram')).toBe('La URL debe ser de instagram.com');
  });

  it('answers each field its own message', () => {
    const checked = saveSocialLinksSchema.safeParse({
      instagram: 'https://instagram.com/ana',
      tiktok: 'https://instagram.com/ana',
      email: 'no',
    });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tiktok', 'La URL debe ser de tiktok.com'],
      ['email', 'Email inválido'],
    ]);
  });
});

describe("a network's figures (seed 001 §2)", () => {
  const figures = { username: '@ana', followers: 10, posts: 2, views: 0, engagement: 3.4, hidden: false };

  it('takes whole numbers, and engagement in steps of 0.1', () => {
    expect(editableNetworkSchema.parse(figures)).toEqual({ ...figures, username: 'ana' });
    expect(editableNetworkSchema.safeParse({ ...figures, followers: 1.5 }).success).toBe(false);
    expect(editableNetworkSchema.safeParse({ ...figures, followers: -1 }).success).toBe(false);
    expect(editableNetworkSchema.safeParse({ ...figures, engagement: 3.45 }).error?.issues[0]?.message).toBe(
      'El engagement va de 0 a 100, en pasos de 0,1',
    );
    expect(editableNetworkSchema.parse({ ...figures, engagement: 0.30000000000000004 }).engagement).toBe(0.3);
  });

  it('syncs only with a username, asked for by name', () => {
    expect(syncNetworkRequestSchema.safeParse({ network: 'tiktok', username: '' }).error?.issues[0]).toMatchObject({
      path: ['username'],
      message: 'Primero ingresa tu nombre de usuario de TikTok',
    });
    expect(syncNetworkRequestSchema.parse({ network: 'youtube', username: '@canal' })).toEqual({ network: 'youtube', username: 'canal' });
  });
});

describe("the press kit's stats cards (seed 001 §2)", () => {
  it('shows a card only when its hide flag is off and its number is above 0', () => {
    const profile = { networks: networks(), linkedin: { followers: 0, hidden: false } };
    profile.networks.instagram = { ...emptyNetworkStats(), followers: 1200 };
    profile.networks.tiktok = { ...emptyNetworkStats(), followers: 5000, hidden: true };
    profile.networks.youtube = { ...emptyNetworkStats(), followers: 0, views: 900 };
    expect(statsCards(profile).map((c) => c.network)).toEqual(['instagram']);
  });

  it("gives LinkedIn its own hide flag: Kick's no longer hides it (decision 177)", () => {
    const profile = { networks: networks(), linkedin: { followers: 800, hidden: false } };
    profile.networks.kick = { ...emptyNetworkStats(), followers: 300, hidden: true };
    expect(statsCards(profile).map((c) => c.network)).toEqual(['linkedin']);
    expect(statsCards({ ...profile, linkedin: { followers: 800, hidden: true } })).toEqual([]);
  });
});

describe('the rest of the press kit', () => {
  it('needs a URL for a featured post; the description is optional', () => {
    expect(featuredPostSchema.safeParse({ url: '', platform: 'instagram' }).error?.issues[0]?.message).toBe('La URL es obligatoria');
    expect(featuredPostSchema.parse({ url: 'https://www.tiktok.com/@a/video/1', platform: 'tiktok', description: ' ' })).toEqual({
      url: 'https://www.tiktok.com/@a/video/1',
      platform: 'tiktok',
      description: null,
    });
  });

  it('has verified results to show once a link was clicked or sold', () => {
    const none = { salesCount: 0, revenueCents: 0, clicks: 0, conversionRate: null, earningsPerClickCents: null, brandsCount: 1 };
    expect(hasVerifiedResults(none)).toBe(false);
    expect(hasVerifiedResults({ ...none, clicks: 3, conversionRate: 0, earningsPerClickCents: 0 })).toBe(true);
  });
});
