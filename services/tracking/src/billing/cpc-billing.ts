import type { EntityManager } from 'typeorm';
import { LINK_TEXTS, TrackingEvents, type CampaignsEvents, type EventPayload } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import type { ClickEvent } from '../clicks/click-recorder.js';
import { billAgainstQuota, type Quota } from './cpc-quota.js';
import { flaggedIn, hourOf, windowsCrossingLimit, type VisitorHour } from './fraud-rule.js';

interface LedgerRow {
  link_id: string;
  participation_id: string;
  cost_per_click_cents: number;
  max_clicks: number;
  billed_clicks: number;
  earned_cents: string;
  warned_at: Date | null;
  reached_at: Date | null;
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
 * ledgers are locked in key order, each click is billed once (its id is the bill's key and the
 * counter skips ids it has seen) and never beyond the quota; the participation's totals go to
 * campaigns (`tracking.cpc.billed`), the 90 % mark and the spent quota once each, and a spent
 * quota expires the link. Answers the codes whose redirect changed.
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
  await reportRepeatVisitors(manager, outbox, clicks, ledgers);

  const expired: string[] = [];
  for (const ledger of ledgers) {
    const billable = clicks.filter((c) => c.linkId === ledger.link_id && unique.has(c.eventId));
    if (!billable.length || ledger.reached_at) continue;
    const quota: Quota = {
      costPerClickCents: ledger.cost_per_click_cents,
      maxClicks: ledger.max_clicks,
      billedClicks: ledger.billed_clicks,
      earnedCents: Number(ledger.earned_cents),
      warned: ledger.warned_at !== null,
      reached: false,
    };
    const step = billAgainstQuota(
      quota,
      billable.map((c) => c.eventId),
    );
    if (!step.billed.length) continue;
    const billedAt = new Map(billable.map((c) => [c.eventId, c.occurredAt]));
    await manager.query(
      `INSERT INTO "tracking"."cpc_bills" ("click_id", "link_id", "amount_cents", "billed_at")
       SELECT "id", $2, $3, "at" FROM unnest($1::uuid[], $4::timestamptz[]) AS b("id", "at")`,
      [step.billed, ledger.link_id, quota.costPerClickCents, step.billed.map((id) => billedAt.get(id))],
    );
    await manager.query(
      `UPDATE "tracking"."cpc_ledgers" SET "billed_clicks" = $2, "earned_cents" = $3,
              "warned_at" = CASE WHEN $4 THEN now() ELSE "warned_at" END, "reached_at" = CASE WHEN $5 THEN now() ELSE "reached_at" END
        WHERE "link_id" = $1`,
      [ledger.link_id, step.after.billedClicks, step.after.earnedCents, step.warnNow, step.reachedNow],
    );
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
    if (step.reachedNow) {
      await outbox.add(manager, TrackingEvents.cpcQuotaReached, facts);
      await manager.query(
        `UPDATE "tracking"."affiliate_links" SET "status" = 'expired', "expired_reason" = $2 WHERE "id" = $1 AND "status" <> 'expired'`,
        [ledger.link_id, LINK_TEXTS.quotaReached],
      );
      expired.push(ledger.unique_code);
    }
  }
  return expired;
}

/** Counts each visitor's human clicks per CPC link and hour, and reports the windows past the limit. */
async function reportRepeatVisitors(manager: EntityManager, outbox: Outbox, clicks: readonly ClickEvent[], ledgers: readonly LedgerRow[]) {
  const byLink = new Map(ledgers.map((l) => [l.link_id, l]));
  const windows = new Map<string, VisitorHour>();
  for (const click of clicks) {
    if (click.botReason || !byLink.has(click.linkId)) continue;
    const hour = hourOf(click.occurredAt);
    const key = `${click.linkId} ${click.visitorHash} ${hour}`;
    const window = windows.get(key) ?? { linkId: click.linkId, visitorHash: click.visitorHash, hour, before: 0, added: 0 };
    window.added += 1;
    windows.set(key, window);
  }
  if (!windows.size) return;
  const rows = [...windows.values()].sort((a, b) =>
    `${a.linkId}${a.visitorHash}${a.hour}`.localeCompare(`${b.linkId}${b.visitorHash}${b.hour}`),
  );
  const counted: { link_id: string; visitor_hash: string; hour: Date; clicks: number }[] = await manager.query(
    `INSERT INTO "tracking"."visitor_hours" ("link_id", "visitor_hash", "hour", "clicks")
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[])
     ON CONFLICT ("link_id", "visitor_hash", "hour") DO UPDATE SET "clicks" = "visitor_hours"."clicks" + EXCLUDED."clicks"
     RETURNING "link_id", "visitor_hash", "hour", "clicks"`,
    [rows.map((w) => w.linkId), rows.map((w) => w.visitorHash), rows.map((w) => w.hour), rows.map((w) => w.added)],
  );
  for (const row of counted) {
    const window = windows.get(`${row.link_id} ${row.visitor_hash} ${row.hour.toISOString()}`)!;
    window.before = row.clicks - window.added;
  }
  // The clicks past the limit, per link: what click quality counts as flagged.
  const flagged = new Map<string, number>();
  for (const window of windows.values()) {
    const n = flaggedIn(window);
    if (n > 0) flagged.set(window.linkId, (flagged.get(window.linkId) ?? 0) + n);
  }
  if (flagged.size) {
    const ordered = [...flagged].sort(([a], [b]) => a.localeCompare(b));
    await manager.query(
      `UPDATE "tracking"."affiliate_links" l SET "flagged_clicks" = l."flagged_clicks" + d."n"
         FROM unnest($1::uuid[], $2::int[]) AS d("link_id", "n") WHERE l."id" = d."link_id"`,
      [ordered.map(([id]) => id), ordered.map(([, n]) => n)],
    );
  }
  for (const window of windowsCrossingLimit([...windows.values()])) {
    const ledger = byLink.get(window.linkId)!;
    await outbox.add(manager, TrackingEvents.fraudDetected, {
      linkId: window.linkId,
      campaignId: ledger.campaign_id,
      campaignName: ledger.campaign_name ?? '',
      brandId: ledger.brand_id,
      creatorId: ledger.creator_id,
      rule: 'visitor_repeat',
      clicks: window.before + window.added,
      hourStart: window.hour,
    });
  }
}
