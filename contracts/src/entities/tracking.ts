import { z } from 'zod';
import { CLICK_FRAUD_RULES } from '../events/tracking.js';

/** Tracking's data model: links, clicks, pixels, conversions, transactions (seeds 000–002 §3). */

const timestamp = z.iso.datetime({ offset: true });

export const affiliateLinkSchema = z.object({
  id: z.uuid(),
  creatorId: z.uuid(),
  brandId: z.uuid(),
  /** Null for a whole-store or custom link. */
  productId: z.uuid().nullable(),
  campaignId: z.uuid().nullable(),
  /** As it was when the link was made (still there after the campaign is deleted). */
  campaignName: z.string().nullable(),
  kind: z.enum(['product', 'store', 'cpc', 'url', 'custom']),
  uniqueCode: z.string(),
  trackingUrl: z.string(),
  destinationUrl: z.string().nullable(),
  clicks: z.number().int(),
  salesGenerated: z.number().int(),
  commissionEarnedCents: z.number().int(),
  showInShop: z.boolean(),
  customProductName: z.string().nullable(),
  customProductDescription: z.string().nullable(),
  /** 'paused' while its campaign is paused or inactive; 'expired' for good. */
  status: z.enum(['active', 'paused', 'expired']),
  /** Why it expired, as the creator reads it ('Link Caducado'). */
  expiredReason: z.string().nullable(),
  createdAt: timestamp,
  /** The product and brand as catalogue and identity name them now (null when they are gone). */
  productName: z.string().nullable(),
  productImageUrl: z.string().nullable(),
  productPriceCents: z.number().int().nullable(),
  brandName: z.string().nullable(),
  /** Its destination lies outside its brand's domains: made before they were required (issue 34 §3); it still works. */
  offDomain: z.boolean().default(false),
  /**
   * A CPC link's quota and price (seed 001 §9 'CPC progress'); null for every other link. A
   * fraud signal holds its billing (issue 34 §2): `heldReason` says which while it is held, and
   * `heldClicks` are the people's clicks kept apart until the brand releases or discards them.
   */
  cpc: z
    .object({
      costPerClickCents: z.number().int(),
      maxClicks: z.number().int(),
      billedClicks: z.number().int(),
      heldClicks: z.number().int(),
      heldReason: z.enum(CLICK_FRAUD_RULES).nullable(),
    })
    .nullable(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const clickSchema = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  /** sha256(ip + '-' + user agent): identifies a visitor without storing the address. */
  visitorHash: z.string(),
  billable: z.boolean(),
  isBot: z.boolean(),
  source: z.string().nullable(),
  device: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: timestamp,
});
export type Click = z.infer<typeof clickSchema>;

export const trackingPixelSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  pixelCode: z.string(),
  pageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
});
export type TrackingPixel = z.infer<typeof trackingPixelSchema>;

export const trackingPixelEventSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  pixelId: z.uuid(),
  eventType: z.string(),
  createdAt: timestamp,
});
export type TrackingPixelEvent = z.infer<typeof trackingPixelEventSchema>;

export const externalConversionSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  source: z.string(),
  eventName: z.string(),
  eventType: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['completed', 'pending', 'failed']),
  isValid: z.boolean(),
  campaignId: z.uuid().nullable(),
  createdAt: timestamp,
});
export type ExternalConversion = z.infer<typeof externalConversionSchema>;

/**
 * A commission's life (issue 14, docs/decisions.md): pending inside the holding period, completed
 * once cleared and payable, paid when a payout settles it; cancelled when its order was cancelled
 * or refunded (shown raw, as seed 001 §4 shows any other status).
 */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'paid', 'cancelled'] as const;
/** Why a sale's commission was cancelled: what the store did to the order (decision 218). */
export const CANCEL_REASONS = ['order_cancelled', 'order_refunded', 'order_voided', 'order_edited'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How a sale reached its creator: the creator's coupon in the order, or a tracking link's ref in its landing URL. */
export const ATTRIBUTION_SOURCES = ['coupon', 'link'] as const;

/**
 * One attributed line of an order (seed 001 §3 transactions): the split of its total in cents,
 * creator + platform + brand = total, and the names as they were at sale time (a snapshot,
 * never a join across services).
 */
export const transactionSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
  creatorName: z.string().nullable(),
  brandName: z.string().nullable(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  quantity: z.number().int(),
  currency: z.string(),
  amountTotalCents: z.number().int(),
  amountCreatorCents: z.number().int(),
  amountPlatformCents: z.number().int(),
  amountBrandCents: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  /** A cancelled one's reason, shown beside 'Cancelada'; null otherwise. */
  cancelReason: z.enum(CANCEL_REASONS).nullable().default(null),
  attributedBy: z.enum(ATTRIBUTION_SOURCES),
  /** A test sale's (seed 002 'Test Sale'): labelled 'Prueba', never paid out nor in the brand's totals. */
  isTest: z.boolean(),
  createdAt: timestamp,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const safelinkStatsSchema = z.object({
  totalClicks: z.number().int(),
  uniqueClicks: z.number().int(),
  last24h: z.number().int(),
  lastClick: timestamp.nullable(),
  sources: z.record(z.string(), z.number().int()),
  devices: z.record(z.string(), z.number().int()),
  countries: z.record(z.string(), z.number().int()),
  dailyClicks: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
});
export type SafelinkStats = z.infer<typeof safelinkStatsSchema>;

export const safelinkAnalyticsRowSchema = z.object({
  linkId: z.uuid(),
  linkCode: z.string(),
  linkUrl: z.string(),
  productName: z.string().nullable(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string().nullable(),
  creatorName: z.string().nullable(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  ctr: z.number(),
  cpaCents: z.number().int(),
  revenueCents: z.number().int(),
  lastConversion: timestamp.nullable(),
  status: z.string(),
});
export type SafelinkAnalyticsRow = z.infer<typeof safelinkAnalyticsRowSchema>;
