import {
  BILLED_PEOPLE_PER_SUBNET_DAY,
  FRAUD_AGENTS_PER_ADDRESS_DAY,
  FRAUD_CLICKS_PER_ADDRESS_HOUR,
  FRAUD_CLICKS_PER_HOUR,
  type ClickFraudRule,
} from '@afilia/contracts';
import type { ClickEvent } from '../clicks/click-recorder.js';
import { dayOf } from '../clicks/visitor-hasher.js';

const HOUR_MS = 60 * 60 * 1000;

/** The hour a click falls in (UTC), the window the hourly rules count in. */
export function hourOf(at: string): string {
  return new Date(Math.floor(Date.parse(at) / HOUR_MS) * HOUR_MS).toISOString();
}

export type SignalClick = Pick<ClickEvent, 'eventId' | 'linkId' | 'occurredAt' | 'visitorHash' | 'addressKey' | 'subnetKey'>;

/** A window's key: the link, whose (visitor, address or network key) and when (hour or day), as the tables hold them. */
export const windowKey = (linkId: string, who: string, when: string) => `${linkId} ${who} ${when}`;

/** The windows a CPC click is counted in, each by its key. */
export function windowsOf(click: SignalClick) {
  const hour = hourOf(click.occurredAt);
  const day = dayOf(Date.parse(click.occurredAt));
  const address = click.addressKey;
  return {
    hour,
    day,
    visitorHour: windowKey(click.linkId, click.visitorHash, hour),
    addressHour: address ? windowKey(click.linkId, address, hour) : null,
    addressDay: address ? windowKey(click.linkId, address, day) : null,
    /** One of the address's browsers that day, counted once. */
    browser: address ? `${windowKey(click.linkId, address, day)} ${click.visitorHash}` : null,
    subnetDay: click.subnetKey ? windowKey(click.linkId, click.subnetKey, day) : null,
  };
}

/** What the tables held before this batch, per window key: clicks an hour, browsers a day, people a day. */
export interface CountsBefore {
  visitorHour: ReadonlyMap<string, number>;
  addressHour: ReadonlyMap<string, number>;
  addressDay: ReadonlyMap<string, number>;
  subnetDay: ReadonlyMap<string, number>;
  /** The address-day-browser entries this batch saw first (the rest were seen before). */
  newBrowsers: ReadonlySet<string>;
}

/** A window that went past its limit in this batch: reported once, and it holds the link's billing. */
export interface Crossing {
  linkId: string;
  rule: ClickFraudRule;
  /** The window's count at the end of the batch: clicks, or browsers for agent_churn. */
  count: number;
  /** The hour, or for agent_churn the day's midnight (UTC), ISO. */
  windowStart: string;
}

export interface Judgement {
  /** Clicks past a limit: shown on click quality, never billed. */
  flagged: Set<string>;
  /** A person's first click of the link that day, within its network's people: billable, in order. */
  billable: string[];
  crossings: Crossing[];
}

/**
 * Reads a batch of human clicks on CPC links, in time order, against what was counted before it
 * (issue 34 §2, docs/decisions.md). A person is billed once per link and day (`unique`, decided
 * by address), and only while its network (IPv4 /24, IPv6 /48) has not already given that link
 * BILLED_PEOPLE_PER_SUBNET_DAY people that day. A click is flagged when its visitor clicked the
 * link more than FRAUD_CLICKS_PER_HOUR times that hour, its address more than
 * FRAUD_CLICKS_PER_ADDRESS_HOUR, or its address has shown the link more than
 * FRAUD_AGENTS_PER_ADDRESS_DAY browsers that day (user-agent churn: one machine posing as many).
 * Each window is reported once, by the click that takes it past its limit.
 */
