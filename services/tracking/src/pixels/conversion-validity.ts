import { CONVERSION_INVALID_REASONS } from '@afilia/contracts';

/** What is known of a conversion when it arrives, for the rules that say whether it counts. */
export interface ConversionFacts {
  isTest: boolean;
  botReason: string | null;
  pixelActive: boolean;
  /** The page it was reported from is on one of the brand's domains. */
  onBrandDomain: boolean;
  /** The creator's link its ref names, with its campaign's kind and state; null when none is the brand's. */
  link: { campaignType: string | null; campaignActive: boolean } | null;
  /** Its click (the named one, else the link's latest) is within the campaign's cookie days. */
  insideWindow: boolean;
  /** The same e-mail already converted in the campaign within its window. */
  repeated: boolean;
}

/**
 * Why a conversion does not count, or null when it does (issue 14 'A valid conversion'): the
 * pixel is active, its brand's campaign is a conversion campaign and active, the page's host is
 * one of the brand's domains, it is not a test nor a bot, it came within the cookie's days of the
 * creator's click, and the same e-mail has not converted in the campaign's window. (The same
 * order converting twice is not stored at all.) The first rule that fails is the reason shown.
 */
export function invalidReason(facts: ConversionFacts): string | null {
  if (facts.isTest) return CONVERSION_INVALID_REASONS.test;
  if (facts.botReason) return CONVERSION_INVALID_REASONS.bot;
  if (!facts.pixelActive) return CONVERSION_INVALID_REASONS.pixelInactive;
  if (!facts.onBrandDomain) return CONVERSION_INVALID_REASONS.foreignPage;
  if (!facts.link) return CONVERSION_INVALID_REASONS.noCreator;
  if (facts.link.campaignType !== 'conversion') return CONVERSION_INVALID_REASONS.notConversionCampaign;
  if (!facts.link.campaignActive) return CONVERSION_INVALID_REASONS.campaignInactive;
  if (!facts.insideWindow) return CONVERSION_INVALID_REASONS.outsideWindow;
  if (facts.repeated) return CONVERSION_INVALID_REASONS.repeated;
  return null;
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
