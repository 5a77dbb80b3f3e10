import type { DataSource, EntityManager } from 'typeorm';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamOf, trackedClickSchema, TrackingEvents } from '@afilia/contracts';
import { durableName, ensureConsumer, ensureStream, jetstreamManager, type JsonLogger, type Outbox } from '@afilia/service-kit';
import { billClicks } from '../billing/cpc-billing.js';
import { announceLinkChanges } from '../links/link-changes.js';
import type { ClickEvent } from './click-recorder.js';
import { countClicks, personOf, type LinkScopes } from './click-tally.js';

const SUBJECT = TrackingEvents.clicksRecorded.subject;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Counted click ids are kept this long; a redelivery comes within minutes, a spool within hours. */
const CLICK_IDS_KEEP_DAYS = 30;

/** The month partition of `clicks` that holds a moment: clicks_y2026m11. */
export function monthPartition(at: Date): { name: string; from: string; to: string } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const from = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(y, m + 1, 1)).toISOString().slice(0, 10);
  return { name: `clicks_y${y}m${String(m + 1).padStart(2, '0')}`, from, to };
}

/** A delivered message and the clicks it carries. */
interface Delivery {
  msg: JsMsg;
  clicks: ClickEvent[];
}

/**
 * The clicks a message carries: a batch's (decision 238), each click read on its own so one a
 * spool tore or an older version wrote differently costs that click, not its companions; or the
 * one click a message published before batching carried. Null when it carries none.
 */
export function clicksOf(json: unknown, onUnreadable: (issues: number) => void): ClickEvent[] | null {
  const items = (json as { clicks?: unknown } | null)?.clicks;
  if (!Array.isArray(items)) {
    const single = trackedClickSchema.safeParse(json);
    if (single.success) return [single.data];
    onUnreadable(single.error.issues.length);
    return null;
  }
  const clicks: ClickEvent[] = [];
  for (const item of items) {
    const parsed = trackedClickSchema.safeParse(item);
    if (parsed.success) clicks.push(parsed.data);
    else onUnreadable(parsed.error.issues.length);
  }
  return clicks.length ? clicks : null;
}

/**
 * Stores and counts the clicks the redirect published, in batches: one transaction per batch
 * writes the clicks, marks their ids counted and moves every counter (the link's clicks, unique
 * clicks and bot clicks, the daily rollups per link, campaign, creator and brand, and the
 * sources, devices and countries), then the batch is acknowledged. A click id already counted
 * (a redelivery, a spool published twice) is skipped inside the same transaction, so counters
 * move once per click whatever the bus does, with one consumer or several. The same transaction
 * bills the unique human clicks of CPC links (billing/cpc-billing.ts).
 */
