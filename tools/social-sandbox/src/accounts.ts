// The accounts the three networks know. There is no list to keep: every well-formed username
// exists, except those starting with 'noexiste', and its figures come from a hash of the network
// and the username, so the same name always shows the same figures in every test and demo. A
// test that needs exact figures pins them (pin(), PUT /_sandbox/accounts/...): a pin wins over
// the hash, and a pinned account exists whatever its name.
import { z } from 'zod';
import { SandboxError } from './http.js';

export const NETWORKS = ['youtube', 'instagram', 'tiktok'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_LABELS: Record<Network, string> = { youtube: 'YouTube', instagram: 'Instagram', tiktok: 'TikTok' };

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

/**
 * The usernames each network allows: YouTube handles 3 to 30 letters, digits, '.', '_' or '-';
 * Instagram usernames 1 to 30 letters, digits, '.' or '_'; TikTok usernames 2 to 24 of those.
 * Anything else is not an account (the same answer as an unknown one).
 */
const USERNAME_RULES: Record<Network, { pattern: RegExp; description: string }> = {
  youtube: { pattern: /^[A-Za-z0-9._-]{3,30}$/, description: "3 to 30 letters, digits, '.', '_' or '-'" },
  instagram: { pattern: /^[A-Za-z0-9._]{1,30}$/, description: "1 to 30 letters, digits, '.' or '_'" },
  tiktok: { pattern: /^[A-Za-z0-9._]{2,24}$/, description: "2 to 24 letters, digits, '.' or '_'" },
};

/** Usernames that start with this (any case) are unknown to every network, unless pinned. */
export const UNKNOWN_PREFIX = 'noexiste';

export function isWellFormed(network: Network, username: string): boolean {
  return USERNAME_RULES[network].pattern.test(username);
}

/**
 * An account's figures, as a test pins them and as figures() tells them.
 * - YouTube: followers (subscriberCount), posts (videoCount), views (viewCount).
 * - Instagram: followers (followers_count), posts (media_count), and the likes and comments of
 *   each recent post (like_count, comments_count).
 * - TikTok: followers (follower_count), posts (video_count), likes: the likes of all the
 *   account's videos together (likes_count).
 */
export interface Figures {
  followers: number;
  posts: number;
  views?: number;
  likes?: number;
  comments?: number;
}

export interface Account {
  network: Network;
  /** Lower case: every network compares usernames case-insensitively. */
  username: string;
  /** The network's id of the account: UC… for a YouTube channel, a numeric id on Instagram. */
  id: string;
  pinned: boolean;
  followers: number;
  posts: number;
  /** YouTube: the channel's views. 0 elsewhere. */
  views: number;
  /** Instagram: per recent post. TikTok: on all the videos together. 0 on YouTube. */
  likes: number;
  /** Instagram: per recent post. 0 elsewhere. */
  comments: number;
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A stream of numbers in [0, 1) seeded by `seed` (mulberry32): the same seed, the same numbers. */
export function draws(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The real API gives subscriberCount rounded down to three significant figures. */
export function threeSignificantFigures(value: number): number {
  if (value < 1000) return value;
  const unit = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.floor(value / unit) * unit;
}

function digits(next: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(next() * 10);
  return out;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function accountId(network: Network, username: string): string {
  const next = draws(fnv1a(`${network}:${username}:id`));
  if (network === 'instagram') return `17841${digits(next, 12)}`;
  if (network === 'tiktok') return digits(next, 19);
  // A channel id is UC and 22 base64url characters, the last one of A, Q, g or w (it ends 128 bits).
  let id = 'UC';
  for (let i = 0; i < 21; i++) id += BASE64URL[Math.floor(next() * 64)];
  return id + 'AQgw'[Math.floor(next() * 4)];
}

/**
 * The figures of an account nobody pinned. h = FNV-1a of '{network}:{username in lower case}'
 * seeds mulberry32, whose draws r1, r2, r3, r4 in [0, 1) give (see the README):
 * followers = round(1 000 × 900^r1), posts = round(10 × 200^r2), then per network
 * YouTube views = followers × (50 + ⌊250 × r3⌋) with followers then rounded down to three
 * significant figures; Instagram likes per post = round(followers × (1 % + 5 % × r3)) and
 * comments per post = round(likes × (1 % + 4 % × r4)); TikTok likes = posts × round(followers × (1 % + 7 % × r3)).
 */
export function generatedAccount(network: Network, username: string): Account {
  const key = username.toLowerCase();
  const next = draws(fnv1a(`${network}:${key}`));
  const followers = Math.round(1000 * 900 ** next());
  const posts = Math.round(10 * 200 ** next());
  const account: Account = {
    network,
    username: key,
    id: accountId(network, key),
    pinned: false,
    followers,
    posts,
    views: 0,
    likes: 0,
    comments: 0,
  };
  if (network === 'youtube') {
    account.views = followers * (50 + Math.floor(250 * next()));
    account.followers = threeSignificantFigures(followers);
  } else if (network === 'instagram') {
    account.likes = Math.round(followers * (0.01 + 0.05 * next()));
    account.comments = Math.round(account.likes * (0.01 + 0.04 * next()));
  } else {
    account.likes = posts * Math.round(followers * (0.01 + 0.07 * next()));
  }
  return account;
}

export interface RecentPost {
  id: string;
  likes: number;
  comments: number;
}

/**
 * An Instagram account's newest `count` posts (no more than it has). A pinned account's posts all
 * have exactly the pinned likes and comments; a generated one's vary by ±25 % around them, each
 * from a hash of the username and its position, so they are the same on every call too.
 */
export function recentPosts(account: Account, count: number): RecentPost[] {
  const posts: RecentPost[] = [];
  for (let i = 0; i < Math.min(count, account.posts); i++) {
    const next = draws(fnv1a(`instagram:${account.username}:post:${i}`));
    const id = `179${digits(next, 14)}`;
    if (account.pinned) posts.push({ id, likes: account.likes, comments: account.comments });
    else
      posts.push({
        id,
        likes: Math.round(account.likes * (0.75 + 0.5 * next())),
        comments: Math.round(account.comments * (0.75 + 0.5 * next())),
      });
  }
  return posts;
}

/** The figures of `account` that its network publishes, in the shape a pin takes. */
export function figuresOf(account: Account): Figures {
  const { followers, posts, views, likes, comments } = account;
  if (account.network === 'youtube') return { followers, posts, views };
  if (account.network === 'instagram') return { followers, posts, likes, comments };
  return { followers, posts, likes };
}

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What a pin of each network takes: exactly the figures that network publishes. */
const PIN_SCHEMAS = {
  youtube: z.strictObject({ followers: count, posts: count, views: count }),
  instagram: z.strictObject({ followers: count, posts: count, likes: count, comments: count.default(0) }),
  tiktok: z.strictObject({ followers: count, posts: count, likes: count }),
};

function describePinIssues(network: Network, error: z.ZodError, body: unknown): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys')
        return `${issue.keys.join(', ')} ${issue.keys.length > 1 ? 'are not figures' : 'is not a figure'} of ${NETWORK_LABELS[network]}`;
      if (!field) return 'the figures must be a JSON object';
      const missing = typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] === undefined;
      return missing ? `${field} is required` : `${field} must be a whole number ≥ 0`;
    })
    .join('; ');
}

