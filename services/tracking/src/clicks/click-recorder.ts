import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { CLICK_BATCH_MAX, TrackingEvents, type TrackedClick } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';

export type ClickEvent = TrackedClick;
export type RecordOutcome = 'published' | 'spooled' | 'refused';

const SUBJECT = TrackingEvents.clicksRecorded.subject;
/** A spool file nobody has written to for this long belongs to a process that is gone. */
const ORPHAN_AFTER_MS = 60_000;
/** Lets an append that opened a file just before it was claimed finish before it is read. */
const CLAIM_GRACE_MS = 200;
/** What is left of a file after a partial publish is written here first, then renamed over it. */
const REWRITE_SUFFIX = '.rewrite';

/**
 * Publishes in flight at once. One: the clicks that arrive while a publish waits for its
 * acknowledgement go out together in the next, so a busy second makes few large messages and a
 * quiet one publishes each click at once (the bench printed the figures for one and two: decision 238).
 */
const IN_FLIGHT = 1;

interface Waiting {
  click: ClickEvent;
  settle: (outcome: RecordOutcome) => void;
}

/** A spooled click, or null for a line that is not one (torn by a crash mid-append). */
function parseLine(line: string): ClickEvent | null {
  try {
    const click = JSON.parse(line) as ClickEvent;
    return typeof click?.eventId === 'string' ? click : null;
  } catch {
    return null;
  }
}

/**
 * Records a click before the shopper is sent on: published to JetStream and acknowledged, or,
 * when the bus does not answer in time, appended to a local spool on disk that is published,
 * original ids and all, once the bus is back. Clicks go out in groups (decision 238): those that
 * arrive while a publish waits for its acknowledgement are the next message, each click still
 * answered only once its message is acknowledged or spooled. The spool is bounded: a click that
 * finds it full is refused, and the shopper sees 'Error al procesar el link' rather than a
 * redirect nobody counted.
 */
export class ClickRecorder {
  private readonly js: JetStreamClient;
  private draining: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Bytes this process spooled and has not published yet, kept in memory so the redirect never stats a file. */
  private spooledBytes = 0;
  /** Several replicas may share the folder: each appends to a file of its own. */
  private readonly instance = randomUUID();
  private readonly file: string;
  /** Clicks waiting for the next publish, and how many publishes await their acknowledgement. */
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private flushQueued = false;

  constructor(
    nc: NatsConnection,
    private readonly spoolDir: string,
    private readonly maxSpoolBytes: number,
    private readonly logger: JsonLogger,
    private readonly publishTimeoutMs = 2000,
  ) {
    this.js = jetstream(nc, { timeout: publishTimeoutMs });
    this.file = join(spoolDir, `clicks-${this.instance}.jsonl`);
  }