export class ClickCounter {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private housekeeping: NodeJS.Timeout | null = null;
  /** Clicks delivered and not yet counted; a batch is what arrived while the last one was written. */
  private readonly arrived: Delivery[] = [];
  private messages: ConsumerMessages | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly nc: NatsConnection,
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    private readonly batchSize = 500,
  ) {}

  async start(): Promise<void> {
    await this.ensurePartitions();
    this.housekeeping = setInterval(() => void this.tidy(), 60 * 60 * 1000);
    this.housekeeping.unref();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.housekeeping) clearInterval(this.housekeeping);
    await this.messages?.close();
    this.wake?.();
    await this.loop;
  }

  private async consumer() {
    const stream = streamOf('tracking')!;
    const durable = durableName('tracking', SUBJECT);
    const jsm = await jetstreamManager(this.nc);
    await ensureStream(jsm, stream);
    await ensureConsumer(jsm, stream.name, durable, SUBJECT, { max_ack_pending: this.batchSize * 4 });
    return jetstream(this.nc).consumers.get(stream.name, durable);
  }

  /**
   * One continuous pull (nats.js `consume`, which keeps its pulls topped up and re-pulls after a
   * missed heartbeat) fills `arrived`; the loop counts what has arrived, up to a batch at a time,
   * so a busy second makes big batches and a quiet one counts a lone click at once. Nothing a
   * pull delivered is dropped when the pull fails: it is counted, or redelivered if not acked.
   */
  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        const consumer = await this.consumer();
        const messages = await consumer.consume({
          max_messages: this.batchSize * 2,
          callback: (msg) => {
            this.arrive(msg);
            this.wake?.();
          },
        });
        this.messages = messages;
        let closed = false;
        void messages.closed().then(() => {
          closed = true;
          this.wake?.();
        });
        while (!closed || this.arrived.length) {
          if (this.arrived.length) await this.count(this.nextBatch());
          else await new Promise<void>((resolve) => (this.wake = resolve));
          this.wake = null;
        }
        // The pull ended without a stop (its consumer went away): bind again in a moment.
        if (!this.stopped) await new Promise((r) => setTimeout(r, 1000));
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn('clicks.consumer-waiting', { error: String(error) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** Reads a delivery's clicks as it arrives; a message that carries none is terminated. */
  private arrive(msg: JsMsg): void {
    const clicks = clicksOf(msg.json(), (issues) => this.logger.error('clicks.unreadable', { seq: msg.seq, issues }));
    if (clicks) this.arrived.push({ msg, clicks });
    else msg.term();
  }

  /** Whole messages from the front of what arrived, up to `batchSize` clicks (always at least one message). */
  private nextBatch(): Delivery[] {
    let taken = 0;
    let clicks = 0;
    for (const delivery of this.arrived) {
      if (taken > 0 && clicks + delivery.clicks.length > this.batchSize) break;
      clicks += delivery.clicks.length;
      taken += 1;
    }
    return this.arrived.splice(0, taken);
  }

  /** Counts a batch in one transaction; acknowledged after the commit, retried as a whole on failure. */
  private async count(batch: Delivery[]): Promise<void> {
    const clicks = batch.flatMap((d) => d.clicks);
    try {
      await this.dataSource.transaction((manager) => this.store(manager, clicks));
      for (const { msg } of batch) msg.ack();
    } catch (error) {
      this.logger.warn('clicks.batch-failed', { size: clicks.length, error: String(error) });
      for (const { msg } of batch) msg.nak(1000);
    }
  }

  private async store(manager: EntityManager, all: ClickEvent[]): Promise<void> {
    const fresh: { id: string }[] = await manager.query(
      `INSERT INTO "tracking"."click_ids" ("id", "clicked_at")
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[]) ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [all.map((c) => c.eventId), all.map((c) => c.occurredAt)],
    );
    const freshIds = new Set(fresh.map((r) => r.id));
    // Within a batch too, one click id counts once.
    const clicks = [...new Map(all.filter((c) => freshIds.has(c.eventId)).map((c) => [c.eventId, c])).values()];
    if (!clicks.length) return;
    clicks.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));

    const humans = clicks.filter((c) => !c.botReason);
    const firstVisits: { link_id: string; visitor_hash: string }[] = humans.length
      ? await manager.query(
          `INSERT INTO "tracking"."link_visitors" ("link_id", "visitor_hash", "first_at")
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) ON CONFLICT DO NOTHING RETURNING "link_id", "visitor_hash"`,
          [humans.map((c) => c.linkId), humans.map(personOf), humans.map((c) => c.occurredAt)],
        )
      : [];
    const links: { id: string; campaign_id: string | null; creator_id: string; brand_id: string }[] = await manager.query(
      `SELECT "id", "campaign_id", "creator_id", "brand_id" FROM "tracking"."affiliate_links" WHERE "id" = ANY($1::uuid[])`,
      [[...new Set(clicks.map((c) => c.linkId))]],
    );
    const scopes: LinkScopes = new Map(
      links.map((l) => [l.id, { campaignId: l.campaign_id, creatorId: l.creator_id, brandId: l.brand_id }]),
    );
    const tally = countClicks(clicks, new Set(firstVisits.map((v) => `${v.link_id} ${v.visitor_hash}`)), scopes);

    await manager.query(
      `INSERT INTO "tracking"."clicks" ("id", "link_id", "clicked_at", "via", "visitor_hash", "unique_visit", "device", "referrer_host",
         "country", "bot_reason", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "address_key")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::boolean[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])`,
      [
        clicks.map((c) => c.eventId),
        clicks.map((c) => c.linkId),
        clicks.map((c) => c.occurredAt),
        clicks.map((c) => c.via),
        clicks.map((c) => c.visitorHash),
        clicks.map((c) => tally.unique.has(c.eventId)),
        clicks.map((c) => c.device),
        clicks.map((c) => c.referrerHost),
        clicks.map((c) => c.country),
        clicks.map((c) => c.botReason),
        clicks.map((c) => c.utm.source),
        clicks.map((c) => c.utm.medium),
        clicks.map((c) => c.utm.campaign),
        clicks.map((c) => c.utm.content),
        clicks.map((c) => c.utm.term),
        clicks.map((c) => c.addressKey ?? null),
      ],
    );
    // Rows in key order, so two consumers updating the same links take their locks alike.
    const perLink = [...tally.perLink].sort(([a], [b]) => a.localeCompare(b));
    await manager.query(
      `UPDATE "tracking"."affiliate_links" l
          SET "clicks" = l."clicks" + d."clicks", "unique_clicks" = l."unique_clicks" + d."unique_clicks", "bot_clicks" = l."bot_clicks" + d."bot_clicks",
              "last_click_at" = GREATEST(l."last_click_at", d."last_at")
         FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::timestamptz[]) AS d("link_id", "clicks", "unique_clicks", "bot_clicks", "last_at")
        WHERE l."id" = d."link_id"`,
      [
        perLink.map(([id]) => id),
        perLink.map(([, n]) => n.clicks),
        perLink.map(([, n]) => n.unique),
        perLink.map(([, n]) => n.bots),
        perLink.map(([, n]) => n.lastAt),
      ],
    );
    const rollups = [...tally.rollups.values()].sort((a, b) => a.key.localeCompare(b.key));
    await manager.query(
      `INSERT INTO "tracking"."click_rollups" ("scope", "scope_id", "day", "clicks", "unique_clicks", "bot_clicks")
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::date[], $4::int[], $5::int[], $6::int[])
       ON CONFLICT ("scope", "scope_id", "day") DO UPDATE SET "clicks" = "click_rollups"."clicks" + EXCLUDED."clicks",
         "unique_clicks" = "click_rollups"."unique_clicks" + EXCLUDED."unique_clicks", "bot_clicks" = "click_rollups"."bot_clicks" + EXCLUDED."bot_clicks"`,
      [
        rollups.map((r) => r.scope),
        rollups.map((r) => r.scopeId),
        rollups.map((r) => r.day),
        rollups.map((r) => r.clicks),
        rollups.map((r) => r.unique),
        rollups.map((r) => r.bots),
      ],
    );
    const breakdowns = [...tally.breakdowns.values()].sort((a, b) => a.key.localeCompare(b.key));
    if (breakdowns.length)
      await manager.query(
        `INSERT INTO "tracking"."click_breakdowns" ("link_id", "day", "dimension", "value", "clicks")
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::int[])
         ON CONFLICT ("link_id", "day", "dimension", "value") DO UPDATE SET "clicks" = "click_breakdowns"."clicks" + EXCLUDED."clicks"`,
        [
          breakdowns.map((b) => b.linkId),
          breakdowns.map((b) => b.day),
          breakdowns.map((b) => b.dimension),
          breakdowns.map((b) => b.value),
          breakdowns.map((b) => b.clicks),
        ],
      );
    const expired = await billClicks(manager, this.outbox, clicks, tally.unique);
    await announceLinkChanges(manager, this.outbox, expired);
  }

  /**
   * This month's and next month's partitions exist before their first click. Every replica
   * checks at boot: IF NOT EXISTS alone does not stop two doing it at once (the second fails on
   * the table the first is creating), so they take turns under a transaction's advisory lock.
   */
  async ensurePartitions(now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['afilia:tracking:click-partitions']);
      for (const at of [now, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))]) {
        const p = monthPartition(at);
        await manager.query(
          `CREATE TABLE IF NOT EXISTS "tracking"."${p.name}" PARTITION OF "tracking"."clicks" FOR VALUES FROM ('${p.from}') TO ('${p.to}')`,
        );
      }
    });
  }

  private async tidy(): Promise<void> {
    try {
      await this.ensurePartitions();
      const now = Date.now();
      await this.dataSource.query(`DELETE FROM "tracking"."click_ids" WHERE "clicked_at" < $1`, [
        new Date(now - CLICK_IDS_KEEP_DAYS * DAY_MS),
      ]);
      // Visitors are per day's salt: after two days no new click can match them.
      await this.dataSource.query(`DELETE FROM "tracking"."link_visitors" WHERE "first_at" < $1`, [new Date(now - 2 * DAY_MS)]);
      // The fraud rule counts within the hour: earlier hours are done with.
      await this.dataSource.query(`DELETE FROM "tracking"."visitor_hours" WHERE "hour" < $1`, [new Date(now - 2 * 60 * 60 * 1000)]);
      // The networks' people and the addresses' browsers are counted per day.
      const yesterday = new Date(now - DAY_MS).toISOString().slice(0, 10);
      await this.dataSource.query(`DELETE FROM "tracking"."subnet_people" WHERE "day" < $1::date`, [yesterday]);
      await this.dataSource.query(`DELETE FROM "tracking"."address_agents" WHERE "day" < $1::date`, [yesterday]);
    } catch (error) {
      this.logger.warn('clicks.tidy-failed', { error: String(error) });
    }
  }
}
