import { z } from 'zod';
import { nameText, textField } from '../../common/text.js';
import { SOCIAL_URL_MAX } from '../../common/constants.js';
import { emailField } from '../../common/validation.js';
import { socialLinksSchema, type SocialLinks } from '../../entities/identity.js';
import { optionalText, shopSlugSchema, uploadedImage } from './shop.js';

/**
 * The creator's profile 'Mi Perfil' and public press kit (seed 001 §2 'Press kit' and 'Creator
 * profile', §3 creator_shop_settings, §5, §8; seed 002 §3, §5; issue 15 §3–4). The seed's texts,
 * and ours where it has none.
 */
export const PROFILE_TEXTS = {
  title: 'Mi Perfil',
  loadError: 'Error al cargar perfil',
  saveError: 'Error al guardar',
  updateError: 'Error al actualizar',
  saved: 'Perfil guardado',
  save: 'Guardar Perfil',
  photoUploaded: 'Foto actualizada',
  photoDeleted: 'Foto eliminada',
  photoUploadError: 'Error al subir la foto',
  photoDeleteError: 'Error al eliminar la foto',
  slugTaken: 'Esta URL ya está en uso',
  slugUpdateError: 'Error al actualizar URL',
  manual: 'Modificado manualmente',
  syncNote: 'La sincronización puede fallar cuando las plataformas cambian. Si pasa, editá tus estadísticas manualmente u ocultalas.',
  nameLength: 'El nombre debe tener entre 2 y 80 caracteres',
  invalidText: 'El texto contiene caracteres no válidos',
  tooLong: 'El texto es demasiado largo',
  urlScheme: 'La URL debe comenzar con https://',
  urlTooLong: 'La URL es demasiado larga',
  urlInvalid: 'URL inválida',
  urlRequired: 'La URL es obligatoria',
  linkTitleRequired: 'El título es obligatorio',
  invalidUsername: 'Usuario inválido',
  invalidCount: 'Ingresá un número entero, 0 o más',
  invalidEngagement: 'El engagement va de 0 a 100, en pasos de 0,1',
  tooManyPosts: 'Podés destacar hasta 12 publicaciones',
  tooManyLinks: 'Podés agregar hasta 20 links',
} as const;

/** 'Error al sincronizar {network}' and 'Primero ingresa tu nombre de usuario de {network}' (seed 001 §5, §8). */
export const syncErrorText = (network: string) => `Error al sincronizar ${network}`;
export const usernameFirstText = (network: string) => `Primero ingresa tu nombre de usuario de ${network}`;
export const syncedText = (network: string) => `Estadísticas de ${network} sincronizadas`;

export const PRESS_KIT_TEXTS = {
  notFound: 'Press Kit no encontrado',
  notPublic: 'Este Press Kit no está público',
  loadError: 'Error al cargar Press Kit',
  /** Ours. */
  pageTitleSuffix: '— Press Kit',
  heading: 'Press Kit',
  stats: 'Audiencia',
  totalReach: 'Alcance total',
  featured: 'Publicaciones destacadas',
  links: 'Links',
  contact: 'Contacto',
  noContact: 'Este creador todavía no cargó datos de contacto.',
  verifiedTitle: 'Resultados verificados',
  verifiedBy: 'Medidos por Afilia con las ventas y clics reales de sus links',
  salesCount: 'Ventas generadas',
  revenue: 'Facturación generada',
  conversionRate: 'Tasa de conversión',
  earningsPerClick: 'Ganancia por clic',
  brands: 'Marcas con las que trabajó',
  viewShop: 'Ver Tienda',
  backHome: 'Ir al inicio',
} as const;

/** The networks whose statistics are synced or edited by hand (seed 001 §2, §9). */
export const STATS_NETWORKS = ['instagram', 'tiktok', 'youtube', 'kick'] as const;
export type StatsNetwork = (typeof STATS_NETWORKS)[number];
/** The press kit's cards: the four, and LinkedIn (followers by hand, its own hide toggle: decision 177). */
export type StatsCardNetwork = StatsNetwork | 'linkedin';

