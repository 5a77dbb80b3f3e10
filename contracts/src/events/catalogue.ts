import { z } from 'zod';
import { defineEvent } from './define.js';

/** An order as attribution needs it, read back from the store after its webhook (never trusted from the payload). */
const orderFacts = z.object({
  brandId: z.uuid(),
  storeId: z.string(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  /** Coupon codes, upper-cased. */
  couponCodes: z.array(z.string()),
  landingUrl: z.string().nullable(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  lineItems: z.array(
    z.object({
      /** Our product id when the product is in the catalogue. */
      productId: z.uuid().nullable(),
      tiendanubeProductId: z.string(),
      variantId: z.string().nullable(),
      name: z.string(),
      priceCents: z.number().int(),
      quantity: z.number().int(),
      sku: z.string().nullable(),
      /** The product's commission_creator (a fraction) when it is in the catalogue; attribution's fallback terms. */
      commissionCreator: z.number().min(0).max(1).nullable().default(null),
    }),
  ),
  customerEmail: z.string().nullable(),
  /**
   * The first of the order's coupons that is a creator's discount code of this brand (its code or
   * the creator's own name for it): the sale is that creator's (issue 14 §1). Null otherwise.
   */
  creatorCode: z
    .object({
      codeId: z.uuid(),
      creatorId: z.uuid(),
      code: z.string(),
      /** The campaign the code was made in: the sale is paid on its terms. */
      campaignId: z.uuid().nullable().default(null),
    })
    .nullable()
    .default(null),
});

/** How many product pages one event names: a sync page of Tiendanube's products at most. */
export const PRODUCT_PAGES_MAX = 200;

export const CatalogueEvents = {
  /**
   * A brand's store was connected (or connected again): where its storefront is. Store links
   * lead there, and product links of products without a page of their own.
   */
  storeConnected: defineEvent(
    'catalogue.store.connected',
    z.object({
      brandId: z.uuid(),
      storeUrl: z.url(),
      /**
       * Every domain Tiendanube gives the store (its own ones and its mitiendanube.com one): the
       * brand's links may lead there (issue 34 §3). Absent in events written before.
       */
      domains: z.array(z.string().max(253)).max(50).default([]),
    }),
  ),
  /**
   * Products whose page in the store is new or moved (a sync, a product webhook): product links
   * lead there. A null page: the product has none (hidden, or not from the store).
   */
  productPagesChanged: defineEvent(
    'catalogue.product.pages-changed',
    z.object({
      brandId: z.uuid(),
      pages: z
        .array(z.object({ productId: z.uuid(), pageUrl: z.url().nullable() }))
        .min(1)
        .max(PRODUCT_PAGES_MAX),
    }),
  ),
  /** Internal to catalogue: a verified, first-seen webhook, queued durably for processing. */
  webhookReceived: defineEvent(
    'catalogue.webhook.received',
    z.object({ brandId: z.uuid(), storeId: z.string(), event: z.string(), resourceId: z.string() }),
  ),
  orderPaid: defineEvent('catalogue.order.paid', orderFacts.extend({ paidAt: z.string().nullable() })),
  orderCancelled: defineEvent('catalogue.order.cancelled', orderFacts.extend({ cancelledAt: z.string().nullable() })),
  /**
   * A paid order's items changed (Tiendanube's order/edited, sent for every edit while the order
   * is unpacked): the order as it is now. A consumer compares it with what it recorded, so a
   * repeat, or an edit of something else than the items, changes nothing.
   */
  orderEdited: defineEvent('catalogue.order.edited', orderFacts.extend({ paidAt: z.string().nullable(), editedAt: z.string().nullable() })),
  /**
   * The money of an order went back while the order stays open: refunded, or its payment voided
   * (Tiendanube's order/updated and order/voided). Published once per order; a later cancel is
   * still published as catalogue.order.cancelled, so a consumer reverses an order once, whichever
   * of the two arrives.
   */
  orderRefunded: defineEvent(
    'catalogue.order.refunded',
    orderFacts.extend({ paymentStatus: z.enum(['refunded', 'voided']), refundedAt: z.string().nullable() }),
  ),
  /**
   * A store's data was erased here at Tiendanube's request (store/redact, 48 h after the app was
   * uninstalled): every service erases what it holds of that store for these brands.
   */
  /** The brand deactivated a discount code; its coupon is gone from the store (code_deactivated). */
  discountCodeDeactivated: defineEvent(
    'catalogue.discount-code.deactivated',
    z.object({ codeId: z.uuid(), brandId: z.uuid(), creatorId: z.uuid().nullable(), code: z.string() }),
  ),
  /** A creator asked to collaborate on a brand's product (seed 001 §2 'Brands for creators'; issue 15 §5): the brand is told. */
  collaborationRequested: defineEvent(
    'catalogue.collaboration.requested',
    z.object({
      collaborationId: z.uuid(),
      brandId: z.uuid(),
      creatorId: z.uuid(),
      productId: z.uuid(),
      productName: z.string(),
      message: z.string().nullable(),
    }),
  ),
  /** A brand invited a creator to collaborate on a product (issue 16 §3): the creator is told. */
  collaborationInvited: defineEvent(
    'catalogue.collaboration.invited',
    z.object({
      collaborationId: z.uuid(),
      brandId: z.uuid(),
      creatorId: z.uuid(),
      productId: z.uuid(),
      productName: z.string(),
      message: z.string().nullable(),
    }),
  ),
  /**
   * A pending collaboration answered by the side that did not start it (issue 16 §3): the brand
   * a creator's request, the creator a brand's invitation. The other side is told.
   */
  collaborationAnswered: defineEvent(
    'catalogue.collaboration.answered',
    z.object({
      collaborationId: z.uuid(),
      brandId: z.uuid(),
      creatorId: z.uuid(),
      productId: z.uuid(),
      productName: z.string(),
      initiatedBy: z.enum(['creator', 'brand']),
      status: z.enum(['accepted', 'rejected']),
    }),
  ),
  storeRedacted: defineEvent('catalogue.store.redacted', z.object({ storeId: z.string(), brandIds: z.array(z.uuid()) })),
  /**
   * A shopper's data was erased here at Tiendanube's request (customers/redact): every service
   * erases what it holds of these orders. The e-mail travels only as its SHA-256 (lower-cased),
   * so the stream does not keep what was asked to be forgotten.
   */
  customerRedacted: defineEvent(
    'catalogue.customer.redacted',
    z.object({ storeId: z.string(), brandIds: z.array(z.uuid()), orderIds: z.array(z.string()), emailSha256: z.string().nullable() }),
  ),
} as const;
