import { randomUUID } from 'node:crypto';
import { countClicks, sourceOf, type LinkScopes } from './click-tally.js';
import type { ClickEvent } from './click-recorder.js';

const LINK = randomUUID();
const CAMPAIGN = randomUUID();
const CREATOR = randomUUID();
const BRAND = randomUUID();
const scopes: LinkScopes = new Map([[LINK, { campaignId: CAMPAIGN, creatorId: CREATOR, brandId: BRAND }]]);
const noUtm = { source: null, medium: null, campaign: null, content: null, term: null };

function click(visitor: string, at: string, extra: Partial<ClickEvent> = {}): ClickEvent {
  return {
    eventId: randomUUID(),
    occurredAt: at,
    linkId: LINK,
    code: 'AF-1',
    via: 'track',
    visitorHash: visitor.padEnd(43, 'x'),
    device: 'mobile',
    referrerHost: null,
    country: null,
    botReason: null,
    utm: noUtm,
    ...extra,
  };
}

describe('counting a batch of clicks', () => {
  it('makes the first click of a new visitor unique, once, and counts bots apart', () => {
    const a1 = click('a', '2026-11-25T10:00:00.000Z');
    const a2 = click('a', '2026-11-25T10:05:00.000Z');
    const b = click('b', '2026-11-25T11:00:00.000Z');
    const bot = click('c', '2026-11-25T12:00:00.000Z', { botReason: 'user_agent' });
    const seen = `${LINK} ${'b'.padEnd(43, 'x')}`;
    // Visitor b was new to the database; a was already seen earlier today.
    const tally = countClicks([a1, a2, b, bot], new Set([seen]), scopes);
    expect([...tally.unique]).toEqual([b.eventId]);
    // The last person's click; the bot's, later, does not count.
    expect(tally.perLink.get(LINK)).toEqual({ clicks: 3, unique: 1, bots: 1, lastAt: '2026-11-25T11:00:00.000Z' });
    for (const [scope, id] of [
      ['link', LINK],
      ['campaign', CAMPAIGN],
      ['creator', CREATOR],
      ['brand', BRAND],
    ])
      expect(tally.rollups.get(`${scope} ${id} 2026-11-25`)).toMatchObject({ clicks: 3, unique: 1, bots: 1 });
  });

  it('gives a pair seen for the first time to its earliest click only', () => {
    const first = click('d', '2026-11-25T09:00:00.000Z');
    const second = click('d', '2026-11-25T09:01:00.000Z');
    const tally = countClicks([first, second], new Set([`${LINK} ${'d'.padEnd(43, 'x')}`]), scopes);
    expect([...tally.unique]).toEqual([first.eventId]);
  });

  it('breaks people’s clicks down by source, device and country, per day', () => {
    const ig = click('e', '2026-11-25T09:00:00.000Z', { referrerHost: 'l.instagram.com', country: 'AR' });
    const tagged = click('f', '2026-11-26T09:00:00.000Z', { utm: { ...noUtm, source: 'tiktok' }, device: 'desktop' });
    const tally = countClicks([ig, tagged, click('g', '2026-11-25T09:00:00.000Z', { botReason: 'head' })], new Set(), scopes);
    const rows = [...tally.breakdowns.values()].map((b) => `${b.day} ${b.dimension} ${b.value} ${b.clicks}`).sort();
    expect(rows).toEqual([
      '2026-11-25 country AR 1',
      '2026-11-25 device mobile 1',
      '2026-11-25 source l.instagram.com 1',
      '2026-11-26 country unknown 1',
      '2026-11-26 device desktop 1',
      '2026-11-26 source tiktok 1',
    ]);
    expect(sourceOf({ utm: noUtm, referrerHost: null })).toBe('directo');
  });
});