  async start(): Promise<void> {
    await mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    this.timer = setInterval(() => void this.drain(), 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.draining;
  }

  /** Resolves once the click is safe: acknowledged by JetStream, or in the spool. */
  record(click: ClickEvent): Promise<RecordOutcome> {
    return new Promise((settle) => {
      this.waiting.push({ click, settle });
      // After this turn of the event loop, so the requests read in it go out as one message.
      if (!this.flushQueued && this.inFlight < IN_FLIGHT) {
        this.flushQueued = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushQueued = false;
    while (this.inFlight < IN_FLIGHT && this.waiting.length) {
      const group = this.waiting.length > CLICK_BATCH_MAX ? this.waiting.splice(0, CLICK_BATCH_MAX) : this.waiting;
      if (group === this.waiting) this.waiting = [];
      this.inFlight += 1;
      void this.send(group).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  /** Publishes a group as one message; when the bus does not acknowledge it, spools its clicks. */
  private async send(group: Waiting[]): Promise<void> {
    const clicks = group.map((w) => w.click);
    let outcomes: RecordOutcome[];
    try {
      await this.publish(clicks.map((c) => JSON.stringify(c)));
      outcomes = clicks.map(() => 'published');
    } catch (error) {
      outcomes = await this.spool(clicks, error).catch((spoolError: unknown) => {
        this.logger.error('clicks.spool-failed', { count: clicks.length, error: String(spoolError) });
        return clicks.map((): RecordOutcome => 'refused');
      });
    }
    group.forEach((w, i) => w.settle(outcomes[i] ?? 'refused'));
  }

  /**
   * One message of clicks already in JSON (the spool's lines are). Its `Nats-Msg-Id` is its own:
   * a retry of the same message is dropped by JetStream, and a click published in two messages
   * (acknowledgement lost, then spooled) by the counter, which counts a click id once.
   */
  private async publish(lines: readonly string[]): Promise<void> {
    const eventId = randomUUID();
    const body = `{"eventId":"${eventId}","occurredAt":"${new Date().toISOString()}","clicks":[${lines.join(',')}]}`;
    await this.js.publish(SUBJECT, body, { msgID: eventId, timeout: this.publishTimeoutMs });
  }

  /** Appends the clicks the bound still has room for in one write; the rest are refused. */
  private async spool(clicks: readonly ClickEvent[], error: unknown): Promise<RecordOutcome[]> {
    const outcomes: RecordOutcome[] = [];
    let text = '';
    for (const click of clicks) {
      const line = `${JSON.stringify(click)}\n`;
      const bytes = Buffer.byteLength(line);
      if (this.spooledBytes + bytes > this.maxSpoolBytes) {
        this.logger.error('clicks.spool-full', { clickId: click.eventId, linkId: click.linkId });
        outcomes.push('refused');
        continue;
      }
      this.spooledBytes += bytes;
      text += line;
      outcomes.push('spooled');
    }
    if (text) {
      await appendFile(this.file, text, { mode: 0o600 });
      this.logger.warn('clicks.spooled', { count: outcomes.filter((o) => o === 'spooled').length, error: String(error) });
    }
    return outcomes;
  }

  /** Publishes what the spool holds: this process's clicks, and any a gone process left; one pass at a time. */
  drain(): Promise<void> {
    this.draining ??= this.publishSpool()
      .catch((error: unknown) => this.logger.warn('clicks.spool-drain-failed', { error: String(error) }))
      .finally(() => (this.draining = null));
    return this.draining;
  }

  /**
   * Files to publish: claimed by renaming them, so two replicas never publish one file at once.
   * `own` says whether its bytes count against this process's bound (a gone process's do not).
   */
  private async claim(): Promise<{ path: string; own: boolean }[]> {
    const claimed: { path: string; own: boolean }[] = [];
    const now = Date.now();
    for (const name of await readdir(this.spoolDir)) {
      const path = join(this.spoolDir, name);
      const mine = path === this.file || name.startsWith(`draining-${this.instance}-`);
      const age = mine
        ? 0
        : await stat(path).then(
            (s) => now - s.mtimeMs,
            () => -1,
          );
      // A rewrite a crash interrupted: the file it was to replace still holds every line.
      if (name.endsWith(REWRITE_SUFFIX)) {
        if (age >= ORPHAN_AFTER_MS) await unlink(path).catch(() => undefined);
        continue;
      }
      if (!mine && age < ORPHAN_AFTER_MS) continue;
      if (name.startsWith(`draining-${this.instance}-`)) {
        claimed.push({ path, own: true });
        continue;
      }
      const target = join(this.spoolDir, `draining-${this.instance}-${now}-${claimed.length}.jsonl`);
      // Another replica may claim the same orphan first: its rename wins, ours fails and skips it.
      if (
        await rename(path, target).then(
          () => true,
          () => false,
        )
      )
        claimed.push({ path: target, own: path === this.file });
    }
    if (claimed.length) await new Promise((r) => setTimeout(r, CLAIM_GRACE_MS));
    return claimed.sort((a, b) => a.path.localeCompare(b.path));
  }

  private async publishSpool(): Promise<void> {
    for (const { path, own } of await this.claim()) {
      const lines = (await readFile(path, 'utf8')).split('\n').filter(Boolean);
      let sent = 0;
      try {
        while (sent < lines.length) {
          const part = lines.slice(sent, sent + CLICK_BATCH_MAX);
          // A torn last line (the process died mid-append) is a click whose 302 was never sent.
          const clicks = part.filter((line) => {
            if (parseLine(line)) return true;
            this.logger.warn('clicks.spool-torn-line', { file: path, bytes: line.length });
            return false;
          });
          if (clicks.length) await this.publish(clicks);
          sent += part.length;
        }
      } catch {
        // The bus is still away: keep what is left for the next pass, replaced whole (a new file
        // renamed over the old one), so a crash mid-write leaves the old file, never half of one.
        const rewrite = `${path}${REWRITE_SUFFIX}`;
        await writeFile(
          rewrite,
          lines
            .slice(sent)
            .map((l) => `${l}\n`)
            .join(''),
          { mode: 0o600 },
        );
        await rename(rewrite, path);
        this.published(lines.slice(0, sent), own);
        return;
      }
      await unlink(path);
      this.published(lines, own);
    }
  }

  private published(lines: string[], own: boolean): void {
    if (!lines.length) return;
    if (own) this.spooledBytes = Math.max(0, this.spooledBytes - lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0));
    this.logger.info('clicks.spool-published', { count: lines.length });
  }
}
