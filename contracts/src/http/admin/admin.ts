import { z } from 'zod';
import { productSchema } from '../../entities/catalogue.js';

/**
 * The admin's menus (seed 002 §6, seed 000 §8 'Brands'): every brand, creator and product of the
 * platform. Each service answers the part it owns; the gateway joins them by id.
 */

/** Identity's part of a brand row: who owns it and which agencies manage it. */
export const adminBrandIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  agencies: z.array(z.string()),
  createdAt: z.string(),
});

/** Catalogue's part: the store connection and the product count, for the brands that have rows. */
export const adminBrandCatalogueSchema = z.object({
  brandId: z.uuid(),
  storeName: z.string().nullable(),
  storeConnected: z.boolean(),
  products: z.number().int(),
});

/** Campaigns' part: how many campaigns a brand has and how many are active. */
export const adminBrandCampaignsSchema = z.object({
  brandId: z.uuid(),
  campaigns: z.number().int(),
  activeCampaigns: z.number().int(),
});

/** A row of 'Marcas' as the screen shows it. */
export const adminBrandSchema = adminBrandIdentitySchema.extend({
  storeName: z.string().nullable(),
  storeConnected: z.boolean(),
  products: z.number().int(),
  campaigns: z.number().int(),
  activeCampaigns: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.array(adminBrandSchema);

/** Identity's part of a creator row; email is null for a creator without an account. */
export const adminCreatorIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  slug: z.string().nullable(),
  creatorType: z.enum(['internal', 'public', 'agency', 'freelance']),
  createdAt: z.string(),
});

/** Campaigns' part: collaborations running now (accepted applications and active CPC participations). */
export const adminCreatorCampaignsSchema = z.object({ creatorId: z.uuid(), collaborations: z.number().int() });

export const adminCreatorSchema = adminCreatorIdentitySchema.extend({ collaborations: z.number().int() });
export type AdminCreator = z.infer<typeof adminCreatorSchema>;
export const adminCreatorListSchema = z.array(adminCreatorSchema);

/** Campaigns' per-brand and per-creator counts, in one answer. */
export const adminCampaignStatsSchema = z.object({
  brands: z.array(adminBrandCampaignsSchema),
  creators: z.array(adminCreatorCampaignsSchema),
});

export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/** 'Productos': every product, newest first, a page at a time, optionally of one brand. */
export const adminProductsQuerySchema = z.object({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  page: z.coerce.number({ error: 'Página inválida' }).int({ error: 'Página inválida' }).min(1, { error: 'Página inválida' }).default(1),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
