import { z } from 'zod';
import { roleSchema } from '../common/roles.js';

/** Identity's data model (seeds 000 §3, 001 §3, 002 §3). Times are ISO strings on the wire. */

const timestamp = z.iso.datetime({ offset: true });

export const userSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
  role: roleSchema,
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

export const brandSchema = z.object({
  id: z.uuid(),
  ownerUserId: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Fraction 0..1 offered by default to creators of this brand. */
  defaultCommissionBrand: z.number().min(0).max(1),
  createdAt: timestamp,
});
export type Brand = z.infer<typeof brandSchema>;

export const agencySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  createdAt: timestamp,
});
export type Agency = z.infer<typeof agencySchema>;

export const brandAgencyLinkSchema = z.object({
  brandId: z.uuid(),
  agencyId: z.uuid(),
  createdAt: timestamp,
});
export type BrandAgencyLink = z.infer<typeof brandAgencyLinkSchema>;

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'youtube', 'linkedin', 'kick', 'twitter', 'email'] as const;
export const socialLinksSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const CREATOR_TYPES = ['internal', 'public', 'agency', 'freelance'] as const;
export const creatorTypeSchema = z.enum(CREATOR_TYPES);

export const creatorSchema = z.object({
  id: z.uuid(),
  /** Null for a brand's internal creator who has not registered. */
  userId: z.uuid().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  socialLinks: socialLinksSchema,
  creatorType: creatorTypeSchema,
  brandOwnerId: z.uuid().nullable(),
  categories: z.array(z.string()),
  isVerified: z.boolean(),
  isPublic: z.boolean(),
  defaultCommissionCreator: z.number().min(0).max(1),
  /** Projection of paid and pending commissions, in cents. */
  totalEarnedCents: z.number().int(),
  createdAt: timestamp,
});
export type Creator = z.infer<typeof creatorSchema>;

export const SHOP_BLOCK_TYPES = ['link', 'text', 'embed', 'product', 'social_stats'] as const;
export const EMBED_PLATFORMS = ['youtube', 'tiktok', 'spotify', 'instagram'] as const;

export const shopBlockSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('link'),
    order: z.number().int(),
    data: z.object({ title: z.string(), url: z.string(), icon: z.string().optional() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('text'),
    order: z.number().int(),
    data: z.object({ title: z.string(), content: z.string() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('embed'),
    order: z.number().int(),
    data: z.object({ platform: z.enum(EMBED_PLATFORMS), url: z.string() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('product'),
    order: z.number().int(),
    data: z.object({
      productId: z.uuid(),
      productName: z.string(),
      description: z.string(),
      priceCents: z.number().int(),
      image: z.string().nullable(),
      brandName: z.string(),
      affiliateLinkId: z.uuid(),
      uniqueCode: z.string(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('social_stats'),
    order: z.number().int(),
    data: z.object({ instagram_username: z.string(), instagram_followers: z.number().int() }),
  }),
]);
export type ShopBlock = z.infer<typeof shopBlockSchema>;

export const FEATURED_POST_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;

export const networkStatsSchema = z.object({
  username: z.string().nullable(),
  followers: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  engagement: z.number().nonnegative(),
  lastSyncedAt: timestamp.nullable(),
  manual: z.boolean(),
  hidden: z.boolean(),
});

export const creatorShopSettingsSchema = z.object({
  creatorId: z.uuid(),
  shopTitle: z.string().nullable(),
  shopDescription: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  showSocialLinks: z.boolean(),
  pressKitPublic: z.boolean(),
  themeBackground: z.string().nullable(),
  themeAccent: z.string().nullable(),
  themeText: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  buttonStyle: z.enum(['rounded', 'square']),
  logoUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  stats: z.object({
    instagram: networkStatsSchema,
    tiktok: networkStatsSchema,
    youtube: networkStatsSchema,
    kick: networkStatsSchema,
    linkedin: networkStatsSchema,
  }),
  featuredPosts: z.array(z.object({ url: z.string(), platform: z.enum(FEATURED_POST_PLATFORMS), description: z.string().optional() })),
  customLinks: z.array(z.object({ title: z.string(), url: z.string() })),
  blocks: z.array(shopBlockSchema),
});
export type CreatorShopSettings = z.infer<typeof creatorShopSettingsSchema>;

export const creatorListSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  creatorIds: z.array(z.uuid()),
});
export type CreatorList = z.infer<typeof creatorListSchema>;
