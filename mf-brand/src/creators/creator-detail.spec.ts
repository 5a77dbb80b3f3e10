import { emptyNetworkStats, firstIssue, type AffiliateLink, type CreatorDetail } from '@afilia/contracts';
import { checkDiscountCode, creatorDiscountCodeValues } from '../campaigns/discount-code-form';
import {
  canDeleteLink,
  checkInternalLink,
  checkInvite,
  detailSections,
  linksOfBrand,
  linkTarget,
  networkCards,
  offeredProducts,
  offersInvite,
  WHOLE_STORE,
} from './creator-detail';

const CREATOR_ID = '2a7c1e9b-4d3f-4b8a-9c6e-5f1d2e3a4b5c';
const PRODUCT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';
const OTHER_BRAND_ID = '7a2d2c8f-9e4b-4d2f-8b68-1c7b7f1a7b12';

describe("a creator's page sections", () => {
  it("shows the brand's own internal creator's links and codes", () => {
    expect(detailSections({ ownedByBrand: true })).toEqual(['links', 'codes']);
  });

  it('offers any other creator an invitation and shows the collaborations both ways', () => {
    expect(detailSections({ ownedByBrand: false })).toEqual(['invite', 'received', 'sent']);
  });

  it("offers 'Invitar a Producto' on the platform tab's cards only, never for the brand's own", () => {
    expect(offersInvite({ ownedByBrand: false }, 'platform')).toBe(true);
    expect(offersInvite({ ownedByBrand: true }, 'platform')).toBe(false);
    expect(offersInvite({ ownedByBrand: false }, 'mine')).toBe(false);
  });
});

describe('the per-network cards', () => {
  const stats = (fields: Partial<ReturnType<typeof emptyNetworkStats>>) => ({ ...emptyNetworkStats(), ...fields });
  const creator = (fields: Partial<Pick<CreatorDetail, 'networks' | 'linkedin' | 'socialLinks'>>) => ({
    networks: {},
    linkedin: { followers: 0, hidden: false },
    socialLinks: {},
    ...fields,
  });

  it('names each network with its followers and links its profile from the username', () => {
    const cards = networkCards(
      creator({
        networks: {
          youtube: stats({ username: 'canal.sol', followers: 48_200 }),
          instagram: stats({ username: 'lucia.sol', followers: 15_900 }),
          kick: stats({ username: 'sol', followers: 0 }),
        },
      }),
    );
    expect(cards).toEqual([
      {
        network: 'instagram',
        label: 'Instagram',
        followersLabel: 'Seguidores',
        followers: 15_900,
        username: 'lucia.sol',
        url: 'https://www.instagram.com/lucia.sol',
      },
      {
        network: 'youtube',
        label: 'YouTube',
        followersLabel: 'Suscriptores',
        followers: 48_200,
        username: 'canal.sol',
        url: 'https://www.youtube.com/@canal.sol',
      },
      { network: 'kick', label: 'Kick', followersLabel: 'Seguidores', followers: 0, username: 'sol', url: 'https://kick.com/sol' },
    ]);
  });

  it('leaves out a network with neither username nor followers, and one hidden', () => {
    const cards = networkCards(
      creator({ networks: { tiktok: stats({}), instagram: stats({ username: 'lucia.sol', followers: 10, hidden: true }) } }),
    );
    expect(cards).toEqual([]);
  });

  it('without a username, links the address the creator saved, https only', () => {
    const [tiktok, youtube] = networkCards(
      creator({
        networks: { tiktok: stats({ followers: 2_000 }), youtube: stats({ followers: 5 }) },
        socialLinks: { tiktok: 'https://www.tiktok.com/@lucia', youtube: 'javascript:alert(1)' },
      }),
    );
    expect(tiktok).toMatchObject({ username: null, url: 'https://www.tiktok.com/@lucia' });
    expect(youtube).toMatchObject({ username: null, url: null });
  });

  it('adds LinkedIn only with followers, and not when hidden', () => {
    expect(
      networkCards(
        creator({ linkedin: { followers: 1_200, hidden: false }, socialLinks: { linkedin: 'https://www.linkedin.com/in/sol' } }),
      ),
    ).toEqual([
      {
        network: 'linkedin',
        label: 'LinkedIn',
        followersLabel: 'Seguidores',
        followers: 1_200,
        username: null,
        url: 'https://www.linkedin.com/in/sol',
      },
    ]);
    expect(networkCards(creator({ linkedin: { followers: 0, hidden: false } }))).toEqual([]);
    expect(networkCards(creator({ linkedin: { followers: 0, hidden: true } }))).toEqual([]);
  });
});

