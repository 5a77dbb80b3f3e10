import {
  EMBED_PLATFORM_LABELS,
  formatInteger,
  issuesByPath,
  saveShopRequestSchema,
  type CreatorShop,
  type ShopBlock,
  type ShopBlockInput,
  type ShopBlockType,
  type SaveShopRequest,
  type ShopProduct,
} from '@afilia/contracts';

/** What the editor changes: the shop as it is saved, less the revision the saver keeps. */
export type ShopDraft = Omit<SaveShopRequest, 'revision'>;

export function draftOf(shop: CreatorShop): ShopDraft {
  const { creatorId: _creatorId, revision: _revision, ...draft } = shop;
  return draft;
}

/** The first characters of a text block the list shows (seed 001 §2: 50). */
export const SUMMARY_LENGTH = 50;

/** A new block of `type`, at the end, opened for editing by the list. */
export function newBlock(type: ShopBlockType, order: number, id: string = crypto.randomUUID()): ShopBlockInput {
  switch (type) {
    case 'link':
      return { id, type, order, data: { title: '', url: '' } };
    case 'text':
      return { id, type, order, data: { title: '', content: '' } };
    case 'embed':
      return { id, type, order, data: { platform: 'youtube', url: '' } };
    case 'social_stats':
      return { id, type, order, data: {} };
    case 'product':
      throw new Error('A product block is added from the products tab');
  }
}

export function productBlock(affiliateLinkId: string, order: number, id: string = crypto.randomUUID()): ShopBlockInput {
  return { id, type: 'product', order, data: { affiliateLinkId } };
}

/** Text cut to `SUMMARY_LENGTH` characters, with an ellipsis when it was longer. */
export function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
}

/** What the block list says of a block. */
export function blockSummary(block: ShopBlockInput, products: readonly ShopProduct[], instagram: string | null | undefined): string {
  switch (block.type) {
    case 'link':
      return block.data.title || block.data.url || 'Link sin título';
    case 'text':
      return cut(block.data.content || block.data.title || '') || 'Texto vacío';
    case 'embed':
      return `${EMBED_PLATFORM_LABELS[block.data.platform]}${block.data.url ? `: ${block.data.url}` : ''}`;
    case 'product':
      return products.find((p) => p.affiliateLinkId === block.data.affiliateLinkId)?.productName ?? 'Producto no disponible';
    case 'social_stats':
      return instagram ? `@${instagram}` : 'Agregá tu usuario de Instagram en Apariencia';
  }
}

/** '12 vistas · 3 clics' over the last 30 days. */
export function blockFigures(figures: { views: number; clicks: number } | undefined): string {
  const { views = 0, clicks = 0 } = figures ?? {};
  return `${formatInteger(views)} ${views === 1 ? 'vista' : 'vistas'} · ${formatInteger(clicks)} ${clicks === 1 ? 'clic' : 'clics'}`;
}

export const BLOCK_TYPE_LABELS: Record<ShopBlockType, string> = {
  link: 'Link',
  text: 'Texto',
  embed: 'Embed',
  product: 'Producto',
  social_stats: 'Redes',
};

/**
 * The draft's problems by field, as the contracts' schema finds them: `slug`, `shopTitle`,
 * `blocks.2.data.url`… Each field shows its own; an invalid draft is not saved.
 */
export function draftIssues(draft: ShopDraft): Map<string, string> {
  const checked = saveShopRequestSchema.safeParse({ ...draft, revision: 0 });
  return checked.success ? new Map() : issuesByPath(checked.error);
}

/** The draft as the preview draws it: the shop as it would be once saved. */
export function previewShop(draft: ShopDraft, creatorId: string): CreatorShop {
  return {
    creatorId,
    revision: 0,
    slug: draft.slug ?? null,
    shopTitle: draft.shopTitle ?? null,
    shopDescription: draft.shopDescription ?? null,
    welcomeMessage: draft.welcomeMessage ?? null,
    showSocialLinks: draft.showSocialLinks,
    pressKitPublic: draft.pressKitPublic,
    themeBackground: draft.themeBackground ?? null,
    themeAccent: draft.themeAccent ?? null,
    themeText: draft.themeText ?? null,
    backgroundImageUrl: draft.backgroundImageUrl ?? null,
    logoUrl: draft.logoUrl ?? null,
    buttonStyle: draft.buttonStyle,
    instagramUsername: draft.instagramUsername?.replace(/^@/, '') || null,
    instagramFollowers: draft.instagramFollowers,
    // The preview draws what can be drawn; a half-filled block shows as it is typed.
    blocks: draft.blocks as ShopBlock[],
  };
}
