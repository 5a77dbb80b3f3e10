import { z } from 'zod';
import { discountCodeSchema, productCollaborationSchema, productSchema } from '../entities/catalogue.js';
import {
  answerCollaborationRequestSchema,
  availableBrandSchema,
  brandForCreatorSchema,
  creatorCollaborationsSchema,
  inviteCreatorRequestSchema,
  requestCollaborationSchema,
} from '../http/catalogue/collaborations.js';
import { messageResponseSchema } from '../http/auth/auth.js';
import { summaryPartSchema } from '../http/dashboard/summary.js';
import { brandScopeSchema, createProductRequestSchema, productListSchema, updateProductRequestSchema } from '../http/catalogue/products.js';
import {
  authorizeUrlRequestSchema,
  authorizeUrlResponseSchema,
  storeStatusSchema,
  syncJobSchema,
  tiendanubeCallbackRequestSchema,
  storeInstallRequestSchema,
  storeInstallResponseSchema,
  storeInstallationLookupSchema,
  storeInstallationSchema,
  claimStoreInstallationSchema,
  tiendanubeCallbackResponseSchema,
} from '../http/catalogue/store.js';
import {
  createDiscountCodeRequestSchema,
  customCodeRequestSchema,
  discountCodeListSchema,
  ensureCouponRequestSchema,
  ensureCouponResponseSchema,
} from '../http/catalogue/discount-codes.js';
import { adminBrandCatalogueSchema, adminProductPageSchema, adminProductsQuerySchema } from '../http/admin/admin.js';
import { defineRequest, healthResponseSchema } from './define.js';

/** A Tiendanube webhook as it arrived: the raw body (base64) is what the signature covers. */
export const tiendanubeWebhookSchema = z.object({
  rawBodyBase64: z.string().max(200_000),
  signature: z.string().max(200).nullable(),
});

/**
 * Tiendanube's three privacy webhooks (LGPD), each at its own URL set in the app's settings at
 * the Partner Portal; their bodies carry no `event`, so the URL says which one arrived.
 */
export const PRIVACY_TOPICS = ['store/redact', 'customers/redact', 'customers/data_request'] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

/** A creator's code as attribution reads it: whose, for which product, and how used. */
export const creatorCodeSchema = z.object({
  codeId: z.uuid(),
  creatorId: z.uuid(),
  productId: z.uuid().nullable(),
  campaignId: z.uuid().nullable().default(null),
  code: z.string(),
  isActive: z.boolean(),
  usageCount: z.number().int(),
  maxUses: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});
export type CreatorCode = z.infer<typeof creatorCodeSchema>;

