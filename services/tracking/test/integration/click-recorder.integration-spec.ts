import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLICK_BATCH_MAX, TrackingEvents, type TrackedClick } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { waitFor } from '@afilia/service-kit/testing';
import { ClickRecorder } from '../../src/clicks/click-recorder.js';
import { TrackingHarness } from '../support/tracking-harness.js';
import { trackedClick as click } from '../support/tracked-click.js';

// The redirect publishes clicks in groups (decision 238): what arrives while a publish waits for
// its acknowledgement goes out as the next message. Each click keeps its own id, is answered only
// once its message is acknowledged, and is counted once.
const tracking = new TrackingHarness();
const spoolDir = mkdtempSync(join(tmpdir(), 'afilia-recorder-'));
beforeAll(() => tracking.start());
afterAll(async () => {
  await tracking.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

it('publishes the clicks of one turn of the event loop as one message, at most CLICK_BATCH_MAX a message, each counted once', async () => {
  const { link } = await tracking.cpcLink();
  const sizes: number[] = [];
  const watch = tracking.nc.subscribe(TrackingEvents.clicksRecorded.subject, {
    callback: (_error, msg) => {
      const body = msg.json<{ clicks: TrackedClick[] }>();
      if (body.clicks.some((c) => c.linkId === link.id)) sizes.push(body.clicks.length);
    },
  });
  await tracking.nc.flush();
  const recorder = new ClickRecorder(tracking.nc, spoolDir, 1024 * 1024, new JsonLogger('tracking-test', 'error'));
  await recorder.start();
  try {
    const total = CLICK_BATCH_MAX * 2 + 200;
    const clicks = Array.from({ length: total }, () => click(link.id, link.uniqueCode));
    // All asked for in the same turn: the first message takes CLICK_BATCH_MAX, and the rest wait
    // for its acknowledgement (one publish in flight), then the next, then what is left.
    const outcomes = await Promise.all(clicks.map((c) => recorder.record(c)));
    expect(new Set(outcomes)).toEqual(new Set(['published']));
    await tracking.nc.flush();
    expect(sizes).toEqual([CLICK_BATCH_MAX, CLICK_BATCH_MAX, 200]);

    const stored = await waitFor(
      async () => {
        const { rows } = await tracking.db.query('SELECT id FROM tracking.clicks WHERE link_id = $1', [link.id]);
        return rows.length >= total ? rows : undefined;
      },
      { what: 'every click of the three messages to be counted' },
    );
    expect(stored.map((r: { id: string }) => r.id).sort()).toEqual(clicks.map((c) => c.eventId).sort());
    const { rows } = await tracking.db.query('SELECT clicks, unique_clicks FROM tracking.affiliate_links WHERE id = $1', [link.id]);
    expect(rows[0]).toEqual({ clicks: total, unique_clicks: total });
  } finally {
    watch.unsubscribe();
    await recorder.stop();
  }
});
