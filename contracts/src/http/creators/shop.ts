import { z } from 'zod';
import { textField } from '../../common/text.js';
import { hasReservedWord } from '../links/links.js';

/**
 * The creator's public shop and its editor (seed 001 §2 'Public creator shop' and 'Shop editor',
 * §3 creator_shop_settings and shop block, §5; issue 15 §1–2). The seed's texts, and ours.
 */
export const SHOP_TEXTS = {
  pageTitleSuffix: '— Tienda',
  defaultTitle: 'Tienda',
  defaultDescription: 'Productos y contenido seleccionado',
  emptyTitle: 'Próximamente',
  emptyText: 'Estamos preparando contenido especial para ti',
  viewPressKit: 'Ver Press Kit',
  viewProduct: 'Ver Producto',
  follow: 'Seguir',
  noContent: 'Sin contenido',
  poweredBy: 'Powered by',
  /** Ours: /shop/{unknown}. */
  notFoundTitle: 'Tienda no encontrada',
  notFoundText: 'No encontramos una tienda con esa dirección.',
  backHome: 'Ir al inicio',

  editorTitle: 'Editor de Tienda',
  copyUrl: 'Copiar URL',
  urlCopied: 'URL copiada al portapapeles',
  viewShop: 'Ver Tienda',
  save: 'Guardar',
  saving: 'Guardando...',
  saved: '✅ Cambios guardados',
  preview: 'Vista Previa',
  previewEmpty: 'Agrega bloques para comenzar a construir tu tienda',
  blocksTab: 'Bloques',
  appearanceTab: 'Apariencia',
  productsTab: 'Productos',
  showPressKit: 'Mostrar Press Kit',
  noProducts: 'No tienes productos disponibles',
  slugTaken: 'Esta URL ya está en uso. Elige otra.',
  loadError: 'Error al cargar la tienda',
  saveError: 'Error al guardar configuración',
  logoUploaded: 'Logo subido exitosamente',
  logoDeleted: 'Logo eliminado',
  logoUploadError: 'Error al subir el logo',
  backgroundUploaded: 'Imagen de fondo subida',
  backgroundDeleted: 'Imagen de fondo eliminada',
  backgroundUploadError: 'Error al subir imagen',
  /** Ours: the slug's shape and length, and a uuid-shaped one (it would stand for another creator's id). */
  slugShape: 'La URL solo puede tener letras minúsculas, números y guiones',
  slugLength: `La URL debe tener entre 3 y 40 caracteres`,
  slugReserved: 'Esa URL no está disponible. Elige otra.',
  titleRequired: 'El título es obligatorio',
  invalidUrl: 'Ingresá una URL válida (https://...)',
  invalidColor: 'Color inválido (#rrggbb)',
  invalidInstagram: 'Usuario de Instagram inválido',
  tooManyBlocks: 'Tu tienda puede tener hasta 50 bloques',
  tooLong: 'El texto es demasiado largo',
  invalidText: 'El texto contiene caracteres no válidos',
  invalidImage: 'Imagen inválida',
} as const;

export const SHOP_BLOCKS_MAX = 50;
export const SHOP_TITLE_MAX = 80;
export const SHOP_DESCRIPTION_MAX = 300;
export const SHOP_WELCOME_MAX = 500;
export const SHOP_TEXT_CONTENT_MAX = 2000;
export const SHOP_URL_MAX = 500;
export const SHOP_SLUG_MIN = 3;
export const SHOP_SLUG_MAX = 40;

export const SHOP_BLOCK_TYPES = ['link', 'text', 'embed', 'product', 'social_stats'] as const;
export type ShopBlockType = (typeof SHOP_BLOCK_TYPES)[number];
export const EMBED_PLATFORMS = ['youtube', 'tiktok', 'spotify', 'instagram'] as const;
export type EmbedPlatform = (typeof EMBED_PLATFORMS)[number];
export const EMBED_PLATFORM_LABELS: Record<EmbedPlatform, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  instagram: 'Instagram',
};
export const BUTTON_STYLES = ['rounded', 'square'] as const;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A custom shop URL as the editor types it: lower case, only a-z, digits and hyphens (seed 001
 * §5). The editor applies it on every keystroke, so accents fold ('ó' → 'o') and a space becomes
 * the hyphen it was meant to be (decision 174); the schema below refuses anything else.
 */
