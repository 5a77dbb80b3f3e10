import { z } from 'zod';

/** Catalogue's data model: products, store connections, discount codes, product collaborations. */

const timestamp = z.iso.datetime({ offset: true });

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;

export const productSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Fractions 0..1 with 4 decimals. */
  commissionCreator: z.number().min(0).max(1),
  commissionPlatform: z.number().min(0).max(1),
  status: z.enum(PRODUCT_STATUSES),
  /** Present when the product came from the store; null means 'Custom'. */
  tiendanubeProductId: z.string().nullable(),
  createdAt: timestamp,
});
export type Product = z.infer<typeof productSchema>;

export const storeConnectionSchema = z.object({
  brandId: z.uuid(),
  storeId: z.string().nullable(),
  storeDomain: z.string().nullable(),
  /** True for the local sandbox store used when no Tiendanube credentials are configured. */
  sandbox: z.boolean(),
  connectedAt: timestamp.nullable(),
});
export type StoreConnection = z.infer<typeof storeConnectionSchema>;

export const discountCodeSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  creatorId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  /** The campaign it was made in, whose terms its sales are paid on; null when none. */
  campaignId: z.uuid().nullable().default(null),
  code: z.string(),
  creatorCustomCode: z.string().nullable(),
  discountType: z.enum(['percentage', 'fixed']),
  discountValue: z.number(),
  scope: z.enum(['store', 'product']),
  maxUses: z.number().int().nullable(),
  usageCount: z.number().int(),
  expiresAt: timestamp.nullable(),
  isActive: z.boolean(),
  /**
   * The brand's public name (identity's directory), for the creator's list of codes across brands;
   * null when identity does not know it or cannot say now. Missing reads as null, so clients
   * written before the field still parse.
   */
  brandName: z.string().nullable().default(null),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const productCollaborationSchema = z.object({
  id: z.uuid(),
  creatorId: z.uuid(),
  brandId: z.uuid(),
  productId: z.uuid(),
  initiatedBy: z.enum(['creator', 'brand']),
  message: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  createdAt: timestamp,
});
export type ProductCollaboration = z.infer<typeof productCollaborationSchema>;
