import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { CampaignsEvents, streamOf, streamOfEvent, TrackingEvents } from '@afilia/contracts';
import { connectNats, durableName, ensureStream, jetstreamManager } from '@afilia/service-kit';
import { adminDatabaseUrl, testBusAccess, waitFor } from '@afilia/service-kit/testing';

/** A link's counters and what its stored clicks add up to, read in one statement (one snapshot). */
export interface LinkTally {
  /** The link's counters. */
  clicks: number;
  unique_clicks: number;
  bot_clicks: number;
  billed_clicks: number;
  /** Rows in tracking.clicks, distinct click ids among them, unique visits among them. */
  stored: number;
  distinct_ids: number;
  unique_stored: number;
  /** Rows in cpc_bills, and the link's daily rollups summed. */
  bills: number;
  rolled_up: number;
}

/** A link's tally (`db` as an administrator). */
export async function linkTally(db: pg.Client, linkId: string): Promise<LinkTally> {
  const { rows } = await db.query(
    `SELECT l.clicks, l.unique_clicks, l.bot_clicks, g.billed_clicks,
              (SELECT count(*)::int FROM tracking.clicks c WHERE c.link_id = l.id) AS stored,
              (SELECT count(DISTINCT c.id)::int FROM tracking.clicks c WHERE c.link_id = l.id) AS distinct_ids,
              (SELECT count(*)::int FROM tracking.clicks c WHERE c.link_id = l.id AND c.unique_visit) AS unique_stored,
              (SELECT count(*)::int FROM tracking.cpc_bills b WHERE b.link_id = l.id) AS bills,
              (SELECT coalesce(sum(r.clicks), 0)::int FROM tracking.click_rollups r WHERE r.scope = 'link' AND r.scope_id = l.id) AS rolled_up
         FROM tracking.affiliate_links l JOIN tracking.cpc_ledgers g ON g.link_id = l.id
        WHERE l.id = $1`,
    [linkId],
  );
  return rows[0] as LinkTally;
}

/** What campaigns publishes when a brand approves a CPC participation, with a quota no fault test reaches. */
export function cpcParticipationApproved() {
  return CampaignsEvents.participationApproved.payload.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    participationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Clics a prueba de fallas',
    brandId: randomUUID(),
    creatorId: randomUUID(),
    costPerClickCents: 10,
    maxClicks: 10_000_000,
    budgetAllocatedCents: 100_000_000,
    targetUrl: 'https://tienda.example/fallas',
  });
}

/** The CPC link tracking made of an approved participation, once it has (`db` as an administrator). */
export function cpcLinkOf(db: pg.Client, participationId: string): Promise<{ id: string; code: string }> {
  return waitFor(
    async () => {
      const { rows } = await db.query(
        `SELECT l.id, l.unique_code AS code FROM tracking.affiliate_links l JOIN tracking.cpc_ledgers g ON g.link_id = l.id
          WHERE l.source_id = $1`,
        [participationId],
      );
      return rows[0] as { id: string; code: string } | undefined;
    },
    { timeoutMs: 60_000, what: 'the CPC link of an approved participation' },
  );
}

/**
 * The tests' view of tracking from outside the process: the bus as the inspector (to publish what
 * campaigns would, and to look at the click consumer) and the run's database as an administrator.
 */
export class ClickAudit {
  nc!: NatsConnection;
  db!: pg.Client;

  /** `natsUrl` when tracking runs on another nats-server than the run's. */
  async open(natsUrl?: string): Promise<void> {
    const access = testBusAccess();
    this.nc = await connectNats(natsUrl ? { ...access, url: natsUrl } : access, 'tracking-faults-test');
    this.db = new pg.Client({ connectionString: adminDatabaseUrl() });
    await this.db.connect();
  }

  async close(): Promise<void> {
    await this.db?.end();
    await this.nc?.close();
  }

  /** A CPC link made as campaigns makes it (an approved participation), with a quota the test never reaches. */
  async cpcLink(): Promise<{ id: string; code: string }> {
    const event = cpcParticipationApproved();
    await ensureStream(await jetstreamManager(this.nc), streamOfEvent(CampaignsEvents.participationApproved));
    await jetstream(this.nc).publish(CampaignsEvents.participationApproved.subject, JSON.stringify(event), { msgID: event.eventId });
    return cpcLinkOf(this.db, event.participationId);
  }

  /** Whether the click counter has nothing left to take or to acknowledge. */
  async consumerIdle(): Promise<boolean> {
    const jsm = await jetstreamManager(this.nc);
    const info = await jsm.consumers.info(streamOf('tracking')!.name, durableName('tracking', TrackingEvents.clicksRecorded.subject));
    return info.num_pending === 0 && info.num_ack_pending === 0;
  }

  /** The link's stored click ids, each with how many rows it has. */
  async storedIds(linkId: string): Promise<Map<string, number>> {
    const { rows } = await this.db.query(`SELECT id, count(*)::int AS n FROM tracking.clicks WHERE link_id = $1 GROUP BY id`, [linkId]);
    return new Map((rows as { id: string; n: number }[]).map((r) => [r.id, r.n]));
  }

  /**
   * Waits until nothing is in flight any more (the spool empty, the consumer idle) and every
   * click id in `sent` is stored; answers the link's tally then.
   */
  async settled(linkId: string, sent: readonly string[], spoolDir: string, timeoutMs: number): Promise<LinkTally> {
    let missing = sent.length;
    let spooled: string[] = [];
    try {
      await waitFor(
        async () => {
          spooled = readdirSync(spoolDir);
          if (spooled.length) return undefined;
          if (!(await this.consumerIdle().catch(() => false))) return undefined;
          const stored = await this.storedIds(linkId);
          missing = sent.filter((id) => !stored.has(id)).length;
          return missing === 0 ? true : undefined;
        },
        { timeoutMs, intervalMs: 500, what: 'the sent clicks to be counted' },
      );
    } catch (error) {
      throw new Error(`${String(error)}: ${missing} of ${sent.length} sent clicks not stored; spool holds [${spooled.join(', ')}]`, {
        cause: error,
      });
    }
    return this.tally(linkId);
  }

  tally(linkId: string): Promise<LinkTally> {
    return linkTally(this.db, linkId);
  }
}