export function judgeClicks(clicks: readonly SignalClick[], unique: ReadonlySet<string>, before: CountsBefore): Judgement {
  const running = new Map<string, number>();
  const seenBrowsers = new Set<string>();
  const flagged = new Set<string>();
  const billable: string[] = [];
  const crossings = new Map<string, Crossing>();

  const step = (table: keyof Omit<CountsBefore, 'newBrowsers'>, key: string, by: number): number => {
    const id = `${table} ${key}`;
    const next = (running.get(id) ?? before[table].get(key) ?? 0) + by;
    running.set(id, next);
    return next;
  };
  const past = (click: SignalClick, rule: ClickFraudRule, key: string, count: number, limit: number, windowStart: string) => {
    if (count <= limit) return false;
    const id = `${rule} ${key}`;
    const crossing = crossings.get(id);
    if (crossing) crossing.count = count;
    // Reported by the click that crossed; a window already past before this batch was reported then.
    else if (count === limit + 1) crossings.set(id, { linkId: click.linkId, rule, count, windowStart });
    return true;
  };

  for (const click of clicks) {
    const w = windowsOf(click);
    let over = past(click, 'visitor_repeat', w.visitorHour, step('visitorHour', w.visitorHour, 1), FRAUD_CLICKS_PER_HOUR, w.hour);
    if (w.addressHour)
      over =
        past(click, 'address_repeat', w.addressHour, step('addressHour', w.addressHour, 1), FRAUD_CLICKS_PER_ADDRESS_HOUR, w.hour) || over;
    if (w.addressDay && w.browser) {
      const fresh = before.newBrowsers.has(w.browser) && !seenBrowsers.has(w.browser);
      if (fresh) seenBrowsers.add(w.browser);
      const browsers = step('addressDay', w.addressDay, fresh ? 1 : 0);
      over = past(click, 'agent_churn', w.addressDay, browsers, FRAUD_AGENTS_PER_ADDRESS_DAY, `${w.day}T00:00:00.000Z`) || over;
    }
    if (over) flagged.add(click.eventId);
    if (!unique.has(click.eventId)) continue;
    const people = w.subnetDay ? step('subnetDay', w.subnetDay, 1) : 0;
    if (!over && people <= BILLED_PEOPLE_PER_SUBNET_DAY) billable.push(click.eventId);
  }
  return { flagged, billable, crossings: [...crossings.values()] };
}

/** A window as its table is written: how much this batch adds to it. */
export interface WindowAddition {
  key: string;
  linkId: string;
  who: string;
  when: string;
  added: number;
}

/** One browser an address showed a link on a day. */
export interface BrowserSeen {
  key: string;
  linkId: string;
  addressKey: string;
  day: string;
  visitorHash: string;
}

/**
 * What a batch adds to each window, to write to its table before judging: the tables answer
 * their totals, and what they held before is the total less what was added. Each list is in key
 * order, so two consumers writing the same rows take their locks alike.
 */
export function windowAdditions(clicks: readonly SignalClick[], unique: ReadonlySet<string>) {
  const visitorHour = new Map<string, WindowAddition>();
  const addressHour = new Map<string, WindowAddition>();
  const browsers = new Map<string, BrowserSeen>();
  const subnetDay = new Map<string, WindowAddition>();
  const add = (map: Map<string, WindowAddition>, linkId: string, who: string, when: string) => {
    const key = windowKey(linkId, who, when);
    const row = map.get(key) ?? { key, linkId, who, when, added: 0 };
    row.added += 1;
    map.set(key, row);
  };
  for (const click of clicks) {
    const w = windowsOf(click);
    add(visitorHour, click.linkId, click.visitorHash, w.hour);
    if (click.addressKey) {
      add(addressHour, click.linkId, click.addressKey, w.hour);
      browsers.set(w.browser!, {
        key: w.browser!,
        linkId: click.linkId,
        addressKey: click.addressKey,
        day: w.day,
        visitorHash: click.visitorHash,
      });
    }
    if (click.subnetKey && unique.has(click.eventId)) add(subnetDay, click.linkId, click.subnetKey, w.day);
  }
  const ordered = <T extends { key: string }>(map: Map<string, T>) => [...map.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    visitorHour: ordered(visitorHour),
    addressHour: ordered(addressHour),
    browsers: ordered(browsers),
    subnetDay: ordered(subnetDay),
  };
}
