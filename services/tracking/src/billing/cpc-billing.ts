import type { EntityManager } from 'typeorm';
import { LINK_TEXTS, TrackingEvents, type CampaignsEvents, type EventPayload } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import type { ClickEvent } from '../clicks/click-recorder.js';
import { billAgainstQuota, type Quota } from './cpc-quota.js';
import { judgeClicks, windowAdditions, windowKey, type CountsBefore, type WindowAddition } from './click-signals.js';

/** An address's hourly window is kept beside the visitors' in visitor_hours, its key marked apart. */
const ADDRESS_MARK = '@';

/** A CPC ledger, locked, with its link's owners. */
export interface LedgerRow {
  link_id: string;
  participation_id: string;
  cost_per_click_cents: number;
  max_clicks: number;
  billed_clicks: number;
  earned_cents: string;
  warned_at: Date | null;
  reached_at: Date | null;
  held_at: Date | null;
  held_reason: string | null;
  unique_code: string;
  campaign_id: string;
  campaign_name: string | null;
  brand_id: string;
  creator_id: string;
}

/** Opens the ledger of an approved participation's link: its price and quota, nothing billed. */
export async function openLedger(manager: EntityManager, event: EventPayload<typeof CampaignsEvents.participationApproved>): Promise<void> {
  await manager.query(
    `INSERT INTO "tracking"."cpc_ledgers" ("link_id", "participation_id", "cost_per_click_cents", "max_clicks")
     SELECT "id", $1, $2, $3 FROM "tracking"."affiliate_links" WHERE "source_id" = $1 AND "kind" = 'cpc'
     ON CONFLICT DO NOTHING`,
    [event.participationId, event.costPerClickCents, event.maxClicks],
  );
}

/**
 * Bills the batch's unique human clicks on CPC links, in the click counter's transaction: the
 * ledgers are locked in key order; the clicks are judged (click-signals.ts: one person an
 * address a day, a network's people capped, the fraud windows counted); a signal past its limit
 * tells the brand and holds the link's billing; each billable click is billed once (its id is the
 * bill's key and the counter skips ids it has seen) and never beyond the quota, or kept 'held'
 * while the link is held. Answers the codes whose redirect changed.
 */
export async function billClicks(
  manager: EntityManager,
  outbox: Outbox,
  clicks: readonly ClickEvent[],
  unique: ReadonlySet<string>,
): Promise<string[]> {
  const linkIds = [...new Set(clicks.map((c) => c.linkId))].sort();
  const ledgers: LedgerRow[] = await manager.query(
    `SELECT g.*, l."unique_code", l."campaign_id", l."campaign_name", l."brand_id", l."creator_id"
       FROM "tracking"."cpc_ledgers" g JOIN "tracking"."affiliate_links" l ON l."id" = g."link_id"
      WHERE g."link_id" = ANY($1::uuid[]) ORDER BY g."link_id" FOR UPDATE OF g`,
    [linkIds],
  );
  if (!ledgers.length) return [];
  const byLink = new Map(ledgers.map((l) => [l.link_id, l]));
  const cpcClicks = clicks.filter((c) => !c.botReason && byLink.has(c.linkId));
  if (!cpcClicks.length) return [];
  const judgement = judgeClicks(cpcClicks, unique, await countWindows(manager, cpcClicks, unique));
  await flag(manager, cpcClicks, judgement.flagged);
  const now = new Date();
  for (const crossing of judgement.crossings) {
    const ledger = byLink.get(crossing.linkId)!;
    await outbox.add(manager, TrackingEvents.fraudDetected, {
      linkId: crossing.linkId,
      campaignId: ledger.campaign_id,
      campaignName: ledger.campaign_name ?? '',
      brandId: ledger.brand_id,
      creatorId: ledger.creator_id,
      rule: crossing.rule,
      clicks: crossing.count,
      hourStart: crossing.windowStart,
    });
    if (!ledger.held_at) {
      ledger.held_at = now;
      ledger.held_reason = crossing.rule;
      await manager.query(`UPDATE "tracking"."cpc_ledgers" SET "held_at" = $2, "held_reason" = $3 WHERE "link_id" = $1`, [
        ledger.link_id,
        now,
        crossing.rule,
      ]);
    }
  }

  const clickAt = new Map(cpcClicks.map((c) => [c.eventId, c.occurredAt]));
  const linkOf = new Map(cpcClicks.map((c) => [c.eventId, c.linkId]));
  const expired: string[] = [];
  for (const ledger of ledgers) {
    const billable = judgement.billable.filter((id) => linkOf.get(id) === ledger.link_id);
    if (!billable.length || ledger.reached_at) continue;
    if (ledger.held_at) {
      await manager.query(
        `INSERT INTO "tracking"."cpc_bills" ("click_id", "link_id", "amount_cents", "billed_at", "status")
         SELECT "id", $2, $3, "at", 'held' FROM unnest($1::uuid[], $4::timestamptz[]) AS b("id", "at")`,
        [billable, ledger.link_id, ledger.cost_per_click_cents, billable.map((id) => clickAt.get(id))],
      );
      continue;
    }
    if (
      await billOnQuota(
        manager,
        outbox,
        ledger,
        billable.map((id) => ({ clickId: id, at: clickAt.get(id)! })),
      )
    )
      expired.push(ledger.unique_code);
  }
  return expired;
}

