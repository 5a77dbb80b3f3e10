import { z } from 'zod';
import { affiliateLinkSchema } from '../entities/tracking.js';
import { blockStatsSchema, shopProductSchema } from '../http/creators/shop.js';
import { verifiedResultsSchema } from '../http/creators/profile.js';
import { messageResponseSchema } from '../http/auth/auth.js';
import {
  createCustomLinkRequestSchema,
  createInternalLinkRequestSchema,
  generateLinkRequestSchema,
  linkOptionListSchema,
  settleHeldClicksRequestSchema,
  updateLinkRequestSchema,
} from '../http/links/links.js';
import { analyticsRequestSchema, linkStatsSchema, safelinkAnalyticsSchema } from '../http/links/analytics.js';
import { brandDomainListSchema, brandDomainSchema, claimDomainRequestSchema } from '../http/links/domains.js';
import { listTransactionsQuerySchema, transactionPageSchema } from '../http/sales/transactions.js';
import { testSaleRequestSchema, testSaleResultSchema } from '../http/sales/test-sale.js';
import { rewardProgressListSchema, rewardProgressRequestSchema } from '../http/campaigns/rewards.js';
import {
  brandBalanceSchema,
  brandStatementListSchema,
  brandStatementSchema,
  payeeBalanceSchema,
  agencyBrandFeesSchema,
  mercadoPagoNotificationSchema,
  payoutAccountSchema,
  payoutBatchDetailSchema,
  payoutBatchListSchema,
} from '../http/sales/payouts.js';
import { summaryPartSchema } from '../http/dashboard/summary.js';
import {
  conversionListSchema,
  conversionRowSchema,
  createPixelRequestSchema,
  pixelListSchema,
  pixelViewSchema,
  updatePixelRequestSchema,
  verificationResultSchema,
  verifyPixelRequestSchema,
  voidConversionRequestSchema,
} from '../http/pixels/pixels.js';
import {
  exportClicksQuerySchema,
  exportConversionsQuerySchema,
  exportPageRequestSchema,
  exportPageSchema,
  exportPayoutsQuerySchema,
  exportTransactionsQuerySchema,
} from '../http/exports/exports.js';
import { defineRequest, healthResponseSchema } from './define.js';

/**
 * Whether a brand can run a conversion campaign (seed 002 §5): an active pixel that has been
 * seen on its site. `installed` is false until tracking has received an event from it.
 */
export const pixelStatusSchema = z.object({ active: z.boolean(), installed: z.boolean() });
export type PixelStatus = z.infer<typeof pixelStatusSchema>;

export const pixelStatusRequestSchema = z.object({ brandId: z.uuid({ error: 'Identificador inválido' }) });

