import { randomUUID } from 'node:crypto';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@afilia/service-kit/testing';
import { TrackingHarness } from '../support/tracking-harness.js';
import { trackedClick as click } from '../support/tracked-click.js';

// What a process that died while the bus was away leaves on the spool: its clicks, maybe a last
// line torn mid-append, maybe a rewrite it never finished. The next process publishes every
// whole click once and leaves the folder empty.
const tracking = new TrackingHarness();
beforeAll(() => tracking.start());
afterAll(() => tracking.stop());

/** Written by "another" process more than a minute ago: an orphan the running one claims. */
function leaveOrphan(name: string, content: string): void {
  const path = join(tracking.spoolDir, name);
  writeFileSync(path, content, { mode: 0o600 });
  const past = new Date(Date.now() - 120_000);
  utimesSync(path, past, past);
}

it('publishes a gone process’s whole clicks once, skips its torn last line and drops its unfinished rewrite', async () => {
  const { link } = await tracking.cpcLink();
  const clicks = [click(link.id, link.uniqueCode), click(link.id, link.uniqueCode)];
  // A line that is JSON with a click id but not a click (an older version's, a bad disk's) costs
  // only itself: the clicks published in the same message with it are counted.
  const notAClick = JSON.stringify({ eventId: randomUUID(), linkId: 'no-es-un-link' });
  const whole = [JSON.stringify(clicks[0]), notAClick, JSON.stringify(clicks[1])].map((l) => `${l}\n`).join('');
  leaveOrphan(`clicks-${randomUUID()}.jsonl`, `${whole}${JSON.stringify(click(link.id, link.uniqueCode)).slice(0, 40)}`);
  // A rewrite interrupted before its rename: the file it was to replace still had these lines.
  leaveOrphan(`draining-${randomUUID()}-1-0.jsonl.rewrite`, `${JSON.stringify(clicks[1])}\n`);

  const counted = await waitFor(
    async () => {
      const { rows } = await tracking.db.query('SELECT id FROM tracking.clicks WHERE link_id = $1', [link.id]);
      return rows.length >= 2 && readdirSync(tracking.spoolDir).length === 0 ? rows : undefined;
    },
    { timeoutMs: 20_000, what: 'the orphan spool to be published and emptied' },
  );
  expect(counted.map((r: { id: string }) => r.id).sort()).toEqual(clicks.map((c) => c.eventId).sort());
  const { rows } = await tracking.db.query('SELECT clicks FROM tracking.affiliate_links WHERE id = $1', [link.id]);
  expect(rows[0].clicks).toBe(2);
});
