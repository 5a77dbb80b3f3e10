import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { recordFault, startRestartableNats, waitFor, type RestartableNats } from '@afilia/service-kit/testing';
import { ClickAudit, type LinkTally } from '../support/click-audit.js';
import { ClickLoad } from '../support/click-load.js';
import { TrackingProcess } from '../support/tracking-process.js';

// The faults of the hot path (decisions 122 and 125): the redirect answers a 302 only once its
// click is durable (acknowledged by JetStream, or on the spool on disk), and the counter counts
// each click id once. So whatever dies in the middle, every click a shopper was sent on with is
// stored once and counted once. Tracking runs as a real child process here: it must be killable.

/** Every counter of the link, and every sum of its stored clicks, says `stored`: each click counted once. */
function countedOnce(tally: LinkTally): void {
  const n = tally.stored;
  // Every click is a different person's (click-load.ts), under a quota never reached: unique and billed.
  expect(tally).toEqual({
    clicks: n,
    unique_clicks: n,
    bot_clicks: 0,
    billed_clicks: n,
    stored: n,
    distinct_ids: n,
    unique_stored: n,
    bills: n,
    rolled_up: n,
  });
}

async function expectEachStoredOnce(audit: ClickAudit, linkId: string, sent: readonly string[]): Promise<Map<string, number>> {
  const stored = await audit.storedIds(linkId);
  expect(sent.filter((id) => stored.get(id) !== 1)).toEqual([]);
  expect([...stored].filter(([, rows]) => rows !== 1)).toEqual([]);
  return stored;
}

/**
 * Makes the spool's files a minute older, as if the process that wrote them had been gone that
 * long: the age after which another process claims them (decision 122), without waiting it out.
 */
function ageSpool(dir: string): void {
  const past = new Date(Date.now() - 120_000);
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
}

/** The click ids in a spool folder's files. */
function spooledIds(dir: string): Set<string> {
  const lines = readdirSync(dir).flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean));
  return new Set(lines.map((line) => (JSON.parse(line) as { eventId: string }).eventId));
}

describe('a tracking process killed (SIGKILL) in the middle of a load', () => {
  const tracking = new TrackingProcess();
  const audit = new ClickAudit();
  beforeAll(async () => {
    await audit.open();
    await tracking.start();
  }, 120_000);
  afterAll(async () => {
    await tracking.close();
    await audit.close();
  });

  it('counts every click it redirected exactly once after it is started again on the same spool and database', async () => {
    const REQUESTS = 400;
    const BURST = 64;
    const link = await audit.cpcLink();
    const load = new ClickLoad({ target: () => tracking.url, code: link.code, concurrency: 8, maxRequests: REQUESTS });
    try {
      await load.until(150);
      // The steady workers pause; a burst arrives at once and the process dies while answering it:
      // the burst's requests still in its hands get no answer (or one the kill cuts off).
      load.hold();
      await waitFor(async () => (load.inFlight === 0 ? true : undefined), { timeoutMs: 60_000, what: 'the steady requests answered' });
      const answered = load.sent.length;
      const burst = load.burst(BURST);
      await load.until(answered + BURST / 8);
      await tracking.kill();
      await burst;
      await tracking.start();
      load.resume();
      await load.complete();
    } finally {
      await load.finish();
    }
    expect(load.otherAnswers).toEqual([]);
    expect(load.sent.length + load.failed).toBe(REQUESTS);
    expect(load.sent.length).toBeGreaterThan(150);

    // A click whose 302 the kill cut off may be stored too (it was durable before the answer); one
    // whose 302 was sent must be.
    const tally = await audit.settled(link.id, load.sent, tracking.spoolDir, 180_000);
    const ids = await audit.storedIds(link.id);
    const lost = load.sent.filter((id) => !ids.has(id)).length;
    const countedTwice = [...ids.values()].filter((rows) => rows > 1).length;
    recordFault({
      id: 'T2',
      scenario: 'Caída del proceso de tracking',
      load: `${REQUESTS} clics, 8 a la vez y una ráfaga de ${BURST}`,
      faults: 'kill -9 durante la ráfaga, arranca de nuevo con el mismo spool',
      requests: REQUESTS,
      lost,
      countedTwice,
      notes: `${load.sent.length} redirecciones 302; ${load.failed} cortadas por la caída`,
      passed: lost === 0 && countedTwice === 0 && tally.clicks === tally.stored && tally.billed_clicks === tally.stored,
    });
    const stored = await expectEachStoredOnce(audit, link.id, load.sent);
    expect(stored.size).toBeLessThanOrEqual(load.sent.length + load.failed);
    expect(tally.stored).toBe(stored.size);
    countedOnce(tally);
  }, 420_000);
});

