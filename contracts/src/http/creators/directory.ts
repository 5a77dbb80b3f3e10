import { z } from 'zod';
import { slugify } from '../../common/codes.js';
import { HIGH_ENGAGEMENT_MIN, TOP_EARNERS_LIMIT } from '../../common/constants.js';
import { nameText, textField } from '../../common/text.js';
import { emailField } from '../../common/validation.js';
import { creatorTypeSchema, socialLinksSchema } from '../../entities/identity.js';
import {
  customLinkSchema,
  featuredPostSchema,
  linkedinStatsSchema,
  networkStatsSchema,
  STATS_NETWORKS,
  type StatsNetwork,
} from './profile.js';

/**
 * The brand's creators directory and a creator's page for a brand (seed 001 §2 'Creators
 * directory', 'Creator detail for a brand', §5, §6, §8 'Directory', §9; issue 16). The seed's
 * texts, and ours where it has none.
 */
export const DIRECTORY_TEXTS = {
  title: 'Creadores',
  search: 'Buscar creadores por nombre',
  createCreator: 'Crear Creador',
  importCsv: 'Importar CSV',
  addToList: 'Agregar a Lista',
  invite: 'Invitar a Producto',
  view: 'Ver Perfil',
  noCreators: 'No hay creadores registrados',
  noneAvailable: 'No hay creadores disponibles',
  noInternal: 'No tienes creadores internos',
  loadError: 'Error al cargar creadores',
  createError: 'Error al crear creador',
  created: 'Creador creado exitosamente',
  notFound: 'Creador no encontrado',
  noBrandProfile: 'No se encontró el perfil de marca',
  back: 'Volver',
  nameLength: 'El nombre debe tener al menos 2 caracteres',
  nameTooLong: 'El nombre es demasiado largo',
  emailInvalid: 'Email inválido',
  invalidText: 'El texto contiene caracteres no válidos',
  tooManyCategories: 'Podés elegir hasta 10 categorías',
  categoryTooLong: 'Cada categoría puede tener hasta 40 caracteres',
  invalidUsername: 'Usuario inválido',
  /** Ours: a brand's roster knows its internal creators by name, so an import does not duplicate them. */
  nameTaken: 'Ya tienes un creador con este nombre',
  /** Ours: an e-mail is the key an internal creator claims its profile with, so one per brand. */
  emailTaken: 'Ya tienes un creador con este email',
  invalidPage: 'Página inválida',
  baseCommission: 'Comisión base',
  receivedRequests: 'Solicitudes Recibidas',
  sentInvitations: 'Invitaciones Enviadas',
} as const;