/**
 * Bills clicks of one ledger (locked by the caller) in the order given, never beyond its quota:
 * writes their bills (or, for `held` ones being released, turns them billed), moves the ledger,
 * and tells campaigns the totals, the 90 % mark and a spent quota once each; a spent quota
 * expires the link. Answers whether it did. Clicks beyond the quota are left to the caller.
 */
export async function billOnQuota(
  manager: EntityManager,
  outbox: Outbox,
  ledger: LedgerRow,
  clicks: readonly { clickId: string; at: string | Date }[],
  releasing = false,
): Promise<boolean> {
  const quota: Quota = {
    costPerClickCents: ledger.cost_per_click_cents,
    maxClicks: ledger.max_clicks,
    billedClicks: ledger.billed_clicks,
    earnedCents: Number(ledger.earned_cents),
    warned: ledger.warned_at !== null,
    reached: ledger.reached_at !== null,
  };
  const step = billAgainstQuota(
    quota,
    clicks.map((c) => c.clickId),
  );
  if (!step.billed.length) return false;
  const at = new Map(clicks.map((c) => [c.clickId, c.at]));
  if (releasing)
    await manager.query(
      `UPDATE "tracking"."cpc_bills" SET "status" = 'billed', "settled_at" = now() WHERE "click_id" = ANY($1::uuid[]) AND "status" = 'held'`,
      [step.billed],
    );
  else
    await manager.query(
      `INSERT INTO "tracking"."cpc_bills" ("click_id", "link_id", "amount_cents", "billed_at")
       SELECT "id", $2, $3, "at" FROM unnest($1::uuid[], $4::timestamptz[]) AS b("id", "at")`,
      [step.billed, ledger.link_id, quota.costPerClickCents, step.billed.map((id) => at.get(id))],
    );
  await manager.query(
    `UPDATE "tracking"."cpc_ledgers" SET "billed_clicks" = $2, "earned_cents" = $3,
            "warned_at" = CASE WHEN $4 THEN now() ELSE "warned_at" END, "reached_at" = CASE WHEN $5 THEN now() ELSE "reached_at" END
      WHERE "link_id" = $1`,
    [ledger.link_id, step.after.billedClicks, step.after.earnedCents, step.warnNow, step.reachedNow],
  );
  ledger.billed_clicks = step.after.billedClicks;
  ledger.earned_cents = String(step.after.earnedCents);
  const facts = {
    participationId: ledger.participation_id,
    campaignId: ledger.campaign_id,
    campaignName: ledger.campaign_name ?? '',
    brandId: ledger.brand_id,
    creatorId: ledger.creator_id,
    linkId: ledger.link_id,
    costPerClickCents: quota.costPerClickCents,
    maxClicks: quota.maxClicks,
    billedClicks: step.after.billedClicks,
    earnedCents: step.after.earnedCents,
  };
  await outbox.add(manager, TrackingEvents.cpcBilled, { ...facts, newClicks: step.billed.length });
  if (step.warnNow) await outbox.add(manager, TrackingEvents.cpcQuotaWarning, facts);
  if (!step.reachedNow) return false;
  ledger.reached_at = new Date();
  await outbox.add(manager, TrackingEvents.cpcQuotaReached, facts);
  await manager.query(
    `UPDATE "tracking"."affiliate_links" SET "status" = 'expired', "expired_reason" = $2 WHERE "id" = $1 AND "status" <> 'expired'`,
    [ledger.link_id, LINK_TEXTS.quotaReached],
  );
  return true;
}

/**
 * Writes the batch's windows (each visitor's and address's clicks an hour, the address's browsers
 * that day, the network's people that day) and answers what each held before the batch.
 */
