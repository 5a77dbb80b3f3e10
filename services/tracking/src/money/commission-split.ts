import { PLATFORM_COMMISSION } from '@afilia/contracts';

/** What a creator earns on a line of an order: a share of it, or an amount per unit sold. */
export type CommissionTerms = { kind: 'percentage'; percent: number } | { kind: 'fixed'; centsPerUnit: number };

/** A line's money in integer cents: creator + platform + brand = total, always. */
export interface Split {
  totalCents: number;
  creatorCents: number;
  platformCents: number;
  brandCents: number;
}

/** n / d rounded to the nearest integer, halves up; n ≥ 0, d > 0, both integers below 2^53. */
function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** A percentage with up to two decimals as basis points (15.5 % → 1550). */
function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

const PLATFORM_BASIS_POINTS = basisPoints(PLATFORM_COMMISSION * 100);

/**
 * The 15 % split of one attributed line (issue 14 §1; docs/decisions.md): the platform's part is
 * 15 % of the line; the creator's is its percentage of the line or its amount per unit; each is
 * rounded once, to the nearest cent with halves up; the creator's never exceeds what is left
 * after the platform's (a fixed amount larger than the sale is capped), and the brand keeps the
 * rest, so the three parts add up to the line's total exactly and none is negative.
 */
export function splitLine(totalCents: number, quantity: number, terms: CommissionTerms): Split {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`a line total in cents, not ${totalCents}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`a quantity, not ${quantity}`);
  const platformCents = roundDiv(totalCents * PLATFORM_BASIS_POINTS, 10_000);
  const owed =
    terms.kind === 'percentage'
      ? roundDiv(totalCents * Math.max(0, basisPoints(terms.percent)), 10_000)
      : Math.max(0, Math.round(terms.centsPerUnit)) * quantity;
  const creatorCents = Math.min(owed, totalCents - platformCents);
  return { totalCents, creatorCents, platformCents, brandCents: totalCents - platformCents - creatorCents };
}

/**
 * The platform's 15 % on an earning that is not a sale (a conversion's commission, billed
 * clicks): owed by the brand on top of the creator's earning, rounded like a line's.
 */
export function platformFeeOn(earningCents: number): number {
  return roundDiv(Math.max(0, earningCents) * PLATFORM_BASIS_POINTS, 10_000);
}

/**
 * An agency's fee on a line (decision 171): its rate (a fraction with four decimals, as identity
 * keeps it) of the brand's part, rounded like the other parts; never more than the brand's part.
 */
export function agencyShareOf(brandCents: number, rate: number): number {
  if (!(rate > 0) || brandCents <= 0) return 0;
  return Math.min(brandCents, roundDiv(brandCents * Math.round(rate * 10_000), 10_000));
}

/** The sum of an order's splits, for the transaction's totals. */
export function sumSplits(splits: readonly Split[]): Split {
  return splits.reduce(
    (sum, s) => ({
      totalCents: sum.totalCents + s.totalCents,
      creatorCents: sum.creatorCents + s.creatorCents,
      platformCents: sum.platformCents + s.platformCents,
      brandCents: sum.brandCents + s.brandCents,
    }),
    { totalCents: 0, creatorCents: 0, platformCents: 0, brandCents: 0 },
  );
}

/** Where a creator's terms may come from, most specific first (issue 14 'Which commission applies'). */
export interface TermsSources {
  /** The counteroffer the creator and the brand agreed on. */
  agreed?: CommissionTerms | null;
  /** The campaign's commission. */
  campaign?: CommissionTerms | null;
  /** The product's commission_creator, a fraction 0..1. */
  productFraction?: number | null;
  /** An internal creator's default, a fraction 0..1. */
  creatorFraction?: number | null;
  /** The brand's default, a fraction 0..1. */
  brandFraction: number;
}

/** The terms that apply: the agreed counteroffer, else the campaign's, else the product's, else the creator's default, else the brand's. */
export function commissionTerms(sources: TermsSources): CommissionTerms {
  if (sources.agreed) return sources.agreed;
  if (sources.campaign) return sources.campaign;
  const fraction = sources.productFraction ?? sources.creatorFraction ?? sources.brandFraction;
  return { kind: 'percentage', percent: fraction * 100 };
}