/** Links of a campaign, of the creator, or of a creator in a campaign; `limit` for the approval dialog's five. */
export const listLinksRequestSchema = z.object({
  campaignId: z.uuid().optional(),
  creatorId: z.uuid().optional(),
  // A query string's number arrives as text.
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** What a creator reads on a link that no longer works ('Link Caducado'). */
export const LINK_TEXTS = {
  campaignDeleted: 'La marca eliminó la campaña',
  campaignPaused: 'La campaña está pausada',
  quotaReached: 'Se alcanzó el límite de clics de la campaña',
} as const;

export const affiliateLinkListSchema = z.array(affiliateLinkSchema);

export const TrackingRequests = {
  pixelStatus: defineRequest('tracking.pixel.status', pixelStatusRequestSchema, pixelStatusSchema, {
    needsActor: true,
    callers: ['gateway', 'campaigns'],
  }),
  /** Whether a brand's links may lead to this address: one of its store's or verified domains (issue 34 §3). */
  destinationAllowed: defineRequest(
    'tracking.brand.destination-allowed',
    z.object({ brandId: z.uuid(), url: z.string().max(2000) }),
    z.object({ allowed: z.boolean() }),
    { needsActor: true, callers: ['campaigns'] },
  ),
  /** 'Tus dominios' (issue 34 §3): the brand's domains, verified and waiting for their DNS record. */
  listDomains: defineRequest('tracking.domain.list', z.object({ brandId: z.uuid().optional() }), brandDomainListSchema, {
    needsActor: true,
  }),
  /** A domain the brand will prove with a DNS TXT record: its claim and the record to create. */
  claimDomain: defineRequest('tracking.domain.claim', claimDomainRequestSchema, brandDomainSchema, { needsActor: true }),
  /** Looks the claim's TXT record up; found, the domain is the brand's. */
  verifyDomain: defineRequest('tracking.domain.verify', z.object({ id: z.uuid() }), brandDomainSchema, { needsActor: true }),
  /** Removes a domain the brand added (its store's and its pixel's stay). */
  removeDomain: defineRequest('tracking.domain.remove', z.object({ id: z.uuid() }), messageResponseSchema, { needsActor: true }),
  /** 'Tracking y Conversiones': the active brand's pixels, each with what was last heard from it. */
  listPixels: defineRequest('tracking.pixel.list', z.object({ brandId: z.uuid().optional() }), pixelListSchema, { needsActor: true }),
  createPixel: defineRequest('tracking.pixel.create', createPixelRequestSchema, pixelViewSchema, { needsActor: true }),
  updatePixel: defineRequest('tracking.pixel.update', updatePixelRequestSchema, pixelViewSchema, { needsActor: true }),
  deletePixel: defineRequest('tracking.pixel.delete', z.object({ id: z.uuid({ error: 'Píxel inválido' }) }), messageResponseSchema, {
    needsActor: true,
  }),
  /** The latest 50 conversions of the brand's pixels (a creator: its own), newest first. */
  listConversions: defineRequest('tracking.pixel.conversions', z.object({ brandId: z.uuid().optional() }), conversionListSchema, {
    needsActor: true,
  }),
  /** The brand approves a pixel conversion waiting for it: it earns its commission. */
  approveConversion: defineRequest('tracking.conversion.approve', z.object({ id: z.uuid() }), conversionRowSchema, { needsActor: true }),
  /** The brand voids a conversion with a reason its creator reads: it earns nothing, and leaves an open statement. */
  voidConversion: defineRequest('tracking.conversion.void', voidConversionRequestSchema, conversionRowSchema, { needsActor: true }),
  /** A new postback key for a pixel (the old one stops verifying at once). */
  rotatePostbackSecret: defineRequest('tracking.pixel.rotate-postback-secret', z.object({ id: z.uuid() }), pixelViewSchema, {
    needsActor: true,
  }),
  /** Fetches the brand's page (SSRF-safe) and says whether the pixel's snippets are on it. */
  verifyPixel: defineRequest('tracking.pixel.verify', verifyPixelRequestSchema, verificationResultSchema, { needsActor: true }),
  /**
   * The products a creator's shop shows (public page, editor preview): of the creator's active
   * product links, the ones its blocks name and the ones marked 'show in shop'; `all`, every one
   * (the editor's 'Productos').
   */
  /**
   * Which of these products the asking creator already promotes through a campaign (a live
   * product link): the brand's page offers no 'Solicitar Colaboración' on them (issue 35).
   */
  promotedProducts: defineRequest(
    'tracking.link.promoted-products',
    z.object({ productIds: z.array(z.uuid()).max(500) }),
    z.object({ productIds: z.array(z.uuid()) }),
    { needsActor: true, callers: ['catalogue'] },
  ),
  shopProducts: defineRequest(
    'tracking.shop.products',
    z.object({ creatorId: z.uuid(), linkIds: z.array(z.uuid()).max(100), all: z.boolean().optional() }),
    z.array(shopProductSchema),
    { needsActor: false },
  ),
  /** Each block of a creator's shop: its views and clicks over the last 30 days (the editor). */
  shopBlockStats: defineRequest('tracking.shop.block-stats', z.object({ creatorId: z.uuid() }), blockStatsSchema, { needsActor: false }),
  /** A creator's results as the platform measured them, for the press kit and 'Mi Perfil' (issue 15 §3). */
  verifiedResults: defineRequest('tracking.creator.verified-results', z.object({ creatorId: z.uuid() }), verifiedResultsSchema, {
    needsActor: false,
  }),
  listLinks: defineRequest('tracking.link.list', listLinksRequestSchema, affiliateLinkListSchema, { needsActor: true }),
  /** The generate dialog's choices: the creator's accepted campaigns and their products. */
  linkOptions: defineRequest('tracking.link.options', z.object({}), linkOptionListSchema, { needsActor: true }),
  generateLink: defineRequest('tracking.link.generate', generateLinkRequestSchema, affiliateLinkSchema, { needsActor: true }),
  updateLink: defineRequest('tracking.link.update', updateLinkRequestSchema, affiliateLinkSchema, { needsActor: true }),
  deleteLink: defineRequest('tracking.link.delete', z.object({ id: z.uuid() }), messageResponseSchema, { needsActor: true }),
  /** The brand releases (bills within the quota) or discards a CPC link's held clicks, and its billing goes on. */
  settleHeldClicks: defineRequest('tracking.link.settle-held-clicks', settleHeldClicksRequestSchema, messageResponseSchema, {
    needsActor: true,
  }),
  /** A brand's link for its own internal creator (the creators directory). */
  createInternalLink: defineRequest('tracking.link.create-internal', createInternalLinkRequestSchema, affiliateLinkSchema, {
    needsActor: true,
  }),
  createCustomLink: defineRequest('tracking.link.create-custom', createCustomLinkRequestSchema, affiliateLinkSchema, {
    needsActor: true,
  }),
  analytics: defineRequest('tracking.analytics.get', analyticsRequestSchema, safelinkAnalyticsSchema, { needsActor: true }),
  linkStats: defineRequest('tracking.analytics.link-stats', z.object({ id: z.uuid() }), linkStatsSchema, { needsActor: true }),
  /** 'Mis Ventas', the brand's and the admin's 'Transacciones': a page, scoped by the actor. */
  listTransactions: defineRequest('tracking.transaction.list', listTransactionsQuerySchema, transactionPageSchema, { needsActor: true }),
  /**
   * A month's progress on a campaign's tiers and bonuses (issue 39 §4): a creator's own
   * collaborations, or a brand's creators in one campaign (`campaignId`).
   */
  rewardProgress: defineRequest('tracking.rewards.progress', rewardProgressRequestSchema, rewardProgressListSchema, { needsActor: true }),
  /** A brand's test sale: the same attribution as a real order, marked as a test. */
  testSale: defineRequest('tracking.test-sale.run', testSaleRequestSchema, testSaleResultSchema, { needsActor: true }),
  /** 'Mis Ganancias' and the agency panel: the creator's or the agency's balance from the ledger, its payout account and payouts. */
  payeeBalance: defineRequest('tracking.balance.payee', z.object({}), payeeBalanceSchema, { needsActor: true }),
  /** The agency panel: its fees per brand (agencies only). */
  agencyBrandFees: defineRequest('tracking.agency-fees.by-brand', z.object({}), agencyBrandFeesSchema, { needsActor: true }),
  /** What a brand's real sales owe the platform and its creators, and what it paid. */
  brandBalance: defineRequest('tracking.balance.brand', z.object({ brandId: z.uuid().optional() }), brandBalanceSchema, {
    needsActor: true,
  }),
  savePayoutAccount: defineRequest('tracking.payout-account.save', payoutAccountSchema, messageResponseSchema, { needsActor: true }),
  /** The admin's payouts: a batch of every creator whose available balance reaches the minimum. */
  createPayoutBatch: defineRequest('tracking.payout-batch.create', z.object({}), payoutBatchDetailSchema.nullable(), {
    needsActor: true,
  }),
  listPayoutBatches: defineRequest('tracking.payout-batch.list', z.object({}), payoutBatchListSchema, { needsActor: true }),
  getPayoutBatch: defineRequest('tracking.payout-batch.get', z.object({ id: z.uuid() }), payoutBatchDetailSchema, { needsActor: true }),
  /** The embedded provider's settlement: the admin paid the batch by hand. */
  markPayoutBatchPaid: defineRequest('tracking.payout-batch.mark-paid', z.object({ id: z.uuid() }), payoutBatchDetailSchema, {
    needsActor: true,
  }),
  /** A brand's statement for what its sales owe: the open one, or a new one (brand owners and agencies). */
  createBrandStatement: defineRequest('tracking.statement.create', z.object({ brandId: z.uuid().optional() }), brandStatementSchema, {
    needsActor: true,
  }),
  /** The admin's view of the brands' statements, the open ones first. */
  listBrandStatements: defineRequest('tracking.statement.list', z.object({}), brandStatementListSchema, { needsActor: true }),
  /** The embedded provider's collection: the admin received the brand's transfer. */
  markStatementPaid: defineRequest('tracking.statement.mark-paid', z.object({ id: z.uuid() }), brandStatementSchema, {
    needsActor: true,
  }),
  /** Mercado Pago's notifications (payouts settled, brands' payments), verified by their signature. */
  receiveMercadoPagoNotification: defineRequest(
    'tracking.mercadopago.notification',
    mercadoPagoNotificationSchema,
    z.object({ accepted: z.boolean() }),
    { needsActor: false },
  ),
  /** The homes' money and click figures and 'Transacciones Recientes'. */
  summary: defineRequest('tracking.summary.get', z.object({}), summaryPartSchema, { needsActor: true }),
  /** A page of an export (issue 39 §3): the actor's transactions, as its screen lists them, oldest first. */
  exportTransactions: defineRequest(
    'tracking.export.transactions',
    exportPageRequestSchema(exportTransactionsQuerySchema),
    exportPageSchema,
    {
      needsActor: true,
    },
  ),
  /** A page of clicks per link and day. */
  exportClicks: defineRequest('tracking.export.clicks', exportPageRequestSchema(exportClicksQuerySchema), exportPageSchema, {
    needsActor: true,
  }),
  /** A page of the pixel's conversions. */
  exportConversions: defineRequest('tracking.export.conversions', exportPageRequestSchema(exportConversionsQuerySchema), exportPageSchema, {
    needsActor: true,
  }),
  /** A page of payouts: the payee's own, or the admin's every one. */
  exportPayouts: defineRequest('tracking.export.payouts', exportPageRequestSchema(exportPayoutsQuerySchema), exportPageSchema, {
    needsActor: true,
  }),
  health: defineRequest('tracking.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
