import { emptyNetworkStats, type CreatorProfile, type VerifiedResults } from '@afilia/contracts';
import { pressKitView, renderPressKitDocument, renderPressKitUnavailable } from './press-kit.js';

const CREATOR = '7b0c1f0e-0c4b-4f3e-9d59-6f6f2b1f8a01';
const META = { url: 'https://afilia.app/press-kit/caro', origin: 'https://afilia.app' };

function profile(overrides: Partial<CreatorProfile> = {}): CreatorProfile {
  return {
    creatorId: CREATOR,
    revision: 3,
    name: 'Caro <Moda>',
    slug: 'caro',
    isPublic: true,
    pressKitPublic: true,
    bio: 'Moda y mate',
    profileImageUrl: '/uploads/u/photo.webp',
    socialLinks: { instagram: 'https://instagram.com/caro', email: 'caro@example.com' },
    networks: {
      instagram: { ...emptyNetworkStats(), username: 'caro', followers: 12_400, posts: 320, engagement: 4.2 },
      tiktok: { ...emptyNetworkStats(), followers: 1_500_000, hidden: true },
      youtube: { ...emptyNetworkStats(), followers: 3_100, posts: 42, views: 410_000 },
      kick: { ...emptyNetworkStats(), followers: 0 },
    },
    linkedin: { followers: 900, hidden: false },
    featuredPosts: [{ url: 'https://www.instagram.com/p/1/', platform: 'instagram', description: 'Look de otoño' }],
    customLinks: [{ title: 'Tarifas', url: 'https://example.com/tarifas' }],
    showVerifiedResults: false,
    ...overrides,
  };
}

const RESULTS: VerifiedResults = {
  salesCount: 12,
  revenueCents: 4_560_000,
  clicks: 400,
  conversionRate: 3,
  earningsPerClickCents: 1_710,
  brandsCount: 2,
};

describe('the press kit page', () => {
  it('shows the profile, the visible cards with their figures, posts, links and contact; its name escaped', () => {
    const page = renderPressKitDocument(pressKitView(profile(), RESULTS), META);
    expect(page).toContain('<title>Caro &lt;Moda&gt; — Press Kit</title>');
    expect(page).toContain('<h1 class="afs-title">Caro &lt;Moda&gt;</h1>');
    expect(page.match(/<h1/g)).toHaveLength(1);
    expect(page).toContain('<h3>Instagram</h3>');
    expect(page).toContain('<strong>12k</strong> seguidores');
    expect(page).toContain('320 publicaciones');
    expect(page).toContain('4,2% de engagement');
    expect(page).toContain('<strong>3k</strong> suscriptores');
    expect(page).toContain('410k vistas');
    expect(page).toContain('<h3>LinkedIn</h3>');
    // TikTok is hidden, Kick has no followers: neither card, and the total counts what is shown.
    expect(page).not.toContain('<h3>TikTok</h3>');
    expect(page).not.toContain('<h3>Kick</h3>');
    expect(page).toContain('Alcance total: <strong>16k</strong>');
    expect(page).toContain('href="https://www.instagram.com/p/1/"');
    expect(page).toContain('Look de otoño');
    expect(page).toContain('>Tarifas</a>');
    expect(page).toContain('href="mailto:caro@example.com"');
    expect(page).toContain('href="/shop/caro"');
    expect(page).toContain('<meta property="og:image" content="https://afilia.app/uploads/u/photo.webp" />');
    expect(page).not.toContain('<script');
  });

  it('shows the verified results only when the creator opted in and there are some', () => {
    expect(renderPressKitDocument(pressKitView(profile(), RESULTS), META)).not.toContain('Resultados verificados');
    const shown = renderPressKitDocument(pressKitView(profile({ showVerifiedResults: true }), RESULTS), META);
    expect(shown).toContain('Resultados verificados');
    expect(shown).toContain('Medidos por Afilia');
    expect(shown).toContain('$45.600,00');
    expect(shown).toContain('3%');
    expect(shown).toContain('$17,10');
    const none = { ...RESULTS, salesCount: 0, clicks: 0, conversionRate: null, earningsPerClickCents: null };
    expect(renderPressKitDocument(pressKitView(profile({ showVerifiedResults: true }), none), META)).not.toContain(
      'Resultados verificados',
    );
  });

  it('says when there is no contact, and leaves out unsafe addresses', () => {
    const page = renderPressKitDocument(
      pressKitView(profile({ socialLinks: {}, customLinks: [{ title: 'x', url: 'javascript:alert(1)' }] }), null),
      META,
    );
    expect(page).toContain('Este creador todavía no cargó datos de contacto.');
    expect(page).not.toContain('javascript:');
  });

  it('answers an unknown and a private press kit with the seed words, and nothing of its content', () => {
    expect(renderPressKitUnavailable('not-found')).toContain('<h1>Press Kit no encontrado</h1>');
    const hidden = renderPressKitUnavailable('private');
    expect(hidden).toContain('<h1>Este Press Kit no está público</h1>');
    expect(hidden).toContain('noindex');
  });
});