describe("the brand's products offered to a creator", () => {
  it('keeps the active ones, by name', () => {
    const products = [
      { id: 'c', name: 'Mate Luna', status: 'active' as const },
      { id: 'b', name: 'Buzo', status: 'inactive' as const },
      { id: 'a', name: 'Gorra Luna', status: 'active' as const },
    ];
    expect(offeredProducts(products).map((p) => p.id)).toEqual(['a', 'c']);
  });
});

describe("'Generar link'", () => {
  it('sends the chosen product', () => {
    expect(checkInternalLink(CREATOR_ID, { productId: PRODUCT_ID })).toEqual({
      success: true,
      data: { creatorId: CREATOR_ID, productId: PRODUCT_ID },
    });
  });

  it("sends no product for 'Tienda completa'", () => {
    expect(checkInternalLink(CREATOR_ID, { productId: WHOLE_STORE })).toEqual({
      success: true,
      data: { creatorId: CREATOR_ID, productId: null },
    });
  });

  it("requires a choice: 'Selecciona un producto' on the product", () => {
    for (const values of [{}, { productId: null }]) {
      const checked = checkInternalLink(CREATOR_ID, values);
      expect(checked.success).toBe(false);
      expect(firstIssue(checked.error!)).toBe('Selecciona un producto');
      expect(checked.error!.issues[0]!.path).toEqual(['productId']);
    }
  });
});

describe("'Invitar a Producto'", () => {
  it('sends the product and the message, trimmed; an empty message as null', () => {
    expect(checkInvite({ productId: PRODUCT_ID, message: '  ¡Hola Sol!  ' })).toEqual({
      success: true,
      data: { productId: PRODUCT_ID, message: '¡Hola Sol!' },
    });
    expect(checkInvite({ productId: PRODUCT_ID, message: '' })).toEqual({ success: true, data: { productId: PRODUCT_ID, message: null } });
  });

  it("requires a product: 'Selecciona un producto'", () => {
    const checked = checkInvite({ productId: null, message: 'Hola' });
    expect(checked.success).toBe(false);
    expect(firstIssue(checked.error!)).toBe('Selecciona un producto');
    expect(checked.error!.issues[0]!.path).toEqual(['productId']);
  });

  it('refuses a message over 500 characters', () => {
    expect(firstIssue(checkInvite({ productId: PRODUCT_ID, message: 'a'.repeat(501) }).error!)).toBe('El mensaje es demasiado largo');
  });
});

describe("a creator's discount code", () => {
  it('is the creator’s and needs a product (seed 001 §5)', () => {
    const values = { ...creatorDiscountCodeValues(CREATOR_ID), code: 'SOL10' };
    const missing = checkDiscountCode(values);
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['productId'], message: 'Selecciona un producto' });
    expect(checkDiscountCode({ ...values, productId: PRODUCT_ID }).data).toMatchObject({
      creatorId: CREATOR_ID,
      scope: 'product',
      productId: PRODUCT_ID,
    });
  });
});

describe("the creator's links", () => {
  const link = (fields: Partial<AffiliateLink>) =>
    ({ kind: 'product', productId: null, productName: null, destinationUrl: null, brandId: BRAND_ID, ...fields }) as AffiliateLink;

  it("keeps the acting brand's", () => {
    const ours = link({ brandId: BRAND_ID });
    const theirs = link({ brandId: OTHER_BRAND_ID });
    expect(linksOfBrand([ours, theirs], BRAND_ID)).toEqual([ours]);
    expect(linksOfBrand([ours, theirs], null)).toEqual([ours, theirs]);
  });

  it("names what each leads to: its product, 'Tienda completa', or the custom link's page", () => {
    expect(linkTarget(link({ productId: PRODUCT_ID, productName: 'Gorra Luna' }))).toBe('Gorra Luna');
    expect(linkTarget(link({ productId: PRODUCT_ID }))).toBe('Producto no disponible');
    expect(linkTarget(link({ kind: 'store' }))).toBe('Tienda completa');
    expect(linkTarget(link({ kind: 'custom', destinationUrl: 'https://luna.example/lookbook' }))).toBe('https://luna.example/lookbook');
  });

  it('has no delete for a CPC link', () => {
    expect(canDeleteLink({ kind: 'cpc' })).toBe(false);
    expect(canDeleteLink({ kind: 'store' })).toBe(true);
  });
});