async function countWindows(manager: EntityManager, clicks: readonly ClickEvent[], unique: ReadonlySet<string>): Promise<CountsBefore> {
  const added = windowAdditions(clicks, unique);
  const visitorHour = await addToWindows(manager, 'visitor_hours', 'visitor_hash', 'hour', 'clicks', added.visitorHour);
  const addressHour = await addToWindows(
    manager,
    'visitor_hours',
    'visitor_hash',
    'hour',
    'clicks',
    added.addressHour.map((w) => ({ ...w, who: `${ADDRESS_MARK}${w.who}` })),
  );
  const subnetDay = await addToWindows(manager, 'subnet_people', 'subnet_key', 'day', 'people', added.subnetDay);

  const newBrowsers = new Set<string>();
  const addressDay = new Map<string, number>();
  if (added.browsers.length) {
    const b = added.browsers;
    const fresh: { link_id: string; address_key: string; day: string; visitor_hash: string }[] = await manager.query(
      `INSERT INTO "tracking"."address_agents" ("link_id", "address_key", "day", "visitor_hash")
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::date[], $4::text[]) ON CONFLICT DO NOTHING
       RETURNING "link_id", "address_key", to_char("day", 'YYYY-MM-DD') AS "day", "visitor_hash"`,
      [b.map((x) => x.linkId), b.map((x) => x.addressKey), b.map((x) => x.day), b.map((x) => x.visitorHash)],
    );
    const freshPerDay = new Map<string, number>();
    for (const row of fresh) {
      const day = windowKey(row.link_id, row.address_key, row.day);
      newBrowsers.add(`${day} ${row.visitor_hash}`);
      freshPerDay.set(day, (freshPerDay.get(day) ?? 0) + 1);
    }
    const days = [...new Map(b.map((x) => [windowKey(x.linkId, x.addressKey, x.day), x])).values()];
    const totals: { link_id: string; address_key: string; day: string; browsers: number }[] = await manager.query(
      `SELECT a."link_id", a."address_key", to_char(a."day", 'YYYY-MM-DD') AS "day", count(*)::int AS "browsers"
         FROM "tracking"."address_agents" a JOIN unnest($1::uuid[], $2::text[], $3::date[]) AS d("link_id", "address_key", "day")
           ON a."link_id" = d."link_id" AND a."address_key" = d."address_key" AND a."day" = d."day"
        GROUP BY a."link_id", a."address_key", a."day"`,
      [days.map((x) => x.linkId), days.map((x) => x.addressKey), days.map((x) => x.day)],
    );
    for (const row of totals) {
      const key = windowKey(row.link_id, row.address_key, row.day);
      addressDay.set(key, row.browsers - (freshPerDay.get(key) ?? 0));
    }
  }
  return { visitorHour, addressHour, addressDay, subnetDay, newBrowsers };
}

/**
 * Adds a batch's counts to a windows table ((link, who, when) → count) and answers, per window
 * key, what it held before them (`who` as the caller named it, without the table's mark).
 */
async function addToWindows(
  manager: EntityManager,
  table: 'visitor_hours' | 'subnet_people',
  whoColumn: 'visitor_hash' | 'subnet_key',
  whenColumn: 'hour' | 'day',
  countColumn: 'clicks' | 'people',
  rows: readonly WindowAddition[],
): Promise<Map<string, number>> {
  const before = new Map<string, number>();
  if (!rows.length) return before;
  const whenType = whenColumn === 'hour' ? 'timestamptz' : 'date';
  const totals: { i: number; total: number }[] = await manager.query(
    `WITH d AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::${whenType}[], $4::int[]) WITH ORDINALITY AS d("link_id", "who", "when", "n", "i"))
     INSERT INTO "tracking"."${table}" ("link_id", "${whoColumn}", "${whenColumn}", "${countColumn}")
     SELECT "link_id", "who", "when", "n" FROM d ORDER BY "i"
     ON CONFLICT ("link_id", "${whoColumn}", "${whenColumn}") DO UPDATE SET "${countColumn}" = "${table}"."${countColumn}" + EXCLUDED."${countColumn}"
     RETURNING (SELECT d."i" FROM d WHERE d."link_id" = "${table}"."link_id" AND d."who" = "${table}"."${whoColumn}" AND d."when" = "${table}"."${whenColumn}")::int AS "i",
               "${countColumn}" AS "total"`,
    [rows.map((r) => r.linkId), rows.map((r) => r.who), rows.map((r) => r.when), rows.map((r) => r.added)],
  );
  for (const { i, total } of totals) {
    const row = rows[i - 1]!;
    before.set(row.key, total - row.added);
  }
  return before;
}

/** Adds the flagged clicks to their links' count (what click quality shows as flagged). */
async function flag(manager: EntityManager, clicks: readonly ClickEvent[], flagged: ReadonlySet<string>): Promise<void> {
  const perLink = new Map<string, number>();
  for (const click of clicks) if (flagged.has(click.eventId)) perLink.set(click.linkId, (perLink.get(click.linkId) ?? 0) + 1);
  if (!perLink.size) return;
  const ordered = [...perLink].sort(([a], [b]) => a.localeCompare(b));
  await manager.query(
    `UPDATE "tracking"."affiliate_links" l SET "flagged_clicks" = l."flagged_clicks" + d."n"
       FROM unnest($1::uuid[], $2::int[]) AS d("link_id", "n") WHERE l."id" = d."link_id"`,
    [ordered.map(([id]) => id), ordered.map(([, n]) => n)],
  );
}
