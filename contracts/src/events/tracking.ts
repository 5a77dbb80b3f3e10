import { z } from 'zod';
import { defineEvent, eventBaseSchema } from './define.js';

/** How the visitor's browser was classed from its user agent (the stats dialog's devices). */
export const CLICK_DEVICES = ['mobile', 'tablet', 'desktop', 'other'] as const;

/**
 * Why a click is not a person's: its user agent says so, a HEAD request, a prefetch or link
 * preview, or a browser's request that was not a top-level navigation (an image, an iframe, a
 * script's fetch: the link was loaded, not followed). Counted apart, never unique nor billed.
 */
export const BOT_REASONS = ['user_agent', 'head', 'prefetch', 'not_navigation'] as const;

const utmSchema = z.object({
  source: z.string().max(200).nullable(),
  medium: z.string().max(200).nullable(),
  campaign: z.string().max(200).nullable(),
  content: z.string().max(200).nullable(),
  term: z.string().max(200).nullable(),
});
export type Utm = z.infer<typeof utmSchema>;

/**
 * One visit of a tracking link, recorded before the shopper is redirected. Its `eventId` is the
 * click id: the one the destination carries (`click_id`) and the key the counters move on once
 * (the counter keeps every counted id). No address is kept: `visitorHash` is a keyed hash of
 * address and user agent whose key changes every day (docs/decisions.md).
 */
export const trackedClickSchema = eventBaseSchema.extend({
  linkId: z.uuid(),
  code: z.string().max(100),
  /** Which door it came in by: the redirect itself, or the safelink page after it. */
  via: z.enum(['track', 'safelink']),
  visitorHash: z.string().length(43),
  /**
   * The person a click is billed to (issue 34 §2): its address (IPv4, or IPv6 /64) keyed with the
   * day's salt, whatever its user agent; and the network around it (IPv4 /24, IPv6 /48). Absent
   * on clicks recorded before they existed (a spool published after an upgrade): the visitor
   * hash stands in for the address and no network is counted.
   */
  addressKey: z.string().length(43).optional(),
  subnetKey: z.string().length(43).optional(),
  device: z.enum(CLICK_DEVICES),
  referrerHost: z.string().max(253).nullable(),
  /** ISO 3166-1 alpha-2, or null when the address is not in the geo database. */
  country: z.string().length(2).nullable(),
  botReason: z.enum(BOT_REASONS).nullable(),
  utm: utmSchema,
});
export type TrackedClick = z.infer<typeof trackedClickSchema>;

/**
 * The most clicks one `tracking.click.recorded` carries: the redirect publishes what arrived while
 * its last publish was being acknowledged, up to this many (decision 238). About 300 KB at most,
 * well within NATS's default 1 MB message.
 */
export const CLICK_BATCH_MAX = 500;

/** How many codes one tracking.link.changed names at most (a campaign's change is sent in parts). */
export const LINK_CHANGE_MAX = 1000;

/** A CPC participation as tracking bills it: whose, on which campaign, and where its quota stands. */
const cpcLedgerFacts = z.object({
  participationId: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
  linkId: z.uuid(),
  costPerClickCents: z.number().int().positive(),
  maxClicks: z.number().int().positive(),
  /** Clicks billed so far, this event's included; never above maxClicks. */
  billedClicks: z.number().int().nonnegative(),
  /** What the participation earned so far: billedClicks × costPerClickCents. */
  earnedCents: z.number().int().nonnegative(),
});

/** How often one visitor may click one CPC link in an hour before the brand is warned (decisions). */
export const FRAUD_CLICKS_PER_HOUR = 10;
/** How often one address (any browsers on it) may click one CPC link in an hour before its billing is held. */
export const FRAUD_CLICKS_PER_ADDRESS_HOUR = 20;
/** How many browsers (user agents) one address may show one CPC link in a day before its billing is held. */
export const FRAUD_AGENTS_PER_ADDRESS_DAY = 5;
/** How many people (addresses) of one network (IPv4 /24, IPv6 /48) one CPC link is billed for in a day. */
export const BILLED_PEOPLE_PER_SUBNET_DAY = 10;