/** The pinned accounts, keyed by network and lower-cased username. */
export class AccountBook {
  private readonly pins = new Map<string, Account>();

  /** The account as the network answers it, or null when the network does not know it. */
  find(network: Network, username: string): Account | null {
    if (!isWellFormed(network, username)) return null;
    const pinned = this.pins.get(`${network}:${username.toLowerCase()}`);
    if (pinned) return { ...pinned };
    if (username.toLowerCase().startsWith(UNKNOWN_PREFIX)) return null;
    return generatedAccount(network, username);
  }

  /** Pins `figures` (checked against the network's pin shape) on an account; throws SandboxError when refused. */
  pin(network: string, username: string, figures: unknown): Account {
    const [net, name] = checkedAccount(network, username);
    const parsed = PIN_SCHEMAS[net].safeParse(figures);
    if (!parsed.success) throw new SandboxError(400, describePinIssues(net, parsed.error, figures));
    const key = name.toLowerCase();
    const pinned: Account = { ...generatedAccount(net, key), pinned: true, views: 0, likes: 0, comments: 0, ...parsed.data };
    this.pins.set(`${net}:${key}`, pinned);
    return { ...pinned };
  }

  /** Whether there was a pin to remove. */
  unpin(network: string, username: string): boolean {
    const [net, name] = checkedAccount(network, username);
    return this.pins.delete(`${net}:${name.toLowerCase()}`);
  }

  clear(): void {
    this.pins.clear();
  }
}

/** The network and the username (a leading '@' dropped) of an admin call; throws SandboxError when either is not one. */
function checkedAccount(network: string, username: string): [Network, string] {
  if (!isNetwork(network)) throw new SandboxError(404, `unknown network '${network}': it is one of ${NETWORKS.join(', ')}`);
  const name = username.replace(/^@/, '');
  if (!isWellFormed(network, name))
    throw new SandboxError(
      400,
      `'${username}' is not a well-formed ${NETWORK_LABELS[network]} username (${USERNAME_RULES[network].description})`,
    );
  return [network, name];
}
