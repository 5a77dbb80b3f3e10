import {
  averageEngagement,
  createCreatorRequestSchema,
  creatorBadges,
  formatEngagement,
  handleFrom,
  splitCategories,
  totalFollowers,
  totalPosts,
  type DirectoryCreator,
} from './directory.js';
import { slugify } from '../../common/codes.js';

const card = (over: Partial<DirectoryCreator>) =>
  ({ ownedByBrand: false, registered: true, collaborating: false, creatorType: 'public', isVerified: false, ...over }) as const;

describe("the directory card's badges (seed 001 §2 priority)", () => {
  it("marks the brand's own internal creator first, and pending sign-up without a user", () => {
    expect(creatorBadges(card({ ownedByBrand: true, registered: false, collaborating: true, isVerified: true }))).toEqual([
      'internal',
      'pendingSignUp',
    ]);
    expect(creatorBadges(card({ ownedByBrand: true, creatorType: 'internal' }))).toEqual(['internal']);
  });

  it('then collaborating, agency, freelance, and verified last', () => {
    expect(creatorBadges(card({ collaborating: true, creatorType: 'agency', isVerified: true }))).toEqual(['collaborating']);
    expect(creatorBadges(card({ creatorType: 'agency', isVerified: true }))).toEqual(['agency']);
    expect(creatorBadges(card({ creatorType: 'freelance', isVerified: true }))).toEqual(['freelance']);
    expect(creatorBadges(card({ isVerified: true }))).toEqual(['verified']);
    expect(creatorBadges(card({}))).toEqual([]);
  });
});

describe("the directory's figures (seed 001 §9)", () => {
  const net = (followers: number, posts: number, engagement: number, hidden = false) => ({ followers, posts, engagement, hidden });

  it('averages Instagram and TikTok engagement when both exist, else takes the one that does, else 0', () => {
    expect(averageEngagement({ instagram: net(0, 0, 4.2), tiktok: net(0, 0, 2.8) })).toBeCloseTo(3.5);
    expect(averageEngagement({ instagram: net(0, 0, 0), tiktok: net(0, 0, 5.1) })).toBeCloseTo(5.1);
    expect(averageEngagement({ instagram: net(0, 0, 2.5) })).toBeCloseTo(2.5);
    expect(averageEngagement({})).toBe(0);
    // A hidden network does not count (decision 179).
    expect(averageEngagement({ instagram: net(0, 0, 4, true), tiktok: net(0, 0, 2) })).toBe(2);
  });

  it('sums every network and LinkedIn for followers, and Instagram, TikTok and YouTube for posts', () => {
    const networks = { instagram: net(1000, 10, 0), tiktok: net(2000, 20, 0), youtube: net(3000, 30, 0), kick: net(400, 99, 0) };
    expect(totalFollowers(networks, { followers: 50, hidden: false })).toBe(6450);
    expect(totalFollowers(networks, { followers: 50, hidden: true })).toBe(6400);
    expect(totalPosts(networks)).toBe(60);
    expect(totalFollowers({ youtube: net(3000, 30, 0, true) }, { followers: 0, hidden: false })).toBe(0);
    // A network stored with only some figures counts what it has.
    expect(totalFollowers({ instagram: { followers: 12 } }, { followers: 0, hidden: false })).toBe(12);
  });

  it('shows engagement with 1 decimal in the list and 2 in the detail', () => {
    expect(formatEngagement(3.456, 'list')).toBe('3,5%');
    expect(formatEngagement(3.456, 'detail')).toBe('3,46%');
    expect(formatEngagement(0, 'list')).toBe('0,0%');
  });
});

describe("'Crear Creador' (seed 001 §5)", () => {
  it('derives the slug from the name: lower case, accents removed, others to hyphens, edges trimmed', () => {
    expect(slugify('  María José Núñez! ')).toBe('maria-jose-nunez');
    expect(slugify('Ñandú & Co.')).toBe('nandu-co');
  });

  it('splits categories on commas, trimmed, folded to the filter spelling, each once', () => {
    expect(splitCategories('Moda, Tecnología , ,moda', ',')).toEqual(['moda', 'tecnologia']);
    expect(splitCategories('gaming;fitness', ';')).toEqual(['gaming', 'fitness']);
    expect(splitCategories('', ',')).toEqual([]);
  });

  it("takes a network's username with or without '@', or its profile address", () => {
    expect(handleFrom('@sol.viaja')).toBe('sol.viaja');
    expect(handleFrom('https://www.instagram.com/sol.viaja/?hl=es')).toBe('sol.viaja');
    expect(handleFrom('https://www.tiktok.com/@sol.viaja')).toBe('sol.viaja');
  });

  it("refuses a short name and a bad e-mail with the seed's texts, and parses its own output again", () => {
    const issue = (body: object) => createCreatorRequestSchema.safeParse(body).error?.issues[0];
    expect(issue({ name: ' A ' })).toMatchObject({ path: ['name'], message: 'El nombre debe tener al menos 2 caracteres' });
    expect(issue({ name: 'Ana', email: 'ana@' })).toMatchObject({ path: ['email'], message: 'Email inválido' });
    expect(issue({ name: 'Ana', instagram: 'no vale' })).toMatchObject({ path: ['instagram'], message: 'Usuario inválido' });
    const once = createCreatorRequestSchema.parse({ name: ' Ana ', email: '', categories: 'Moda, Belleza', tiktok: '@ana' });
    expect(once).toEqual({ name: 'Ana', email: null, categories: ['moda', 'belleza'], instagram: null, tiktok: 'ana', youtube: null });
    // The service parses what the gateway parsed: the same again.
    expect(createCreatorRequestSchema.parse(once)).toEqual(once);
  });
});