export const NETWORK_LABELS: Record<StatsCardNetwork | 'twitter' | 'email', string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  kick: 'Kick',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  email: 'Email',
};

/** Which figures each network has, named as the network names them. */
export const NETWORK_FIGURES: Record<StatsNetwork, { followers: string; posts?: string; views?: string; engagement?: boolean }> = {
  instagram: { followers: 'Seguidores', posts: 'Publicaciones', engagement: true },
  tiktok: { followers: 'Seguidores', posts: 'Videos', engagement: true },
  youtube: { followers: 'Suscriptores', posts: 'Videos', views: 'Vistas' },
  kick: { followers: 'Seguidores' },
};

const COUNT_MAX = 2_000_000_000;
const count = z
  .number({ error: PROFILE_TEXTS.invalidCount })
  .int({ error: PROFILE_TEXTS.invalidCount })
  .min(0, { error: PROFILE_TEXTS.invalidCount })
  .max(COUNT_MAX, { error: PROFILE_TEXTS.invalidCount });
/** Engagement in percent, in steps of 0.1 (seed 001 §2). */
const engagement = z
  .number({ error: PROFILE_TEXTS.invalidEngagement })
  .min(0, { error: PROFILE_TEXTS.invalidEngagement })
  .max(100, { error: PROFILE_TEXTS.invalidEngagement })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { error: PROFILE_TEXTS.invalidEngagement })
  .transform((v) => Math.round(v * 10) / 10);

/** A network's username, typed with or without '@'. */
const username = z
  .string({ error: PROFILE_TEXTS.invalidUsername })
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .refine((v) => v === '' || /^[A-Za-z0-9._-]{1,40}$/.test(v), { error: PROFILE_TEXTS.invalidUsername })
  .nullish()
  .transform((v) => (v ? v : null));

/** What the creator edits of a network: the username, the figures, and whether to hide them. */
export const editableNetworkSchema = z.object({
  username,
  followers: count,
  posts: count,
  views: count,
  engagement,
  hidden: z.boolean(),
});
export type EditableNetwork = z.input<typeof editableNetworkSchema>;

/** A network as stored: what the creator edits, whether the figures were edited by hand since the last sync, and when that was. */
export const networkStatsSchema = editableNetworkSchema.extend({
  username: z.string().nullable(),
  engagement: z.number(),
  manual: z.boolean(),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NetworkStats = z.infer<typeof networkStatsSchema>;

export const emptyNetworkStats = (): NetworkStats => ({
  username: null,
  followers: 0,
  posts: 0,
  views: 0,
  engagement: 0,
  hidden: false,
  manual: false,
  lastSyncedAt: null,
});

export const linkedinStatsSchema = z.object({ followers: count, hidden: z.boolean() });
export type LinkedinStats = z.infer<typeof linkedinStatsSchema>;

/** The networks whose address a creator keeps, and the hosts an address of each may have (seed 001 §5). */
export const SOCIAL_LINK_NETWORKS = ['instagram', 'tiktok', 'youtube', 'linkedin', 'twitter', 'kick'] as const;
export type SocialLinkNetwork = (typeof SOCIAL_LINK_NETWORKS)[number];
export const SOCIAL_HOSTS: Record<SocialLinkNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com'],
  twitter: ['twitter.com', 'x.com'],
  kick: ['kick.com'],
};

/** Whether `host` is one of the network's hosts or a subdomain of one (www., m.): 'contains' read strictly (decision 177). */
export function hostBelongsTo(host: string, network: SocialLinkNetwork): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return SOCIAL_HOSTS[network].some((h) => name === h || name.endsWith(`.${h}`));
}

/**
 * A network's address (seed 001 §5): empty allowed; it must start with https:// , be at most 500
 * characters, parse, and be on the network's own host.
 */