export const CatalogueRequests = {
  listProducts: defineRequest('catalogue.product.list', brandScopeSchema, productListSchema, { needsActor: true }),
  createProduct: defineRequest('catalogue.product.create', createProductRequestSchema, productSchema, { needsActor: true }),
  updateProduct: defineRequest('catalogue.product.update', updateProductRequestSchema, productSchema, { needsActor: true }),
  deleteProduct: defineRequest('catalogue.product.delete', z.object({ id: z.uuid() }), messageResponseSchema, { needsActor: true }),
  /** Lookups other services need: products by ids, whatever brand (the caller authorises what it shows). */
  getProducts: defineRequest('catalogue.product.get', z.object({ ids: z.array(z.uuid()).max(500) }), productListSchema, {
    needsActor: false,
    callers: ['campaigns', 'tracking'],
  }),
  storeStatus: defineRequest('catalogue.store.get', brandScopeSchema, storeStatusSchema, { needsActor: true }),
  authorizeUrl: defineRequest('catalogue.store.authorize', authorizeUrlRequestSchema, authorizeUrlResponseSchema, { needsActor: true }),
  connectStore: defineRequest('catalogue.store.connect', tiendanubeCallbackRequestSchema, tiendanubeCallbackResponseSchema, {
    needsActor: true,
  }),
  /** An install started in the store (decision 217): anyone holding a fresh code from Tiendanube. */
  installStore: defineRequest('catalogue.store.install', storeInstallRequestSchema, storeInstallResponseSchema, { needsActor: false }),
  storeInstallation: defineRequest('catalogue.store.installation', storeInstallationLookupSchema, storeInstallationSchema, {
    needsActor: false,
  }),
  claimStoreInstallation: defineRequest('catalogue.store.claim', claimStoreInstallationSchema, tiendanubeCallbackResponseSchema, {
    needsActor: true,
  }),
  disconnectStore: defineRequest('catalogue.store.disconnect', brandScopeSchema, messageResponseSchema, { needsActor: true }),
  startSync: defineRequest('catalogue.sync.start', brandScopeSchema, syncJobSchema, { needsActor: true }),
  getSync: defineRequest('catalogue.sync.get', z.object({ id: z.uuid() }), syncJobSchema, { needsActor: true }),
  receiveWebhook: defineRequest('catalogue.webhook.receive', tiendanubeWebhookSchema, z.object({ accepted: z.boolean() }), {
    needsActor: false,
  }),
  receivePrivacyWebhook: defineRequest(
    'catalogue.privacy.receive',
    tiendanubeWebhookSchema.extend({ topic: z.enum(PRIVACY_TOPICS) }),
    z.object({ accepted: z.boolean() }),
    { needsActor: false },
  ),
  /** The admin's 'Marcas' (store and product count per brand) and 'Productos' (admins only). */
  brandStats: defineRequest('catalogue.brand-stats.list', z.object({}), z.array(adminBrandCatalogueSchema), { needsActor: true }),
  listAllProducts: defineRequest('catalogue.product.list-all', adminProductsQuerySchema, adminProductPageSchema, { needsActor: true }),
  createDiscountCode: defineRequest('catalogue.discount-code.create', createDiscountCodeRequestSchema, discountCodeSchema, {
    needsActor: true,
  }),
  deactivateDiscountCode: defineRequest('catalogue.discount-code.deactivate', z.object({ id: z.uuid() }), messageResponseSchema, {
    needsActor: true,
  }),
  /** A brand's codes, or for a creator every code assigned to it across brands. */
  listDiscountCodes: defineRequest('catalogue.discount-code.list', brandScopeSchema, discountCodeListSchema, { needsActor: true }),
  /** The creator's own version of one of its active codes; the store's coupon is renamed first. */
  customiseDiscountCode: defineRequest(
    'catalogue.discount-code.customise',
    customCodeRequestSchema.extend({ id: z.uuid() }),
    messageResponseSchema,
    { needsActor: true },
  ),
  /** The safelink's: a creator's coupon in the brand's store, made there when missing. */
  ensureCoupon: defineRequest('catalogue.coupon.ensure', ensureCouponRequestSchema, ensureCouponResponseSchema, {
    needsActor: false,
    callers: ['tracking'],
  }),
  /**
   * A brand's creator code by its code or the creator's own name for it, with its use so far
   * (tracking's test sale; the caller checks who may ask for the brand).
   */
  findCreatorCode: defineRequest(
    'catalogue.discount-code.find',
    z.object({ brandId: z.uuid(), code: z.string().max(100) }),
    z.object({ code: creatorCodeSchema.nullable() }),
    { needsActor: false, callers: ['tracking'] },
  ),
  /** 'Marcas Disponibles': brands with active products, for creators. */
  availableBrands: defineRequest('catalogue.brand.available', z.object({}), z.array(availableBrandSchema), { needsActor: true }),
  brandForCreator: defineRequest('catalogue.brand.for-creator', z.object({ brandId: z.uuid() }), brandForCreatorSchema, {
    needsActor: true,
  }),
  /** 'Solicitar Colaboración' on a product (once per product). */
  requestCollaboration: defineRequest('catalogue.collaboration.request', requestCollaborationSchema, productCollaborationSchema, {
    needsActor: true,
  }),
  /** 'Invitar a Producto': a brand invites a creator it may see to one of its active products (once per product). */
  inviteCreator: defineRequest(
    'catalogue.collaboration.invite',
    inviteCreatorRequestSchema.extend({ creatorId: z.uuid() }),
    productCollaborationSchema,
    { needsActor: true },
  ),
  /** The other side answers a pending collaboration: the brand a creator's request, the creator a brand's invitation. */
  answerCollaboration: defineRequest(
    'catalogue.collaboration.answer',
    answerCollaborationRequestSchema.extend({ id: z.uuid() }),
    productCollaborationSchema,
    { needsActor: true },
  ),
  /** 'Solicitudes Recibidas' and 'Invitaciones Enviadas': the brand's collaborations with one creator. */
  creatorCollaborations: defineRequest(
    'catalogue.collaboration.with-creator',
    z.object({ creatorId: z.uuid(), brandId: z.uuid().optional() }),
    creatorCollaborationsSchema,
    { needsActor: true },
  ),
  summary: defineRequest('catalogue.summary.get', z.object({}), summaryPartSchema, { needsActor: true }),
  health: defineRequest('catalogue.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
