/**
 * The figures links are read by (seed 001 §9, seed 002 §9): the conversion rate, a CPC link's
 * progress through its quota, the CTR badge, and a campaign's name cut for a chart's axis.
 */

import { CHART_NAME_MAX, CTR_BADGE_HIGH, CTR_BADGE_MID } from './constants.js';

const decimals1 = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Part of a whole as a percentage (0 when there is no whole), e.g. sales over clicks. */
export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** A percentage with one decimal, es-AR: '2,5%'. */
export function formatRate(percent: number): string {
  return `${decimals1.format(percent)}%`;
}

/** CVR: sales divided by clicks, as a percentage with 1 decimal (seed 001 §9). */
export function conversionRateText(sales: number, clicks: number): string {
  return formatRate(ratePercent(sales, clicks));
}

/** CPC progress: clicks over the quota, capped at 100 % (seed 001 §9). */
export function cpcProgressPercent(clicks: number, maxClicks: number): number {
  return Math.min(100, ratePercent(clicks, maxClicks));
}

/** The CTR badge (seed 002 §9): 8 or more default, 4 to under 8 secondary, under 4 destructive. */
export function ctrBadge(ctrPercent: number): 'default' | 'secondary' | 'destructive' {
  if (ctrPercent >= CTR_BADGE_HIGH) return 'default';
  if (ctrPercent >= CTR_BADGE_MID) return 'secondary';
  return 'destructive';
}

/** Campaign names on the charts' axes are cut at 15 characters (seed 002 §9). */
export function chartName(name: string): string {
  const chars = [...name];
  return chars.length > CHART_NAME_MAX ? `${chars.slice(0, CHART_NAME_MAX).join('')}...` : name;
}