export function socialUrlField(network: SocialLinkNetwork) {
  return z
    .string({ error: PROFILE_TEXTS.urlInvalid })
    .trim()
    .superRefine((url, ctx) => {
      if (url === '') return;
      const problem = socialUrlProblem(url, network);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullish()
    .transform((v) => (v ? v : null));
}

const parses = (url: string) => z.url({ protocol: /^https$/ }).safeParse(url).success;

/** Why `url` cannot be the network's address, or null (the same rules, for a form's field). */
export function socialUrlProblem(url: string, network: SocialLinkNetwork): string | null {
  if (!url.startsWith('https://')) return PROFILE_TEXTS.urlScheme;
  if (url.length > SOCIAL_URL_MAX) return PROFILE_TEXTS.urlTooLong;
  if (!parses(url)) return PROFILE_TEXTS.urlInvalid;
  // The host, past any user info ('https://instagram.com@elsewhere.com' is elsewhere's).
  const host = /^https:\/\/(?:[^@/?#]*@)?([^/?#:]+)/.exec(url)?.[1] ?? '';
  if (!hostBelongsTo(host, network)) return `La URL debe ser de ${SOCIAL_HOSTS[network].join(' o ')}`;
  return null;
}

/** The creator's social links as the profile saves them; an empty one is left out. */
export const saveSocialLinksSchema = z
  .object({
    ...(Object.fromEntries(SOCIAL_LINK_NETWORKS.map((n) => [n, socialUrlField(n)])) as Record<
      SocialLinkNetwork,
      ReturnType<typeof socialUrlField>
    >),
    email: z
      .union([z.literal(''), emailField])
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .transform((links) => Object.fromEntries(Object.entries(links).filter(([, v]) => v)) as SocialLinks);

/** A web address the creator links to (a featured post, a custom link): https, at most 500. */
const httpsUrl = z
  .string({ error: PROFILE_TEXTS.urlRequired })
  .trim()
  .min(1, { error: PROFILE_TEXTS.urlRequired })
  .refine((url) => url.startsWith('https://'), { error: PROFILE_TEXTS.urlScheme })
  .refine((url) => url.length <= SOCIAL_URL_MAX, { error: PROFILE_TEXTS.urlTooLong })
  .refine(parses, { error: PROFILE_TEXTS.urlInvalid });

export const FEATURED_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;
export type FeaturedPlatform = (typeof FEATURED_PLATFORMS)[number];
export const FEATURED_POSTS_MAX = 12;
export const CUSTOM_LINKS_MAX = 20;

/** A featured post (seed 001 §2): its URL (required), its platform, an optional description. */
export const featuredPostSchema = z.object({
  url: httpsUrl,
  platform: z.enum(FEATURED_PLATFORMS, { error: 'Plataforma inválida' }),
  description: optionalText(300, { multiline: true }),
});
export type FeaturedPost = z.infer<typeof featuredPostSchema>;

/** A custom link of the press kit (seed 001 §2): a title and a URL. */
export const customLinkSchema = z.object({
  title: textField({ invalid: PROFILE_TEXTS.invalidText })
    .trim()
    .min(1, { error: PROFILE_TEXTS.linkTitleRequired })
    .max(80, { error: PROFILE_TEXTS.tooLong }),
  url: httpsUrl,
});
export type CustomLink = z.infer<typeof customLinkSchema>;

const networksShape = <S extends z.ZodType>(schema: S) =>
  z.object({ instagram: schema, tiktok: schema, youtube: schema, kick: schema }) as z.ZodObject<Record<StatsNetwork, S>>;

/** 'Mi Perfil' as the creator reads it. */
export const creatorProfileSchema = z.object({
  creatorId: z.uuid(),
  /** The creator's shop-and-profile row's revision: a save names it, a stale one is refused (decision 174). */
  revision: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  isPublic: z.boolean(),
  pressKitPublic: z.boolean(),
  /** The bio, which the shop shows as its description (seed 001 §2: bio is shop_description). */
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  socialLinks: socialLinksSchema,
  networks: networksShape(networkStatsSchema),
  linkedin: linkedinStatsSchema,
  featuredPosts: z.array(featuredPostSchema),
  customLinks: z.array(customLinkSchema),
  /** Whether the press kit shows the results Afilia measured (issue 15 §3). */
  showVerifiedResults: z.boolean(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** What 'Guardar Perfil' sends. The 'modified manually' flags are the server's to set, by comparing. */
export const saveProfileRequestSchema = z.object({
  revision: z.number().int().min(0),
  // The name the shop, the press kit and the directory show: no links (issue 36 §3).
  name: nameText({
    invalid: PROFILE_TEXTS.invalidText,
    min: 2,
    tooShort: PROFILE_TEXTS.nameLength,
    max: 80,
    tooLong: PROFILE_TEXTS.nameLength,
  }),
  slug: shopSlugSchema,
  isPublic: z.boolean(),
  pressKitPublic: z.boolean(),
  bio: optionalText(300, { multiline: true }),
  profileImageUrl: uploadedImage,
  socialLinks: saveSocialLinksSchema,
  networks: networksShape(editableNetworkSchema),
  linkedin: linkedinStatsSchema,
  featuredPosts: z.array(featuredPostSchema).max(FEATURED_POSTS_MAX, { error: PROFILE_TEXTS.tooManyPosts }),
  customLinks: z.array(customLinkSchema).max(CUSTOM_LINKS_MAX, { error: PROFILE_TEXTS.tooManyLinks }),
  showVerifiedResults: z.boolean(),
});
export type SaveProfileRequest = z.input<typeof saveProfileRequestSchema>;
export type SaveProfile = z.output<typeof saveProfileRequestSchema>;

/**
 * 'Sincronizar' a network (seed 001 §7: the username is sent with it): without a username,
 * 'Primero ingresa tu nombre de usuario de {network}' on the username.
 */
export const syncNetworkRequestSchema = z
  .object({ network: z.enum(STATS_NETWORKS, { error: 'Red inválida' }), username })
  .superRefine((v, ctx) => {
    if (!v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: usernameFirstText(NETWORK_LABELS[v.network]) });
  })
  .transform((v) => ({ network: v.network, username: v.username ?? '' }));
export type SyncNetworkRequest = z.input<typeof syncNetworkRequestSchema>;

/**
 * A creator's results as the platform measured them (issue 15 §3): real sales (no tests, no
 * cancellations) of their links, the clicks counted on them, and the brands they worked with.
 */
export const verifiedResultsSchema = z.object({
  salesCount: z.number().int(),
  revenueCents: z.number().int(),
  clicks: z.number().int(),
  /** Sales over clicks, in percent with one decimal (seed 001 §9's CVR); null without clicks. */
  conversionRate: z.number().nullable(),
  /** The creator's earnings over clicks, in cents; null without clicks. */
  earningsPerClickCents: z.number().nullable(),
  brandsCount: z.number().int(),
});
export type VerifiedResults = z.infer<typeof verifiedResultsSchema>;

/** A stats card of the press kit. */
export interface StatsCard {
  network: StatsCardNetwork;
  followers: number;
  posts: number;
  views: number;
  engagement: number;
}

/**
 * The press kit's stats cards (seed 001 §2): a card only when its hide flag is off and its number
 * is above 0. LinkedIn has its own flag (the seed's tie to Kick's is recorded as a slip, decision 177).
 */
export function statsCards(profile: Pick<CreatorProfile, 'networks' | 'linkedin'>): StatsCard[] {
  const cards: StatsCard[] = STATS_NETWORKS.filter((n) => !profile.networks[n].hidden && profile.networks[n].followers > 0).map((n) => {
    const { followers, posts, views, engagement } = profile.networks[n];
    return { network: n, followers, posts, views, engagement };
  });
  if (!profile.linkedin.hidden && profile.linkedin.followers > 0)
    cards.push({ network: 'linkedin', followers: profile.linkedin.followers, posts: 0, views: 0, engagement: 0 });
  return cards;
}

/** Whether the verified results have anything to say (a creator with no clicks has no results yet). */
export const hasVerifiedResults = (results: VerifiedResults) => results.clicks > 0 || results.salesCount > 0;

/** What 'Mi Perfil' reads: the profile, and the verified results the press kit would show. */
export const profileEditorSchema = z.object({ profile: creatorProfileSchema, results: verifiedResultsSchema });
export type ProfileEditorData = z.infer<typeof profileEditorSchema>;
