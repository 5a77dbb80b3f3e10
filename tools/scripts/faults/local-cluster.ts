import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { CampaignsEvents, trackedClickSchema, TrackingEvents } from '@afilia/contracts';
import { connectNats, durableName, jetstreamManager } from '@afilia/service-kit';
import { waitFor } from '@afilia/service-kit/testing';
import { cpcLinkOf, cpcParticipationApproved, linkTally, type LinkTally } from '../../../services/tracking/test/support/click-audit.js';

export type { LinkTally };

const ROOT = new URL('../../../', import.meta.url).pathname;
/** Tracking's durable consumer that stores and counts the clicks. */
export const CLICK_COUNTER = durableName('tracking', TrackingEvents.clicksRecorded.subject);
/** Queued clicks a message: about what the redirect's groups hold under a steady load. */
const CLICKS_PER_MESSAGE = 50;

/** The launcher's modules (plain .mjs, typed here by hand). */
interface Platform {
  url: string;
  natsNodes: { name: string; port: number; monitorPort: number }[];
  natsSyncAlways: boolean;
  bus(identity: string): { url: string; identity: string; seed: string };
}
interface Launcher {
  startPlatform(options: Record<string, unknown>): Promise<Platform>;
  waitForJetStream(monitorPort: number, timeoutMs: number): Promise<void>;
}
interface Infra {
  freePort(): Promise<number>;
  ensureDatabase(adminUrl: string, name: string): Promise<string>;
  dropDatabase(adminUrl: string, name: string): Promise<void>;
  killChild(name: string, signal?: string): Promise<void>;
  restartChild(name: string): void;
  runningChildren(): { name: string; pid: number }[];
  stopChildren(): Promise<void>;
}
const launcher = (await import(`${ROOT}tools/scripts/lib/platform.mjs`)) as Launcher;
const infra = (await import(`${ROOT}tools/scripts/lib/infra.mjs`)) as Infra;

/**
 * The whole platform as `npm run cluster` runs it (three NATS servers in one JetStream cluster,
 * two replicas of the gateway, of tracking and of every service, a balancer on the public port),
 * on a fresh database and data folders of its own; and what a fault test does to it.
 */
export class LocalCluster {
  platform!: Platform;
  db!: pg.Client;
  private nc?: NatsConnection;
  private inspector?: NatsConnection;
  private readonly adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  private readonly database = `afilia_faults_${Date.now().toString(36)}_${process.pid}`;
  private readonly dir = mkdtempSync(join(tmpdir(), 'afilia-faults-'));
  readonly spoolDir = join(this.dir, 'click-spool');

  /** `databaseVia`: services that reach Postgres through a port of 127.0.0.1 (a FaultProxy). */
  async start({ databaseVia = {} }: { databaseVia?: Record<string, number> } = {}): Promise<void> {
    const databaseUrl = await infra.ensureDatabase(this.adminUrl, this.database);
    this.platform = await launcher.startPlatform({
      databaseUrl,
      natsDir: join(this.dir, 'nats'),
      port: await infra.freePort(),
      cluster: true,
      databaseVia,
      // npm run faults runs T5 a second time with nats-server's own fsync (AFILIA_NATS_SYNC=default).
      natsSyncAlways: process.env.AFILIA_NATS_SYNC !== 'default',
      logLevel: 'warn',
      logDir: join(ROOT, 'test-output/faults/logs'),
      // The load names each visitor's address in X-Forwarded-For, as an ingress in front would.
      env: { CLICK_SPOOL_DIR: this.spoolDir, MAILBOX_DIR: join(this.dir, 'mailbox'), TRUST_PROXY_HOPS: '1' },
    });
    this.db = new pg.Client({ connectionString: databaseUrl });
    await this.db.connect();
    // What campaigns publishes, published with campaigns' own NATS user.
    this.nc = await connectNats(this.platform.bus('campaigns'), 'faults-test');
  }

