import type { EntityManager } from 'typeorm';
import { LINK_TEXTS, TrackingEvents, type CampaignsEvents, type EventPayload } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import type { ClickEvent } from '../clicks/click-recorder.js';
import { billAgainstQuota, type Quota } from './cpc-quota.js';
import { judgeClicks, windowAdditions, windowKey, type BrowserSeen, type CountsBefore, type WindowAddition } from './click-signals.js';

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
 * Writes the batch's windows (each visitor's and address's clicks an hour, the network's people
 * that day, the address's browsers that day) and answers what each held before the batch: three
 * statements a batch, whatever its size, so a CPC click costs the counter a few rows more than
 * any other click and no more round trips.
 */
async function countWindows(manager: EntityManager, clicks: readonly ClickEvent[], unique: ReadonlySet<string>): Promise<CountsBefore> {
  const added = windowAdditions(clicks, unique);
  // Visitors and addresses share visitor_hours, the address's key marked apart.
  const addressHours = added.addressHour.map((w) => ({ ...w, who: `${ADDRESS_MARK}${w.who}` }));
  const hours = await addToWindows(manager, 'visitor_hours', [...added.visitorHour, ...addressHours]);
  const subnetDay = await addToWindows(manager, 'subnet_people', added.subnetDay);
  const { addressDay, newBrowsers } = await addBrowsers(manager, added.browsers);
  return {
    visitorHour: new Map(added.visitorHour.map((w) => [w.key, hours.get(w) ?? 0])),
    addressHour: new Map(addressHours.map((w) => [w.key, hours.get(w) ?? 0])),
    addressDay,
    subnetDay: new Map(added.subnetDay.map((w) => [w.key, subnetDay.get(w) ?? 0])),
    newBrowsers,
  };
}

/** How each windows table is written: its columns, and its window's start as the batch names it. */
const WINDOW_TABLES = {
  visitor_hours: {
    who: 'visitor_hash',
    when: 'hour',
    whenType: 'timestamptz',
    count: 'clicks',
    // As hourOf writes it: 2026-11-28T18:00:00.000Z.
    whenText: `to_char("hour" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  subnet_people: { who: 'subnet_key', when: 'day', whenType: 'date', count: 'people', whenText: `to_char("day", 'YYYY-MM-DD')` },
} as const;

/**
 * Adds a batch's counts to a windows table ((link, who, when) → count) in one statement and
 * answers, per row given, what its window held before them. The rows are written in key order,
 * so two consumers updating the same windows take their locks alike; the table answers each
 * window's total with its key, matched here (one pass, however big the batch).
 */
async function addToWindows(
  manager: EntityManager,
  table: keyof typeof WINDOW_TABLES,
  rows: readonly WindowAddition[],
): Promise<Map<WindowAddition, number>> {
  const before = new Map<WindowAddition, number>();
  if (!rows.length) return before;
  const t = WINDOW_TABLES[table];
  const stored = (linkId: string, who: string, when: string) => windowKey(linkId, who, when);
  const ordered = [...rows].sort((a, b) => stored(a.linkId, a.who, a.when).localeCompare(stored(b.linkId, b.who, b.when)));
  const totals: { link_id: string; who: string; when: string; total: number }[] = await manager.query(
    `INSERT INTO "tracking"."${table}" ("link_id", "${t.who}", "${t.when}", "${t.count}")
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::${t.whenType}[], $4::int[])
     ON CONFLICT ("link_id", "${t.who}", "${t.when}") DO UPDATE SET "${t.count}" = "${table}"."${t.count}" + EXCLUDED."${t.count}"
     RETURNING "link_id", "${t.who}" AS "who", ${t.whenText} AS "when", "${t.count}" AS "total"`,
    [ordered.map((r) => r.linkId), ordered.map((r) => r.who), ordered.map((r) => r.when), ordered.map((r) => r.added)],
  );
  const byKey = new Map(ordered.map((r) => [stored(r.linkId, r.who, r.when), r]));
  for (const { link_id, who, when, total } of totals) {
    const row = byKey.get(stored(link_id, who, when));
    if (row) before.set(row, total - row.added);
  }
  return before;
}

/**
 * Records the browsers each address showed a link that day and answers how many it had shown
 * before the batch and which of the batch's were new, in one statement: the statement's main
 * query reads the table as it was when the statement began, without the rows its INSERT adds.
 */
async function addBrowsers(
  manager: EntityManager,
  browsers: readonly BrowserSeen[],
): Promise<Pick<CountsBefore, 'addressDay' | 'newBrowsers'>> {
  const addressDay = new Map<string, number>();
  const newBrowsers = new Set<string>();
  if (!browsers.length) return { addressDay, newBrowsers };
  const rows: { fresh: boolean; link_id: string; address_key: string; day: string; visitor_hash: string | null; browsers: number }[] =
    await manager.query(
      `WITH d AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::date[], $4::text[]) AS d("link_id", "address_key", "day", "visitor_hash")),
            added AS (INSERT INTO "tracking"."address_agents" ("link_id", "address_key", "day", "visitor_hash")
                      SELECT * FROM d ON CONFLICT DO NOTHING RETURNING "link_id", "address_key", "day", "visitor_hash")
       SELECT true AS "fresh", "link_id", "address_key", to_char("day", 'YYYY-MM-DD') AS "day", "visitor_hash", 0 AS "browsers" FROM added
       UNION ALL
       SELECT false, a."link_id", a."address_key", to_char(a."day", 'YYYY-MM-DD'), NULL, count(*)::int
         FROM "tracking"."address_agents" a
         JOIN (SELECT DISTINCT "link_id", "address_key", "day" FROM d) k
           ON a."link_id" = k."link_id" AND a."address_key" = k."address_key" AND a."day" = k."day"
        GROUP BY a."link_id", a."address_key", a."day"`,
      [browsers.map((x) => x.linkId), browsers.map((x) => x.addressKey), browsers.map((x) => x.day), browsers.map((x) => x.visitorHash)],
    );
  for (const row of rows) {
    const day = windowKey(row.link_id, row.address_key, row.day);
    if (row.fresh) newBrowsers.add(`${day} ${row.visitor_hash}`);
    else addressDay.set(day, row.browsers);
  }
  return { addressDay, newBrowsers };
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