/** Seed 001 §9's categories, as stored (lower case, no accents) and as shown. */
export const CREATOR_CATEGORIES = ['tecnologia', 'moda', 'belleza', 'gaming', 'fitness', 'lifestyle', 'negocios'] as const;
export type CreatorCategory = (typeof CREATOR_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CreatorCategory, string> = {
  tecnologia: 'Tecnología',
  moda: 'Moda',
  belleza: 'Belleza',
  gaming: 'Gaming',
  fitness: 'Fitness',
  lifestyle: 'Lifestyle',
  negocios: 'Negocios',
};
/** A category as shown: the seed's own label, else the stored text as typed. */
export const categoryLabel = (category: string) => CATEGORY_LABELS[category as CreatorCategory] ?? category;

export const CREATOR_TYPE_FILTERS = ['all', 'internal', 'public', 'agency', 'freelance'] as const;
export type CreatorTypeFilter = (typeof CREATOR_TYPE_FILTERS)[number];
export const CREATOR_TYPE_LABELS: Record<CreatorTypeFilter, string> = {
  all: 'Todos los tipos',
  internal: 'Internos',
  public: 'Públicos',
  agency: 'De agencia',
  freelance: 'Freelance',
};

/**
 * Seed 001 §9's sorts: 'all' is the default order (total earned, highest first: issue 16). Earnings
 * are the ones the asker sees (issue 34 §4): a brand's top earners are the creators who show theirs;
 * for anyone who sees none, 'all' is by followers and 'top-earners' is refused.
 */
export const DIRECTORY_SORTS = ['all', 'high-engagement', 'top-earners', 'most-followers'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_SORT_LABELS: Record<DirectorySort, string> = {
  all: 'Todos',
  'high-engagement': `Alto engagement (${HIGH_ENGAGEMENT_MIN}% o más)`,
  'top-earners': `Top ${TOP_EARNERS_LIMIT} en ganancias`,
  'most-followers': 'Más seguidores',
};
export const DIRECTORY_PAGE_SIZE = 24;

/** The brand's two views (seed 001 §2): its own roster, and the platform's public creators. */
export const DIRECTORY_TABS = ['mine', 'platform'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];
export const myCreatorsTabText = (count: number) => `Mis Creadores (${count})`;
export const platformTabText = (count: number) => `Plataforma (${count})`;

// —— The seed's formulas (§9) ————————————————————————————————————————————————

/** A network's figures as stored: one never edited nor synced may lack some. */
type Figures = Partial<{ followers: number; posts: number; engagement: number; hidden: boolean }>;

/** A network counts toward the directory's figures unless the creator hides it (decision 179). */
const shown = (network: Figures | undefined) => (network && !network.hidden ? network : undefined);

/**
 * Average engagement: the mean of Instagram's and TikTok's when both exist, else the one that
 * exists, else 0 (seed 001 §9). A network 'exists' when its engagement is above 0.
 */
export function averageEngagement(networks: Partial<Record<StatsNetwork, Figures>>): number {
  const rates = [shown(networks.instagram)?.engagement ?? 0, shown(networks.tiktok)?.engagement ?? 0].filter((rate) => rate > 0);
  return rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : 0;
}

/** Total followers: Instagram, TikTok, YouTube subscribers, LinkedIn and Kick followers (seed 001 §9). */
export function totalFollowers(networks: Partial<Record<StatsNetwork, Figures>>, linkedin: { followers: number; hidden: boolean }): number {
  const fromNetworks = STATS_NETWORKS.reduce((sum, network) => sum + (shown(networks[network])?.followers ?? 0), 0);
  return fromNetworks + (linkedin.hidden ? 0 : linkedin.followers);
}

/** Total posts: Instagram posts plus TikTok and YouTube videos (seed 001 §9; Kick has none). */
export function totalPosts(networks: Partial<Record<StatsNetwork, Figures>>): number {
  return (['instagram', 'tiktok', 'youtube'] as const).reduce((sum, network) => sum + (shown(networks[network])?.posts ?? 0), 0);
}

const engagementFormats = [1, 2].map(
  (digits) => new Intl.NumberFormat('es-AR', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);
/** Engagement in percent: 1 decimal in the list, 2 in the detail (seed 001 §9). */
export const formatEngagement = (percent: number, where: 'list' | 'detail') =>
  `${engagementFormats[where === 'list' ? 0 : 1]!.format(percent)}%`;

// —— Cards and badges ——————————————————————————————————————————————————————

export const directoryCreatorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  creatorType: creatorTypeSchema,
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  /** An internal creator of the asking brand. */
  ownedByBrand: z.boolean(),
  /** Whether someone signed up as this creator (an internal one may not have yet). */
  registered: z.boolean(),
  /** Has an affiliate link with the asking brand (the directory's projection of tracking's links). */
  collaborating: z.boolean(),
  totalFollowers: z.number().int(),
  averageEngagement: z.number(),
  totalPosts: z.number().int(),
  /**
   * What the creator has cleared in all (issue 34 §4): shown to an admin, and to a brand (or an
   * agency for it) when the creator opted in to verified results; null for anyone else, a creator
   * included. The directory orders by it only for those who see it.
   */
  totalEarnedCents: z.number().int().nullable(),
});
export type DirectoryCreator = z.infer<typeof directoryCreatorSchema>;

export const BADGE_LABELS = {
  internal: 'Interno',
  pendingSignUp: 'Pendiente registro',
  collaborating: 'Colaborando',
  agency: 'Agencia',
  freelance: 'Freelance',
  verified: 'Verificado',
} as const;
export type CreatorBadge = keyof typeof BADGE_LABELS;

/**
 * The card's badges in the seed's priority (seed 001 §2): 'Interno' (and 'Pendiente registro'
 * without a user) for the brand's own, else 'Colaborando', else 'Agencia', else 'Freelance',
 * else 'Verificado' when verified.
 */
export function creatorBadges(
  creator: Pick<DirectoryCreator, 'ownedByBrand' | 'registered' | 'collaborating' | 'creatorType' | 'isVerified'>,
) {
  const badges: CreatorBadge[] = [];
  if (creator.ownedByBrand) {
    badges.push('internal');
    if (!creator.registered) badges.push('pendingSignUp');
  } else if (creator.collaborating) badges.push('collaborating');
  else if (creator.creatorType === 'agency') badges.push('agency');
  else if (creator.creatorType === 'freelance') badges.push('freelance');
  else if (creator.isVerified) badges.push('verified');
  return badges;
}

// —— The directory's query and page ——————————————————————————————————————————

const pageNumber = z.coerce.number({ error: DIRECTORY_TEXTS.invalidPage }).int({ error: DIRECTORY_TEXTS.invalidPage }).min(1, {
  error: DIRECTORY_TEXTS.invalidPage,
});

/**
 * A page of the directory. `tab` is the brand's (an agency's acting brand's) view; anyone else
 * reads the public creators and sends none. Filtered and sorted in the database (seed 001 §9).
 */
export const directoryQuerySchema = z.object({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  tab: z.enum(DIRECTORY_TABS, { error: 'Vista inválida' }).optional(),
  type: z.enum(CREATOR_TYPE_FILTERS, { error: 'Tipo inválido' }).default('all'),
  category: z.enum(CREATOR_CATEGORIES, { error: 'Categoría inválida' }).optional(),
  sort: z.enum(DIRECTORY_SORTS, { error: 'Orden inválido' }).default('all'),
  search: textField({ invalid: DIRECTORY_TEXTS.invalidText })
    .trim()
    .max(100, { error: 'La búsqueda es demasiado larga' })
    .optional()
    .transform((v) => v || undefined),
  /** Only the creators of one of the asker's lists. */
  listId: z.uuid({ error: 'Lista inválida' }).optional(),
  page: pageNumber.default(1),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
export type DirectoryQueryInput = z.input<typeof directoryQuerySchema>;

export const directoryPageSchema = z.object({
  items: z.array(directoryCreatorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The tabs' counters (seed 001 §2); `mine` is null for anyone but a brand. */
  counts: z.object({ mine: z.number().int().nullable(), platform: z.number().int() }),
  /** The stat cards, over the whole view (the tab), whatever the filters. */
  stats: z.object({
    total: z.number().int(),
    internal: z.number().int(),
    collaborating: z.number().int(),
    verified: z.number().int(),
  }),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const DIRECTORY_STAT_LABELS = {
  total: 'Creadores',
  internal: 'Internos',
  collaborating: 'Colaborando',
  verified: 'Verificados',
} as const;

// —— 'Crear Creador' ——————————————————————————————————————————————————————————

/** A network's username as typed in 'Crear Creador' or a CSV: '@' and a profile URL's host are dropped. */
export function handleFrom(typed: string): string {
  const text = typed.trim();
  const path = /^https?:\/\//i.test(text) ? (text.replace(/^https?:\/\/[^/]+\/?/i, '').split(/[/?#]/)[0] ?? '') : text;
  return path.replace(/^@/, '');
}

const handle = textField({ invalid: DIRECTORY_TEXTS.invalidUsername })
  .transform(handleFrom)
  .refine((v) => v === '' || /^[A-Za-z0-9._-]{1,40}$/.test(v), { error: DIRECTORY_TEXTS.invalidUsername })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * Categories as typed, split on commas (seed 001 §5) or, in a CSV, semicolons: trimmed, empty
 * ones dropped, folded to the filter's spelling ('Tecnología' is 'tecnologia'), each once.
 */
export function splitCategories(typed: string, separator: ',' | ';'): string[] {
  const folded = typed
    .split(separator)
    .map((c) => slugify(c))
    .filter(Boolean);
  return [...new Set(folded)];
}

const categoriesField = z
  // A service parses what the gateway parsed already: the list it made is joined back first.
  .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), textField({ invalid: DIRECTORY_TEXTS.invalidText }).nullish())
  .transform((v) => splitCategories(v ?? '', ','))
  .pipe(z.array(z.string().max(40, { error: DIRECTORY_TEXTS.categoryTooLong })).max(10, { error: DIRECTORY_TEXTS.tooManyCategories }));

/**
 * The key a brand's roster knows an internal creator by: its name folded (case, accents, spacing
 * and punctuation), so 'María López' and 'maria  lopez' are one creator and re-importing a file
 * adds nobody twice (issue 16 §2). A name with no letters or digits of the alphabet keeps its
 * lower-cased self.
 */
export function rosterKey(name: string): string {
  return slugify(name) || name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** An internal creator's name, in 'Crear Creador' and in each row of a CSV: no links (issue 36 §3). */
export const creatorNameField = nameText({
  invalid: DIRECTORY_TEXTS.invalidText,
  typeError: DIRECTORY_TEXTS.nameLength,
  min: 2,
  tooShort: DIRECTORY_TEXTS.nameLength,
  max: 100,
  tooLong: DIRECTORY_TEXTS.nameTooLong,
});

/** 'Crear Creador' (seed 001 §5): a name of 2 or more, an optional valid e-mail, categories and three networks. */
export const createCreatorRequestSchema = z.object({
  brandId: z.uuid().optional(),
  name: creatorNameField,
  email: z
    .union([z.literal(''), emailField], { error: DIRECTORY_TEXTS.emailInvalid })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  categories: categoriesField,
  instagram: handle,
  tiktok: handle,
  youtube: handle,
});
export type CreateCreatorRequest = z.input<typeof createCreatorRequestSchema>;
export type CreateCreator = z.output<typeof createCreatorRequestSchema>;

// —— A creator's page for a brand ———————————————————————————————————————————

/**
 * /dashboard/creators/{id}: the card's facts, the base commission, the profile as the press kit
 * shows it (hidden networks left out), and whether the brand may manage its links and codes.
 */
export const creatorDetailSchema = directoryCreatorSchema.extend({
  email: z.string().nullable(),
  /** The creator's base commission in percent: an internal creator's agreement with its brand (seed 001 §3). */
  baseCommissionPercent: z.number(),
  bio: z.string().nullable(),
  socialLinks: socialLinksSchema,
  networks: z.partialRecord(z.enum(STATS_NETWORKS), networkStatsSchema),
  linkedin: linkedinStatsSchema,
  featuredPosts: z.array(featuredPostSchema),
  customLinks: z.array(customLinkSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CreatorDetail = z.infer<typeof creatorDetailSchema>;

/**
 * What 'Crear Creador' answers: the creator, and what the brand must be told of it; today, that
 * its invitation e-mail did not leave (BRAND_EMAIL_TEXTS.notSent, decision 230).
 */
export const createdCreatorSchema = creatorDetailSchema.extend({ notices: z.array(z.string()).default([]) });
export type CreatedCreator = z.infer<typeof createdCreatorSchema>;

/** A network's public profile address from its username (the detail's per-network cards). */
export function networkProfileUrl(network: StatsNetwork, username: string): string {
  const name = encodeURIComponent(username);
  switch (network) {
    case 'instagram':
      return `https://www.instagram.com/${name}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${name}`;
    case 'youtube':
      return `https://www.youtube.com/@${name}`;
    case 'kick':
      return `https://kick.com/${name}`;
  }
}
