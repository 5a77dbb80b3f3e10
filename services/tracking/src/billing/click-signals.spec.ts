import {
  BILLED_PEOPLE_PER_SUBNET_DAY,
  FRAUD_AGENTS_PER_ADDRESS_DAY,
  FRAUD_CLICKS_PER_ADDRESS_HOUR,
  FRAUD_CLICKS_PER_HOUR,
} from '@afilia/contracts';
import { hourOf, judgeClicks, windowAdditions, windowsOf, type CountsBefore, type SignalClick } from './click-signals.js';

const key = (s: string) => s.padEnd(43, 'x');
let n = 0;
function click(over: Partial<SignalClick> = {}): SignalClick {
  n += 1;
  return {
    eventId: `c${n}`,
    linkId: 'link',
    occurredAt: '2026-11-28T10:15:00.000Z',
    visitorHash: key('v1'),
    addressKey: key('a1'),
    subnetKey: key('s1'),
    ...over,
  };
}
const nothingBefore = (): CountsBefore => ({
  visitorHour: new Map(),
  addressHour: new Map(),
  addressDay: new Map(),
  subnetDay: new Map(),
  newBrowsers: new Set(),
});
/** What the tables would answer for a batch on fresh windows: every browser is new. */
const fresh = (clicks: SignalClick[]): CountsBefore => ({
  ...nothingBefore(),
  newBrowsers: new Set(windowAdditions(clicks, new Set()).browsers.map((b) => b.key)),
});

describe('which CPC clicks are billed and which hold the link', () => {
  it('counts in UTC hours and days', () => {
    expect(hourOf('2026-11-25T10:59:59.999Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(windowsOf(click({ occurredAt: '2026-11-25T23:59:59.000Z' })).day).toBe('2026-11-25');
  });

  it('bills each unique person, and a network only up to its people a day', () => {
    const people = Array.from({ length: BILLED_PEOPLE_PER_SUBNET_DAY + 3 }, (_, i) =>
      click({ addressKey: key(`a${i}`), visitorHash: key(`v${i}`) }),
    );
    const unique = new Set(people.map((c) => c.eventId));
    const judged = judgeClicks(people, unique, fresh(people));
    expect(judged.billable).toEqual(people.slice(0, BILLED_PEOPLE_PER_SUBNET_DAY).map((c) => c.eventId));
    expect(judged.crossings).toEqual([]);
    // A network that already gave the link its people today bills nobody more.
    const before = { ...fresh(people), subnetDay: new Map([[windowsOf(people[0]!).subnetDay!, BILLED_PEOPLE_PER_SUBNET_DAY]]) };
    expect(judgeClicks(people.slice(0, 1), unique, before).billable).toEqual([]);
  });

  it('never bills a click that is not its person’s first of the day', () => {
    const clicks = [click(), click()];
    expect(judgeClicks(clicks, new Set([clicks[0]!.eventId]), fresh(clicks)).billable).toEqual([clicks[0]!.eventId]);
  });

  it('holds on one visitor past its hourly limit, reported once by the click that crossed', () => {
    const clicks = Array.from({ length: FRAUD_CLICKS_PER_HOUR + 3 }, () => click({ addressKey: undefined, subnetKey: undefined }));
    const judged = judgeClicks(clicks, new Set(), nothingBefore());
    expect(judged.flagged.size).toBe(3);
    expect(judged.crossings).toEqual([
      { linkId: 'link', rule: 'visitor_repeat', count: FRAUD_CLICKS_PER_HOUR + 3, windowStart: '2026-11-28T10:00:00.000Z' },
    ]);
    // The next batch of the same window is flagged, not reported again.
    const later = [click({ addressKey: undefined, subnetKey: undefined })];
    const again = judgeClicks(later, new Set(), {
      ...nothingBefore(),
      visitorHour: new Map([[windowsOf(later[0]!).visitorHour, FRAUD_CLICKS_PER_HOUR + 3]]),
    });
    expect(again.flagged.size).toBe(1);
    expect(again.crossings).toEqual([]);
  });

  it('holds on thirty browsers from one address: one person, user-agent churn', () => {
    const clicks = Array.from({ length: 30 }, (_, i) => click({ visitorHash: key(`ua${i}`) }));
    const unique = new Set([clicks[0]!.eventId]);
    const judged = judgeClicks(clicks, unique, fresh(clicks));
    expect(judged.billable).toEqual([clicks[0]!.eventId]);
    expect(judged.flagged.size).toBe(30 - FRAUD_AGENTS_PER_ADDRESS_DAY);
    expect(judged.crossings.map((c) => [c.rule, c.count])).toEqual(
      expect.arrayContaining([
        ['agent_churn', 30],
        ['address_repeat', 30],
      ]),
    );
    expect(FRAUD_CLICKS_PER_ADDRESS_HOUR).toBeLessThan(30);
  });

  it('counts a browser seen before today once, however often it comes back', () => {
    const clicks = Array.from({ length: 8 }, () => click({ visitorHash: key('same') }));
    const judged = judgeClicks(clicks, new Set(), fresh(clicks));
    expect(judged.crossings.filter((c) => c.rule === 'agent_churn')).toEqual([]);
  });
});
