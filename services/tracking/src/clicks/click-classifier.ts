import { isbot } from 'isbot';
import type { BOT_REASONS, CLICK_DEVICES, Utm } from '@afilia/contracts';

/** What a request tells about its visitor, before anything is stored. */
export interface ClickTraits {
  device: (typeof CLICK_DEVICES)[number];
  referrerHost: string | null;
  botReason: (typeof BOT_REASONS)[number] | null;
  utm: Utm;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Prefetches and link previews fetch the link without a person behind them: Chrome's speculation
 * rules and <link rel=prefetch> send `Sec-Purpose: prefetch`, older ones `Purpose: prefetch`,
 * Firefox `X-Moz: prefetch`, Safari's previews `X-Purpose: preview`.
 */
function isPrefetch(headers: Headers): boolean {
  return ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) => /prefetch|preview/i.test(header(headers, name)));
}

/** Why this request is not a person's click, or null: it is still redirected, never billed. */
export function botReason(method: string, headers: Headers): ClickTraits['botReason'] {
  if (method === 'HEAD') return 'head';
  if (isPrefetch(headers)) return 'prefetch';
  // isbot (maintained list of self-declared crawlers, previewers and HTTP clients); an empty
  // user agent is no browser either.
  const ua = header(headers, 'user-agent');
  return !ua || isbot(ua) ? 'user_agent' : null;
}

/**
 * Whether a person followed the link (issue 34 §2): a browser that sends Fetch Metadata says what
 * the request is for, and only a top-level navigation (`navigate` to a `document`) is someone
 * opening the link. `<img src=".../track/CODE">` on a busy page arrives as `no-cors`/`image`, an
 * iframe as `navigate`/`iframe`, a script's fetch as `cors`/`empty`: views, never billed. A
 * request without those headers (an older browser, a native app's web view) is left to the bot
 * and prefetch rules; a forged header can only make a click count less.
 */
export function isNavigation(headers: Headers): boolean {
  const mode = header(headers, 'sec-fetch-mode');
  const dest = header(headers, 'sec-fetch-dest');
  return (mode === '' || mode === 'navigate') && (dest === '' || dest === 'document');
}

/** Why this visit of a link is not a person's click: `botReason`, or it was not a navigation. */
export function clickBotReason(method: string, headers: Headers): ClickTraits['botReason'] {
  return botReason(method, headers) ?? (isNavigation(headers) ? null : 'not_navigation');
}

/** The device class of the stats dialog, from the user agent (tablets first: they also say Mobile). */
export function deviceOf(userAgent: string): ClickTraits['device'] {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'mobile';
  if (/Windows NT|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return 'desktop';
  return 'other';
}

/** The referring site's host, lower case; none when absent or not an http(s) address. */
export function referrerHostOf(referer: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().slice(0, 253) : null;
  } catch {
    return null;
  }
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

/** The utm_* parameters of the visited address, each cut to 200 characters. */
export function utmOf(query: URLSearchParams): Utm {
  return Object.fromEntries(UTM_KEYS.map((key) => [key, query.get(`utm_${key}`)?.slice(0, 200) || null])) as Utm;
}

export function classify(method: string, headers: Headers, query: URLSearchParams): ClickTraits {
  return {
    device: deviceOf(header(headers, 'user-agent')),
    referrerHost: referrerHostOf(header(headers, 'referer')),
    botReason: clickBotReason(method, headers),
    utm: utmOf(query),
  };
}