describe('NATS stopped for 10 s under a steady load', () => {
  let nats: RestartableNats | undefined;
  let tracking: TrackingProcess | undefined;
  const audit = new ClickAudit();
  beforeAll(async () => {
    // A nats-server of this test's own, the run's users and permissions: the run's server is never stopped.
    nats = await startRestartableNats();
    tracking = new TrackingProcess({ NATS_URL: nats.url });
    await audit.open(nats.url);
    await tracking.start();
  }, 120_000);
  afterAll(async () => {
    await tracking?.close();
    await audit.close();
    await nats?.close();
  });

  it('keeps answering 302 from the spool while the bus is away, and counts each spooled click once when it is back', async () => {
    const bus = nats!;
    const redirect = tracking!;
    const link = await audit.cpcLink();
    const load = new ClickLoad({ target: () => redirect.url, code: link.code, concurrency: 4, maxRequests: 2000, pauseMs: 20 });
    let whileAway: number;
    try {
      await load.until(60);
      await bus.stop();
      // Requests fired from now on find no bus: their clicks can only be on the spool.
      const firstAway = load.fired;
      await new Promise((r) => setTimeout(r, 10_000));
      whileAway = load.sentSince(firstAway).length;
      await bus.start();
      // Steady load goes on until well after the bus is back (and the spool drains under it).
      await load.until(load.sent.length + 100, 120_000);
    } finally {
      await load.finish();
    }
    expect(load.failed).toBe(0);
    expect(load.otherAnswers).toEqual([]);
    expect(whileAway).toBeGreaterThan(0);
    expect(redirect.logged('clicks.spooled')).toBeGreaterThan(0);

    const tally = await audit.settled(link.id, load.sent, redirect.spoolDir, 180_000);
    const stored = await expectEachStoredOnce(audit, link.id, load.sent);
    // Every request got its 302: the stored clicks are exactly the ones sent.
    expect(stored.size).toBe(load.sent.length);
    expect(tally.stored).toBe(load.sent.length);
    countedOnce(tally);
  }, 420_000);

  it('loses no spooled click when the process is killed while the bus is away: the next one publishes what it left', async () => {
    const bus = nats!;
    const redirect = tracking!;
    const link = await audit.cpcLink();
    const load = new ClickLoad({ target: () => redirect.url, code: link.code, concurrency: 4, maxRequests: 2000, pauseMs: 20 });
    let onTheSpool: string[];
    let leftOnTheSpool: Set<string>;
    try {
      await load.until(40);
      await bus.stop();
      // Requests fired from now on find no bus: their clicks are answered from the spool, and only the spool holds them.
      const firstAway = load.fired;
      await waitFor(async () => (load.sentSince(firstAway).length >= 12 ? true : undefined), {
        timeoutMs: 120_000,
        what: 'redirects from the spool',
      });
      onTheSpool = load.sentSince(firstAway);
      load.hold();
      await redirect.kill();
      leftOnTheSpool = spooledIds(redirect.spoolDir);
      await bus.start();
      // Another process on the same spool: it claims the files the killed one left once nobody has
      // written to them for a minute (decision 122), and publishes the clicks with their ids.
      ageSpool(redirect.spoolDir);
      await redirect.start();
      load.resume();
      await load.until(load.sent.length + 60, 120_000);
    } finally {
      await load.finish();
    }
    expect(load.otherAnswers).toEqual([]);
    expect(onTheSpool.filter((id) => !leftOnTheSpool.has(id))).toEqual([]);

    const tally = await audit.settled(link.id, load.sent, redirect.spoolDir, 240_000);
    const stored = await expectEachStoredOnce(audit, link.id, load.sent);
    expect(onTheSpool.filter((id) => stored.get(id) !== 1)).toEqual([]);
    expect(stored.size).toBeLessThanOrEqual(load.sent.length + load.failed);
    expect(tally.stored).toBe(stored.size);
    countedOnce(tally);
  }, 420_000);
});