export function normaliseSlug(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The custom URL: empty for none (the shop is then reached by the creator's id). */
export const shopSlugSchema = z
  .string({ error: SHOP_TEXTS.slugShape })
  .trim()
  .toLowerCase()
  .refine((slug) => slug === '' || /^[a-z0-9-]+$/.test(slug), { error: SHOP_TEXTS.slugShape })
  .refine((slug) => slug === '' || (slug.length >= SHOP_SLUG_MIN && slug.length <= SHOP_SLUG_MAX), { error: SHOP_TEXTS.slugLength })
  // The shop is looked up by slug first, then by id: a uuid-shaped slug could stand for another creator's shop.
  .refine((slug) => !UUID_SHAPE.test(slug), { error: SHOP_TEXTS.slugReserved })
  // Nor the platform's words ('afilia', 'admin', 'soporte-afilia'): a shop at such a URL would speak with the platform's voice.
  .refine((slug) => !hasReservedWord(slug), { error: SHOP_TEXTS.slugReserved })
  .nullish()
  .transform((slug) => (slug ? slug : null));

const text = (max: number, options: { multiline?: boolean } = {}) =>
  textField({ invalid: SHOP_TEXTS.invalidText, multiline: options.multiline }).trim().max(max, { error: SHOP_TEXTS.tooLong });

/** Optional text: empty is none. Nullish because the gateway's parsed body is parsed again by identity. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, options)
    .nullish()
    .transform((v) => (v ? v : null));

const webUrl = z
  .string({ error: SHOP_TEXTS.invalidUrl })
  .trim()
  .min(1, { error: SHOP_TEXTS.invalidUrl })
  .max(SHOP_URL_MAX, { error: SHOP_TEXTS.invalidUrl })
  .pipe(z.url({ protocol: /^https?$/, error: SHOP_TEXTS.invalidUrl }));

const hexColor = z
  .string({ error: SHOP_TEXTS.invalidColor })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: SHOP_TEXTS.invalidColor })
  .transform((v) => v.toLowerCase())
  .nullish()
  .transform((v) => v ?? null);

/** An image uploaded through /api/v1/uploads/images (its URL: ours, or the bucket's), or none. */
export const uploadedImage = textField({ invalid: SHOP_TEXTS.invalidImage })
  .max(500)
  .regex(/^(\/uploads\/|https:\/\/)\S+$/, { error: SHOP_TEXTS.invalidImage })
  .nullish()
  .transform((v) => v ?? null);

const blockId = z.uuid({ error: 'Bloque inválido' });
const order = z.number().int().min(0).max(SHOP_BLOCKS_MAX);

/**
 * The blocks of a shop (seed 001 §3 'Shop block'). A product block keeps only which of the
 * creator's affiliate links it shows: the page reads the product (name, price, image, brand,
 * code) from the link as it is now, so it never shows a stale price or a link the creator lost.
 * A social block shows the shop's Instagram username and followers, kept once, in the settings.
 */
export const shopBlockSchema = z.discriminatedUnion('type', [
  z.object({
    id: blockId,
    type: z.literal('link'),
    order,
    data: z.object({
      title: text(SHOP_TITLE_MAX).min(1, { error: SHOP_TEXTS.titleRequired }),
      url: webUrl,
      icon: optionalText(40),
    }),
  }),
  z.object({
    id: blockId,
    type: z.literal('text'),
    order,
    data: z.object({ title: optionalText(SHOP_TITLE_MAX), content: optionalText(SHOP_TEXT_CONTENT_MAX, { multiline: true }) }),
  }),
  z.object({
    id: blockId,
    type: z.literal('embed'),
    order,
    data: z.object({ platform: z.enum(EMBED_PLATFORMS, { error: 'Plataforma inválida' }), url: webUrl }),
  }),
  z.object({
    id: blockId,
    type: z.literal('product'),
    order,
    data: z.object({ affiliateLinkId: z.uuid({ error: 'Producto inválido' }) }),
  }),
  z.object({ id: blockId, type: z.literal('social_stats'), order, data: z.object({}) }),
]);
export type ShopBlock = z.infer<typeof shopBlockSchema>;
export type ShopBlockInput = z.input<typeof shopBlockSchema>;

/**
 * What the editor saves (seed 001 §2 'Shop editor'): the appearance, the blocks and the custom
 * URL, with the revision it was editing. A save whose revision is not the stored one is refused
 * (STALE_REVISION): a slower, older save can never overwrite a newer one.
 */
export const saveShopRequestSchema = z
  .object({
    revision: z.number().int().min(0),
    slug: shopSlugSchema,
    shopTitle: optionalText(SHOP_TITLE_MAX),
    shopDescription: optionalText(SHOP_DESCRIPTION_MAX, { multiline: true }),
    welcomeMessage: optionalText(SHOP_WELCOME_MAX, { multiline: true }),
    showSocialLinks: z.boolean(),
    pressKitPublic: z.boolean(),
    themeBackground: hexColor,
    themeAccent: hexColor,
    themeText: hexColor,
    backgroundImageUrl: uploadedImage,
    logoUrl: uploadedImage,
    buttonStyle: z.enum(BUTTON_STYLES),
    instagramUsername: z
      .string({ error: SHOP_TEXTS.invalidInstagram })
      .trim()
      .transform((v) => v.replace(/^@/, ''))
      .refine((v) => v === '' || /^[A-Za-z0-9._]{1,30}$/.test(v), { error: SHOP_TEXTS.invalidInstagram })
      .nullish()
      .transform((v) => (v ? v : null)),
    instagramFollowers: z.number().int().min(0).max(2_000_000_000),
    blocks: z.array(shopBlockSchema).max(SHOP_BLOCKS_MAX, { error: SHOP_TEXTS.tooManyBlocks }),
  })
  // The blocks' order is their place in the list, renumbered from 0 whatever the editor sent.
  .transform((shop) => ({ ...shop, blocks: renumber(shop.blocks) }));
export type SaveShopRequest = z.input<typeof saveShopRequestSchema>;
export type SaveShop = z.output<typeof saveShopRequestSchema>;

/** Blocks sorted by their order and numbered again from 0 (seed 001 §4: drag reorders, orders renumbered). */
export function renumber<B extends { order: number }>(blocks: readonly B[]): B[] {
  return [...blocks].sort((a, b) => a.order - b.order).map((block, index) => ({ ...block, order: index }));
}

/** Moves the block at `from` to `to` and renumbers (the editor's drag and its keyboard moves). */
export function moveBlock<B extends { order: number }>(blocks: readonly B[], from: number, to: number): B[] {
  const sorted = renumber(blocks);
  if (from < 0 || from >= sorted.length || to < 0 || to >= sorted.length) return sorted;
  const [moved] = sorted.splice(from, 1);
  sorted.splice(to, 0, moved!);
  return sorted.map((block, index) => ({ ...block, order: index }));
}

/** A creator's shop as the editor reads it back. */
export const creatorShopSchema = z.object({
  creatorId: z.uuid(),
  revision: z.number().int(),
  slug: z.string().nullable(),
  shopTitle: z.string().nullable(),
  shopDescription: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  showSocialLinks: z.boolean(),
  pressKitPublic: z.boolean(),
  themeBackground: z.string().nullable(),
  themeAccent: z.string().nullable(),
  themeText: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  buttonStyle: z.enum(BUTTON_STYLES),
  instagramUsername: z.string().nullable(),
  instagramFollowers: z.number().int(),
  blocks: z.array(shopBlockSchema),
});
export type CreatorShop = z.infer<typeof creatorShopSchema>;

/** What a new creator's shop holds before the first save. */
export function emptyShop(creatorId: string, slug: string | null): CreatorShop {
  return {
    creatorId,
    revision: 0,
    slug,
    shopTitle: null,
    shopDescription: null,
    welcomeMessage: null,
    showSocialLinks: true,
    pressKitPublic: false,
    themeBackground: null,
    themeAccent: null,
    themeText: null,
    backgroundImageUrl: null,
    logoUrl: null,
    buttonStyle: 'rounded',
    instagramUsername: null,
    instagramFollowers: 0,
    blocks: [],
  };
}

/**
 * A product a shop shows, from one of the creator's active product links: the link's own name and
 * description where the creator personalised them, else the product's.
 */
export const shopProductSchema = z.object({
  affiliateLinkId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  brandName: z.string(),
  uniqueCode: z.string(),
  /** Marked 'show in shop' on 'Mis Links': shown after the blocks when no block shows it. */
  showInShop: z.boolean(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/**
 * Where a shop's page counts its blocks (tracking's listener, beside /pixel): GET with `c` (the
 * creator) and `v` (the blocks shown, comma-separated) from an image on the page, a view each;
 * POST with `c` and `k` (one block) from a link's `ping`, a click.
 */
export const SHOP_EVENTS_PATH = '/shop-events';
/** A block as the page names it: its id, or `link-{id}` for a product shown from 'Mis Links'. */
const blockKey = z.string().regex(/^(link-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'Bloque inválido' });
export const shopViewQuerySchema = z.object({
  c: z.uuid({ error: 'Tienda inválida' }),
  v: z
    .string()
    .max(4000)
    .transform((ids) => [...new Set(ids.split(','))])
    .pipe(
      z
        .array(blockKey)
        .min(1)
        .max(SHOP_BLOCKS_MAX + 20),
    ),
});
export const shopClickQuerySchema = z.object({ c: z.uuid({ error: 'Tienda inválida' }), k: blockKey });

/** Each block's views and clicks over the last `SHOP_STATS_DAYS` days, by block id. */
export const SHOP_STATS_DAYS = 30;
export const blockStatsSchema = z.record(z.string(), z.object({ views: z.number().int(), clicks: z.number().int() }));
export type BlockStats = z.infer<typeof blockStatsSchema>;

/**
 * What the editor reads: the creator's shop, every product it may show (the creator's active
 * product links) and each block's views and clicks.
 */
export const shopEditorSchema = z.object({ shop: creatorShopSchema, products: z.array(shopProductSchema), stats: blockStatsSchema });
export type ShopEditorData = z.infer<typeof shopEditorSchema>;
