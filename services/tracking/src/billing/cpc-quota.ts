/** A participation's quota as the ledger holds it. */
export interface Quota {
  costPerClickCents: number;
  maxClicks: number;
  billedClicks: number;
  earnedCents: number;
  warned: boolean;
  reached: boolean;
}

/** The share of the quota at which the creator and the brand are warned (seed 002 §3 cpc_quota_warning). */
export const QUOTA_WARNING_SHARE = 0.9;

/**
 * Bills clicks against a quota in the order given, never beyond it: which clicks were billed,
 * the quota after, and whether this step crossed the warning share or spent the quota (each
 * happens once: `warned` and `reached` stay true).
 */
export function billAgainstQuota(quota: Quota, clickIds: readonly string[]) {
  const room = Math.max(0, quota.maxClicks - quota.billedClicks);
  const billed = clickIds.slice(0, room);
  const billedClicks = quota.billedClicks + billed.length;
  const after: Quota = {
    ...quota,
    billedClicks,
    earnedCents: quota.earnedCents + billed.length * quota.costPerClickCents,
    warned: quota.warned || billedClicks >= Math.ceil(quota.maxClicks * QUOTA_WARNING_SHARE),
    reached: quota.reached || billedClicks >= quota.maxClicks,
  };
  return { billed, after, warnNow: after.warned && !quota.warned, reachedNow: after.reached && !quota.reached };
}
