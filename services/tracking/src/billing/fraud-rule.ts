import { FRAUD_CLICKS_PER_HOUR } from '@afilia/contracts';

const HOUR_MS = 60 * 60 * 1000;

/** The hour a click falls in (UTC), the window the rule counts in. */
export function hourOf(at: string): string {
  return new Date(Math.floor(Date.parse(at) / HOUR_MS) * HOUR_MS).toISOString();
}

/** One visitor's clicks on one link within one hour: counted before this batch, and in it. */
export interface VisitorHour {
  linkId: string;
  visitorHash: string;
  hour: string;
  before: number;
  added: number;
}

/**
 * The fraud rule (docs/decisions.md): one visitor clicking one CPC link more than
 * FRAUD_CLICKS_PER_HOUR times within an hour. A window is reported once, by the batch that takes
 * it past the limit. Its extra clicks are not unique, so they were never billed anyway; the
 * rule is there for the brand to see a creator's link being clicked by a script.
 */
export function windowsCrossingLimit(hours: readonly VisitorHour[], limit = FRAUD_CLICKS_PER_HOUR): VisitorHour[] {
  return hours.filter((h) => h.before <= limit && h.before + h.added > limit);
}

/** How many of a window's new clicks are past the limit: the clicks the rule flags, counted once. */
export function flaggedIn(window: Pick<VisitorHour, 'before' | 'added'>, limit = FRAUD_CLICKS_PER_HOUR): number {
  return Math.max(0, window.before + window.added - limit) - Math.max(0, window.before - limit);
}