/** The signals that hold a CPC link's billing until its brand looks (issue 34 §2). */
export const CLICK_FRAUD_RULES = ['visitor_repeat', 'address_repeat', 'agent_churn'] as const;
export type ClickFraudRule = (typeof CLICK_FRAUD_RULES)[number];

/**
 * An order attributed to a creator (issue 14 §1): its lines became transactions, once per order
 * however often the store reported it paid. The brand and the creator are told (conversion_new).
 */
const saleAttributedSchema = z.object({
  brandId: z.uuid(),
  creatorId: z.uuid(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  transactionIds: z.array(z.uuid()).min(1),
  attributedBy: z.enum(['coupon', 'link']),
  currency: z.string(),
  totalCents: z.number().int().nonnegative(),
  creatorCents: z.number().int().nonnegative(),
  isTest: z.boolean(),
});

/** A sale's commissions cancelled because the store cancelled the order or gave its money back (issue 35 point 6). */
const saleReversedSchema = z.object({
  brandId: z.uuid(),
  creatorId: z.uuid(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  reason: z.enum(['order_cancelled', 'order_refunded', 'order_voided']),
  transactionIds: z.array(z.uuid()).min(1),
  totalCents: z.number().int().nonnegative(),
  creatorCents: z.number().int().nonnegative(),
});

/** A creator's payout arrived (the provider processed it, or an admin confirmed the transfer). */
const payoutPaidSchema = z.object({
  payoutId: z.uuid(),
  creatorId: z.uuid(),
  amountCents: z.number().int().positive(),
});

/** A counted pixel conversion of a creator in a conversion campaign (issue 14 §3), waiting for its brand's review. */
const conversionRecordedSchema = z.object({
  conversionId: z.uuid(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string().nullable(),
  eventType: z.enum(['lead', 'purchase']),
  amountCents: z.number().int().nonnegative(),
  /** What it will earn once approved or verified (it earns nothing before: issue 34 §1). */
  commissionCents: z.number().int().nonnegative(),
  /** Why an anomaly held it for the brand, or null while it just waits for its review. */
  holdReason: z.string().nullable().default(null),
});

/** A counted conversion its brand voided (issue 34 §1): it earns nothing, and what it had earned left the ledger. */
const conversionVoidedSchema = z.object({
  conversionId: z.uuid(),
  brandId: z.uuid(),
  creatorId: z.uuid(),
  campaignId: z.uuid().nullable(),
  reason: z.string(),
});

/** What clears at once for one brand, at most this many a message (a run clears more in several). */
export const CLEARED_COMMISSIONS_MAX = 500;

/**
 * Commissions of one brand that cleared their holding period and their paid statement (decision
 * 169): payable now. `kind` says what earned each: a sale's transaction, a conversion's or a
 * click's earning; `id` is that row. A test sale's commission is never in one.
 */
const commissionsClearedSchema = z.object({
  brandId: z.uuid(),
  commissions: z
    .array(
      z.object({
        kind: z.enum(['sale', 'conversion', 'click', 'bonus']),
        id: z.uuid(),
        creatorId: z.uuid(),
        creatorCents: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(CLEARED_COMMISSIONS_MAX),
});

/** What tracking tells the rest of the platform; its stream exists once this lists an event. */
export const TrackingEvents = {
  /**
   * Clicks the redirect recorded, published together (decision 238): each keeps its own click id,
   * and the counter counts an id once however often a batch, or a click in two batches, arrives.
   */
  clicksRecorded: defineEvent('tracking.click.recorded', z.object({ clicks: z.array(trackedClickSchema).min(1).max(CLICK_BATCH_MAX) })),
  /**
   * Links whose redirect changed (made, expired, their campaign paused or back): every tracking
   * replica drops them from its cache. One event per change, naming every link it touched.
   */
  linkChanged: defineEvent('tracking.link.changed', z.object({ codes: z.array(z.string().max(100)).max(LINK_CHANGE_MAX) })),
  /**
   * A link made (by an acceptance, an approval, a creator's request or a brand): the creators
   * directory keeps which creators collaborate with which brand from these and linkDeleted.
   */
  linkCreated: defineEvent(
    'tracking.link.created',
    z.object({ linkId: z.uuid(), code: z.string().max(100), brandId: z.uuid(), creatorId: z.uuid(), campaignId: z.uuid().nullable() }),
  ),
  /**
   * A link deleted by its creator or by the brand (never one with sales): the other side is told
   * (link_deleted), and every replica drops its code (a tracking.link.changed goes with it).
   */
  linkDeleted: defineEvent(
    'tracking.link.deleted',
    z.object({
      linkId: z.uuid(),
      code: z.string().max(100),
      brandId: z.uuid(),
      creatorId: z.uuid(),
      campaignId: z.uuid().nullable(),
      campaignName: z.string().nullable(),
      productName: z.string().nullable(),
      deletedBy: z.enum(['creator', 'brand']),
    }),
  ),
  /**
   * Unique human clicks billed to a CPC participation, once each (a batch of the counter bills
   * all its clicks of one participation in one event): campaigns moves current_clicks and
   * total_earned to these totals, which only grow, so events read in any order agree.
   */
  cpcBilled: defineEvent('tracking.cpc.billed', cpcLedgerFacts.extend({ newClicks: z.number().int().positive() })),
  /** The participation's billed clicks reached 90 % of its quota (once). */
  cpcQuotaWarning: defineEvent('tracking.cpc.quota-warning', cpcLedgerFacts),
  /** The participation's quota is spent (once): it is completed and its link expires. */
  cpcQuotaReached: defineEvent('tracking.cpc.quota-reached', cpcLedgerFacts),
  /**
   * A CPC link looks abused, and its billing is held until the brand releases or discards the
   * held clicks (issue 34 §2): one visitor clicked it more than FRAUD_CLICKS_PER_HOUR times within
   * an hour, one address more than FRAUD_CLICKS_PER_ADDRESS_HOUR (`clicks`), or one address showed
   * it more than FRAUD_AGENTS_PER_ADDRESS_DAY browsers in a day (`clicks` is then the browsers).
   * Once per link, rule and window (`hourStart`: the hour, or the day's midnight).
   */
  fraudDetected: defineEvent(
    'tracking.fraud.detected',
    z.object({
      linkId: z.uuid(),
      campaignId: z.uuid(),
      campaignName: z.string(),
      brandId: z.uuid(),
      creatorId: z.uuid(),
      rule: z.enum(CLICK_FRAUD_RULES),
      clicks: z.number().int().positive(),
      hourStart: z.string(),
    }),
  ),
  saleAttributed: defineEvent('tracking.sale.attributed', saleAttributedSchema),
  saleReversed: defineEvent('tracking.sale.reversed', saleReversedSchema),
  payoutPaid: defineEvent('tracking.payout.paid', payoutPaidSchema),
  /**
   * What a creator has earned in all, after a change: its cleared commissions of sales,
   * conversions and clicks (available, in a payout or paid; pending ones are not sure yet), less
   * the reversed ones. The creators directory shows it to brands when the creator opted in to
   * verified results, and orders by it (issue 34 §4). The latest one counts.
   */
  creatorEarningsChanged: defineEvent(
    'tracking.creator.earnings-changed',
    z.object({
      creatorId: z.uuid(),
      /** The cleared total, in cents (creator_available + creator_in_payout + creator_paid). */
      totalEarnedCents: z.number().int(),
    }),
  ),
  /** A conversion that counts: the brand and the creator are told (conversion_new). */
  conversionRecorded: defineEvent('tracking.conversion.recorded', conversionRecordedSchema),
  /** A counted conversion the brand voided (a brand's webhooks hear of it: issue 39 §2). */
  conversionVoided: defineEvent('tracking.conversion.voided', conversionVoidedSchema),
  /** One brand's commissions that cleared in a run of the clearing (a brand's webhooks hear of them: issue 39 §2). */
  commissionsCleared: defineEvent('tracking.commission.cleared', commissionsClearedSchema),
  /**
   * A campaign's conversions (its orders and valid pixel conversions) reached the CTR badge's top
   * tier over at least HIGH_CTR_MIN_CLICKS clicks (decision 172): once per campaign.
   */
  campaignHighCtr: defineEvent(
    'tracking.campaign.high-ctr',
    z.object({
      campaignId: z.uuid(),
      campaignName: z.string().nullable(),
      brandId: z.uuid(),
      clicks: z.number().int().positive(),
      conversions: z.number().int().positive(),
      ctrPercent: z.number().nonnegative(),
    }),
  ),
};
