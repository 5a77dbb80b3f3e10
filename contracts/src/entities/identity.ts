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
  /** Projection of the cleared commissions (available, in a payout, paid), in cents. */
  totalEarnedCents: z.number().int(),
  createdAt: timestamp,
});
export type Creator = z.infer<typeof creatorSchema>;

export const creatorListSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  creatorIds: z.array(z.uuid()),
});
export type CreatorList = z.infer<typeof creatorListSchema>;
