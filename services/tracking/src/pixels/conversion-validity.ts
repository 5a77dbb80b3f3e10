import { CONVERSION_HOLD_REASONS, CONVERSION_INVALID_REASONS } from '@afilia/contracts';

/** What is known of a conversion when it arrives, for the rules that say whether it counts. */
export interface ConversionFacts {
  isTest: boolean;
  botReason: string | null;
  pixelActive: boolean;
  /** The page the browser says it was on (its Referer or Origin, never a parameter) is one of the brand's domains. */
  onBrandDomain: boolean;
  /** The creator's link its ref names, with its campaign's kind and state; null when none is the brand's. */
  link: { campaignType: string | null; campaignActive: boolean } | null;
  /** The click it names: a person's navigation of that link, recorded by our redirect; null when none is. */
  click: { at: number; sameDevice: boolean } | null;
  /** That click is within the campaign's cookie days. */
  insideWindow: boolean;
  /** The same e-mail already converted in the campaign within its window. */
  repeated: boolean;
}

/**
 * Why a conversion does not count, or null when it does (issue 14 'A valid conversion', issue 34
 * §1): the pixel is active, its brand's campaign is a conversion campaign and active, the page
 * the browser reported it from is one of the brand's domains, it is not a test nor a bot, it names
 * a click our redirect recorded of that link, from the same kind of device, within the cookie's
 * days, and the same e-mail has not converted in the campaign's window. (The same order converting
 * twice is not stored at all.) The first rule that fails is the reason shown.
 */
export function invalidReason(facts: ConversionFacts): string | null {
  if (facts.isTest) return CONVERSION_INVALID_REASONS.test;
  if (facts.botReason) return CONVERSION_INVALID_REASONS.bot;
  if (!facts.pixelActive) return CONVERSION_INVALID_REASONS.pixelInactive;
  if (!facts.onBrandDomain) return CONVERSION_INVALID_REASONS.foreignPage;
  if (!facts.link) return CONVERSION_INVALID_REASONS.noCreator;
  if (facts.link.campaignType !== 'conversion') return CONVERSION_INVALID_REASONS.notConversionCampaign;
  if (!facts.link.campaignActive) return CONVERSION_INVALID_REASONS.campaignInactive;
  if (!facts.click) return CONVERSION_INVALID_REASONS.noClick;
  if (!facts.click.sameDevice) return CONVERSION_INVALID_REASONS.otherDevice;
  if (!facts.insideWindow) return CONVERSION_INVALID_REASONS.outsideWindow;
  if (facts.repeated) return CONVERSION_INVALID_REASONS.repeated;
  return null;
}

/** An order this many times the store's average is held; the average needs this many orders behind it. */
export const AVERAGE_ORDER_MULTIPLE = 5;
export const AVERAGE_ORDER_MIN_SAMPLES = 5;
/** Counted conversions one address may bring a brand in a day before the next is held. */
export const CONVERSIONS_PER_ADDRESS_DAY = 3;
/** A link converting this many times its campaign's rate is held, once it has this many conversions. */
export const CONVERSION_RATE_MULTIPLE = 3;
export const CONVERSION_RATE_MIN_CONVERSIONS = 5;

/** What is known around a counted conversion, for the anomalies that hold it for the brand. */
export interface AnomalyFacts {
  /** Whether what it earns depends on its amount (a percentage campaign). */
  paidOnAmount: boolean;
  amountCents: number;
  maxOrderCents: number;
  /** The brand's average order (its sales and counted conversions) and over how many. */
  averageOrder: { cents: number; samples: number };
  /** Counted conversions of the brand from the same address today, before this one. */
  fromAddressToday: number;
  /** Counted conversions that named the same click, before this one. */
  fromClick: number;
  /** The link's counted conversions (this one included) and people, and its campaign's. */
  link: { conversions: number; people: number };
  campaign: { conversions: number; people: number };
}

/**
 * Why a counted conversion is held for its brand rather than left to its review period, or null
 * (issue 34 §1): an amount above the brand's maximum order value or far above its average order
 * (when the commission is a share of it), many conversions from one address in a day, more than
 * one from one click, or a link converting far above its campaign.
 */
export function holdReason(facts: AnomalyFacts): string | null {
  if (facts.paidOnAmount && facts.amountCents > facts.maxOrderCents) return CONVERSION_HOLD_REASONS.overMaximum;
  if (
    facts.paidOnAmount &&
    facts.averageOrder.samples >= AVERAGE_ORDER_MIN_SAMPLES &&
    facts.amountCents > facts.averageOrder.cents * AVERAGE_ORDER_MULTIPLE
  )
    return CONVERSION_HOLD_REASONS.farAboveAverage;
  if (facts.fromAddressToday >= CONVERSIONS_PER_ADDRESS_DAY) return CONVERSION_HOLD_REASONS.manyFromAddress;
  if (facts.fromClick > 0) return CONVERSION_HOLD_REASONS.clickReused;
  const rate = (x: { conversions: number; people: number }) => x.conversions / Math.max(1, x.people);
  if (facts.link.conversions >= CONVERSION_RATE_MIN_CONVERSIONS && rate(facts.link) > rate(facts.campaign) * CONVERSION_RATE_MULTIPLE)
    return CONVERSION_HOLD_REASONS.rateFarAbove;
  return null;
}

/**
 * What a counted conversion's commission is reckoned on: a percentage campaign never pays on more
 * than the brand's maximum order value, whatever the page declared.
 */
export function commissionBase(amountCents: number, maxOrderCents: number): number {
  return Math.min(amountCents, maxOrderCents);
}

/** A host without a leading www., lower-cased: how a page's host is compared with the brand's domains. */
export function siteHost(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Whether a page is on one of the brand's sites (its store, the pages its pixels were created for). */
export function onBrandDomain(pageUrl: string | null, brandSites: readonly (string | null)[]): boolean {
  const host = siteHost(pageUrl);
  return host !== null && brandSites.some((site) => siteHost(site) === host);
}