  async stop(): Promise<void> {
    await this.nc?.close().catch(() => undefined);
    await this.inspector?.close().catch(() => undefined);
    await this.db?.end().catch(() => undefined);
    await infra.stopChildren();
    await infra.dropDatabase(this.adminUrl, this.database).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  get url(): string {
    return `http://127.0.0.1:${new URL(this.platform.url).port}`;
  }

  get natsNodes(): string[] {
    return this.platform.natsNodes.map((n) => n.name);
  }

  /** SIGKILL (unless told) of one part by its launcher name ('nats-2', 'tracking-1', 'gateway-2'…). */
  kill(name: string, signal?: string): Promise<void> {
    return infra.killChild(name, signal);
  }

  /**
   * Starts killed parts again; NATS servers are waited for until JetStream answers on each (all
   * at once: a lone server of the three elects no leader).
   */
  async restart(...names: string[]): Promise<void> {
    for (const name of names) infra.restartChild(name);
    const nodes = this.platform.natsNodes.filter((n) => names.includes(n.name));
    await Promise.all(nodes.map((node) => launcher.waitForJetStream(node.monitorPort, 90_000)));
  }

  /** Whether the named part runs now. */
  running(name: string): boolean {
    return infra.runningChildren().some((c) => c.name === name);
  }

  /** A CPC link made as campaigns makes it (an approved participation), with a quota no test reaches. */
  async cpcLink(): Promise<{ id: string; code: string }> {
    const event = cpcParticipationApproved();
    await jetstream(this.nc!).publish(CampaignsEvents.participationApproved.subject, JSON.stringify(event), { msgID: event.eventId });
    return cpcLinkOf(this.db, event.participationId);
  }

  tally(linkId: string): Promise<LinkTally> {
    return linkTally(this.db, linkId);
  }

  /** A NATS connection as one of the platform's parts, with its own user and permissions. */
  connectAs(identity: string): Promise<NatsConnection> {
    return connectNats(this.platform.bus(identity), `faults-test-${identity}`);
  }

  /**
   * `total` clicks of people on `link`, published as the redirect publishes them (tracking's own
   * NATS user, CLICKS_PER_MESSAGE clicks a message: decision 238) straight into the click queue.
   * Returns their ids.
   */
  async queueClicks(link: { id: string; code: string }, total: number): Promise<string[]> {
    const nc = await this.connectAs('tracking');
    const js = jetstream(nc);
    const ids: string[] = [];
    const message = (count: number) => {
      const clicks = Array.from({ length: count }, () =>
        trackedClickSchema.parse({
          eventId: randomUUID(),
          occurredAt: new Date().toISOString(),
          linkId: link.id,
          code: link.code,
          via: 'track',
          visitorHash: createHash('sha256').update(randomUUID()).digest('base64url'),
          device: 'mobile',
          referrerHost: null,
          country: null,
          botReason: null,
          utm: { source: null, medium: null, campaign: null, content: null, term: null },
        }),
      );
      ids.push(...clicks.map((c) => c.eventId));
      const event = TrackingEvents.clicksRecorded.payload.parse({ eventId: randomUUID(), occurredAt: new Date().toISOString(), clicks });
      return js.publish(TrackingEvents.clicksRecorded.subject, JSON.stringify(event), { msgID: event.eventId });
    };
    try {
      for (let sent = 0; sent < total; sent += 200)
        await Promise.all(
          Array.from({ length: Math.ceil(Math.min(200, total - sent) / CLICKS_PER_MESSAGE) }, (_, i) =>
            message(Math.min(CLICKS_PER_MESSAGE, total - sent - i * CLICKS_PER_MESSAGE)),
          ),
        );
    } finally {
      await nc.close();
    }
    return ids;
  }

  /**
   * A JetStream consumer's state, asked of the JetStream API as tracking (its leader answers: a
   * server that only keeps a copy may report an older state on its monitoring page).
   */
  async consumer(stream: string, durable: string): Promise<{ pending: number; ackPending: number; redelivered: number }> {
    this.inspector ??= await this.connectAs('tracking');
    const info = await (await jetstreamManager(this.inspector)).consumers.info(stream, durable);
    return { pending: info.num_pending, ackPending: info.num_ack_pending, redelivered: info.num_redelivered };
  }

  /** Resident memory of each running part whose name starts with `prefix`, in MB. */
  memoryOf(prefix: string): Record<string, number> {
    return Object.fromEntries(
      infra
        .runningChildren()
        .filter((c) => c.name.startsWith(prefix))
        .map((c) => [c.name, Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${c.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)]),
    );
  }

  /** The link's stored click ids, each with how many rows it has. */
  async storedIds(linkId: string): Promise<Map<string, number>> {
    const { rows } = await this.db.query(`SELECT id, count(*)::int AS n FROM tracking.clicks WHERE link_id = $1 GROUP BY id`, [linkId]);
    return new Map((rows as { id: string; n: number }[]).map((r) => [r.id, r.n]));
  }

  /**
   * Waits until the spool is empty, every click id in `sent` is stored, the click counter has
   * nothing left to take or acknowledge, and the link's click counters add up to its stored clicks;
   * answers the tally then, or the last one seen (the caller reports what is missing).
   */
  async settled(linkId: string, sent: readonly string[], timeoutMs: number): Promise<LinkTally> {
    let last: LinkTally | undefined;
    await waitFor(
      async () => {
        if (existsSync(this.spoolDir) && readdirSync(this.spoolDir).length) return undefined;
        const stored = await this.storedIds(linkId);
        if (sent.some((id) => !stored.has(id))) return undefined;
        const counter = await this.consumer('TRACKING', CLICK_COUNTER).catch(() => null);
        if (!counter || counter.pending + counter.ackPending > 0) return undefined;
        last = await this.tally(linkId);
        // The link counts people's clicks and bots' apart.
        return last.clicks + last.bot_clicks === last.stored ? true : undefined;
      },
      { timeoutMs, intervalMs: 1000, what: 'the sent clicks to be stored and counted' },
    ).catch(() => undefined);
    return last ?? this.tally(linkId);
  }
}
