import type { ClickEvent } from './click-recorder.js';

/** Whose a link's clicks also are: its campaign, creator and brand. */
export type LinkScopes = Map<string, { campaignId: string | null; creatorId: string; brandId: string }>;

interface Rollup {
  key: string;
  scope: 'link' | 'campaign' | 'creator' | 'brand';
  scopeId: string;
  day: string;
  clicks: number;
  unique: number;
  bots: number;
}

interface Breakdown {
  key: string;
  linkId: string;
  day: string;
  dimension: 'source' | 'device' | 'country';
  value: string;
  clicks: number;
}

/** Where a person came from: the utm source they carried, else the referring site, else 'directo'. */
export function sourceOf(click: Pick<ClickEvent, 'utm' | 'referrerHost'>): string {
  return click.utm.source ?? click.referrerHost ?? 'directo';
}

/**
 * The person a click is counted and billed as (issue 34 §2): its keyed address, whatever its user
 * agent says; a click recorded before addresses were keyed has its visitor instead.
 */
export function personOf(click: Pick<ClickEvent, 'addressKey' | 'visitorHash'>): string {
  return click.addressKey ?? click.visitorHash;
}

/**
 * What a batch of new clicks adds to the counters, summed in memory so each row is written once
 * per batch. A person's click is unique when it is the first of its person (`personOf`) on that
 * link under the day's salt (`firstVisits`: "link person" pairs the database saw for the first
 * time; the earliest click of the pair takes it). Bots count apart and never as unique.
 */
export function countClicks(clicks: readonly ClickEvent[], firstVisits: ReadonlySet<string>, scopes: LinkScopes) {
  const unique = new Set<string>();
  const claimed = new Set<string>();
  const perLink = new Map<string, { clicks: number; unique: number; bots: number; lastAt: string | null }>();
  const rollups = new Map<string, Rollup>();
  const breakdowns = new Map<string, Breakdown>();

  const roll = (scope: Rollup['scope'], scopeId: string, day: string, bot: boolean, first: boolean) => {
    const key = `${scope} ${scopeId} ${day}`;
    const row = rollups.get(key) ?? { key, scope, scopeId, day, clicks: 0, unique: 0, bots: 0 };
    if (bot) row.bots += 1;
    else row.clicks += 1;
    if (first) row.unique += 1;
    rollups.set(key, row);
  };
  const breakdown = (linkId: string, day: string, dimension: Breakdown['dimension'], value: string) => {
    const key = `${linkId} ${day} ${dimension} ${value}`;
    const row = breakdowns.get(key) ?? { key, linkId, day, dimension, value, clicks: 0 };
    row.clicks += 1;
    breakdowns.set(key, row);
  };

  for (const click of clicks) {
    const bot = click.botReason !== null;
    const pair = `${click.linkId} ${personOf(click)}`;
    const first = !bot && firstVisits.has(pair) && !claimed.has(pair);
    if (first) {
      claimed.add(pair);
      unique.add(click.eventId);
    }
    const link = perLink.get(click.linkId) ?? { clicks: 0, unique: 0, bots: 0, lastAt: null };
    if (bot) link.bots += 1;
    else {
      link.clicks += 1;
      // The last person's click (ISO times compare as text).
      if (link.lastAt === null || click.occurredAt > link.lastAt) link.lastAt = click.occurredAt;
    }
    if (first) link.unique += 1;
    perLink.set(click.linkId, link);

    const day = new Date(click.occurredAt).toISOString().slice(0, 10);
    const scope = scopes.get(click.linkId);
    roll('link', click.linkId, day, bot, first);
    if (scope) {
      if (scope.campaignId) roll('campaign', scope.campaignId, day, bot, first);
      roll('creator', scope.creatorId, day, bot, first);
      roll('brand', scope.brandId, day, bot, first);
    }
    if (!bot) {
      breakdown(click.linkId, day, 'source', sourceOf(click));
      breakdown(click.linkId, day, 'device', click.device);
      breakdown(click.linkId, day, 'country', click.country ?? 'unknown');
    }
  }
  return { unique, perLink, rollups, breakdowns };
}
