import { renumber, type CreatorShop, type EmbedPlatform, type ShopProduct } from '@afilia/contracts';
import { contrastRatio } from '@afilia/contracts/contrast';

/** A block as the page draws it: a product block carries its product, found or not. */
export type ViewBlock =
  | { id: string; type: 'link'; title: string; url: string }
  | { id: string; type: 'text'; title: string | null; content: string | null }
  | { id: string; type: 'embed'; platform: EmbedPlatform; url: string }
  | { id: string; type: 'product'; product: ShopProduct }
  | { id: string; type: 'social_stats'; username: string; followers: number };

export interface ShopTheme {
  background: string;
  accent: string;
  text: string;
  /** Text on the accent (buttons): black or white, whichever reads better. */
  onAccent: string;
}

/** Everything the shop page shows, worked out once for the page and for the editor's preview. */
export interface ShopView {
  /** Whose shop: its page counts its blocks' views and clicks under this id. */
  creatorId: string;
  title: string | null;
  description: string | null;
  welcomeMessage: string | null;
  logoUrl: string | null;
  backgroundImageUrl: string | null;
  /** Null where the creator kept the default look, which follows the visitor's light or dark theme. */
  theme: ShopTheme | null;
  buttonStyle: 'rounded' | 'square';
  blocks: ViewBlock[];
}

const DEFAULTS = { background: '#ffffff', accent: '#7c3aed', text: '#1f1f1f' };
/** WCAG AA for body text. */
const READABLE = 4.5;

/** Black or white, whichever has the higher contrast on `background`. */
export function readableOn(background: string): string {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

/**
 * The creator's colours. Text the shopper could not read on the chosen background (below WCAG AA)
 * is replaced by black or white, and so is a button's text on the accent (decision 174).
 */
export function shopTheme(shop: Pick<CreatorShop, 'themeBackground' | 'themeAccent' | 'themeText'>): ShopTheme | null {
  if (!shop.themeBackground && !shop.themeAccent && !shop.themeText) return null;
  const background = shop.themeBackground ?? DEFAULTS.background;
  const accent = shop.themeAccent ?? DEFAULTS.accent;
  const chosenText = shop.themeText ?? DEFAULTS.text;
  const text = contrastRatio(chosenText, background) >= READABLE ? chosenText : readableOn(background);
  return { background, accent, text, onAccent: readableOn(accent) };
}

/**
 * The shop as it is drawn: the blocks by their order; a product block with its product, left out
 * when the link no longer offers it; the social block only with an Instagram username (seed 001
 * §2); then the products marked 'show in shop' on 'Mis Links' that no block shows.
 */
export function shopView(shop: CreatorShop, products: readonly ShopProduct[]): ShopView {
  const byLink = new Map(products.map((p) => [p.affiliateLinkId, p]));
  const blocks: ViewBlock[] = [];
  const shown = new Set<string>();
  for (const block of renumber(shop.blocks)) {
    if (block.type === 'link') blocks.push({ id: block.id, type: 'link', title: block.data.title, url: block.data.url });
    else if (block.type === 'text')
      blocks.push({ id: block.id, type: 'text', title: block.data.title ?? null, content: block.data.content ?? null });
    else if (block.type === 'embed') blocks.push({ id: block.id, type: 'embed', platform: block.data.platform, url: block.data.url });
    else if (block.type === 'product') {
      const product = byLink.get(block.data.affiliateLinkId);
      if (!product) continue;
      shown.add(product.affiliateLinkId);
      blocks.push({ id: block.id, type: 'product', product });
    } else if (shop.instagramUsername && shop.showSocialLinks)
      blocks.push({ id: block.id, type: 'social_stats', username: shop.instagramUsername, followers: shop.instagramFollowers });
  }
  for (const product of products)
    if (product.showInShop && !shown.has(product.affiliateLinkId)) {
      shown.add(product.affiliateLinkId);
      blocks.push({ id: `link-${product.affiliateLinkId}`, type: 'product', product });
    }
  return {
    creatorId: shop.creatorId,
    title: shop.shopTitle,
    description: shop.shopDescription,
    welcomeMessage: shop.welcomeMessage,
    logoUrl: shop.logoUrl,
    backgroundImageUrl: shop.backgroundImageUrl,
    theme: shopTheme(shop),
    buttonStyle: shop.buttonStyle,
    blocks,
  };
}
