import type { ClickQuality } from '@afilia/contracts';

/** A link's (or a sum of links') click counters, as tracking keeps them. */
export interface ClickCounters {
  /** A person's clicks (bots apart). */
  clicks: number;
  /** First visits of a person that day: never a bot's, never flagged. */
  unique: number;
  bots: number;
  /** A person's clicks past the fraud rule's hourly limit (CPC links). */
  flagged: number;
}

/**
 * Click quality (issue 13 §3): the share of every click that was unique, human and not flagged,
 * and the counts behind the rest. Flagged clicks are repeats by construction (the limit counts
 * one visitor), so repeats here are the unflagged ones.
 */
export function qualityOf(counters: ClickCounters): ClickQuality {
  const total = counters.clicks + counters.bots;
  return {
    clicks: total,
    unique: counters.unique,
    bots: counters.bots,
    repeats: Math.max(0, counters.clicks - counters.unique - counters.flagged),
    flagged: counters.flagged,
    percent: total > 0 ? (counters.unique / total) * 100 : 0,
  };
}
