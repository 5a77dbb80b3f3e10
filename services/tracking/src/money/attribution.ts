import type { CatalogueEvents, EventPayload } from '@afilia/contracts';
import { commissionTerms, type CommissionTerms } from './commission-split.js';

type PaidOrder = EventPayload<typeof CatalogueEvents.orderPaid>;

const DAY_MS = 86_400_000;
/** How far the store's clock may run behind ours: a sale paid "before" its click by less than this still counts. */
export const CLOCK_SKEW_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose sale an order claims to be, before the database is asked (issue 14 §1's precedence). */
export type Claim =
  { by: 'coupon'; creatorId: string; code: string; campaignId: string | null } | { by: 'link'; code: string; clickId: string | null };

/**
 * The ref and click id our redirect put on the store's address (services/tracking/src/redirect/
 * destination.ts), read back from the order's landing URL; null when it has none.
 */
export function landingClaim(landingUrl: string | null): { code: string; clickId: string | null } | null {
  if (!landingUrl) return null;
  let url: URL;
  try {
    url = new URL(landingUrl);
  } catch {
    return null;
  }
  const code = url.searchParams.get('ref')?.trim();
  if (!code || code.length > 100) return null;
  const clickId = url.searchParams.get('click_id');
  return { code, clickId: clickId && UUID.test(clickId) ? clickId.toLowerCase() : null };
}

/**
 * The precedence (docs/decisions.md): a coupon that is a creator's discount code wins, whatever
 * the landing URL says (the shopper typed it at checkout, the last and surest touch); else the
 * ref of the landing URL; else nobody's.
 */
export function claimOf(order: Pick<PaidOrder, 'creatorCode' | 'landingUrl'>): Claim | null {
  if (order.creatorCode) {
    const { creatorId, code, campaignId } = order.creatorCode;
    return { by: 'coupon', creatorId, code, campaignId: campaignId ?? null };
  }
  const landing = landingClaim(order.landingUrl);
  return landing ? { by: 'link', ...landing } : null;
}

/** A sale is its click's when it was paid within the cookie's days after the click (and not before it). */
export function insideWindow(clickedAt: number, soldAt: number, cookieDays: number): boolean {
  return clickedAt - CLOCK_SKEW_MS <= soldAt && soldAt - clickedAt <= cookieDays * DAY_MS;
}

/**
 * What the shopper paid for each line: its price × quantity less its share of the order's
 * discount, shared in proportion to the lines' amounts (largest remainders take the odd cents,
 * earlier lines first on ties), so the lines add up to subtotal − discount exactly. Shipping and
 * the store's other charges are not the products' and earn no commission.
 */
export function netLineTotals(lines: readonly { priceCents: number; quantity: number }[], discountCents: number): number[] {
  const gross = lines.map((l) => Math.max(0, l.priceCents) * Math.max(0, l.quantity));
  const sum = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountCents), sum);
  if (discount === 0 || sum === 0) return gross;
  const exact = gross.map((g) => (discount * g) / sum);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return gross.map((g, i) => g - shares[i]!);
}

/** A collaboration of the creator with the brand that may pay a line: a link of an accepted campaign and its terms. */
export interface Offer {
  linkId: string;
  campaignId: string;
  /** The link's product; null for a whole-store link. */
  productId: string | null;
  terms: CommissionTerms;
}

/** The terms a line is paid on, and the link whose counters it moves (null: no link of the creator's pays it). */
export interface LineTerms {
  terms: CommissionTerms;
  linkId: string | null;
  campaignId: string | null;
}

/**
 * Which commission applies to a line (docs/decisions.md): the creator's collaboration for that
 * product (its agreed counteroffer, else its campaign's commission), else its whole-store
 * collaboration, else the product's commission_creator, else an internal creator's default,
 * else the brand's. `offers` come most relevant first: the attributing link's campaign, then
 * the latest agreed.
 */
export function termsOfLine(
  line: { productId: string | null; commissionCreator: number | null },
  offers: readonly Offer[],
  defaults: { creatorFraction: number | null; brandFraction: number },
): LineTerms {
  const offer =
    (line.productId ? offers.find((o) => o.productId === line.productId) : undefined) ?? offers.find((o) => o.productId === null);
  if (offer) return { terms: offer.terms, linkId: offer.linkId, campaignId: offer.campaignId };
  return {
    terms: commissionTerms({
      productFraction: line.commissionCreator,
      creatorFraction: defaults.creatorFraction,
      brandFraction: defaults.brandFraction,
    }),
    linkId: null,
    campaignId: null,
  };
}
