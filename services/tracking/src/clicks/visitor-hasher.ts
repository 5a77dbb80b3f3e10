import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { networkPrefixes } from './network-keys.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Salts older than this are deleted: afterwards no hash can be tied to an address again. */
const KEEP_DAYS = 2;

/** The UTC day of a moment, as Postgres's `date` reads it. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The visitor: HMAC-SHA256 of address and user agent under the day's salt, base64url (43 characters). */
export function visitorHash(salt: Buffer, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(ip).update('\n').update(userAgent).digest('base64url');
}

/**
 * A network's key under the day's salt: the person's address (`host`) or the network around it
 * (`subnet`), each HMAC'd with a label of its own so that neither can be matched to the other
 * nor to a visitor hash.
 */
export function networkKey(salt: Buffer, kind: 'host' | 'subnet', prefix: string): string {
  return createHmac('sha256', salt).update(kind).update('\n').update(prefix).digest('base64url');
}

/** What the redirect keeps of a visitor: the browser on an address, the address, and its network, each keyed for the day. */
export interface VisitorKeys {
  visitorHash: string;
  addressKey: string;
  subnetKey: string;
}

/**
 * The day's salt for visitor hashes (the 24-hour unique window of seed 002 §9 lives on it): a
 * random key per UTC day, shared by every tracking replica through Postgres, made a day ahead so
 * the redirect never waits for it, and deleted after two days, after which nobody (not even we)
 * can tell which address a stored hash came from. The redirect reads it from memory only.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Buffer>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** Loads today's and tomorrow's salts (making them if missing), then keeps them ahead hourly. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), 60 * 60 * 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The visitor's hash for a click at `at`; throws if the day's salt is not loaded (never on a running replica). */
  hash(ip: string, userAgent: string, at = this.now()): string {
    return visitorHash(this.saltOf(at), ip, userAgent);
  }

  /** The key of the person's address alone (what a conversion is known by), as `keys` makes it. */
  addressKey(ip: string, at = this.now()): string {
    return networkKey(this.saltOf(at), 'host', networkPrefixes(ip).host);
  }

  /**
   * The visitor's three keys for a click at `at` (issue 34 §2): the browser on that address (a
   * visitor), the address a person is billed by whatever its browser says (IPv4 /32, IPv6 /64),
   * and the network around it (IPv4 /24, IPv6 /48) whose people are billed up to a higher limit.
   */
  keys(ip: string, userAgent: string, at = this.now()): VisitorKeys {
    const salt = this.saltOf(at);
    const prefixes = networkPrefixes(ip);
    return {
      visitorHash: visitorHash(salt, ip, userAgent),
      addressKey: networkKey(salt, 'host', prefixes.host),
      subnetKey: networkKey(salt, 'subnet', prefixes.subnet),
    };
  }

  private saltOf(at: number): Buffer {
    const salt = this.salts.get(dayOf(at));
    if (!salt) throw new Error(`No visitor salt for ${dayOf(at)}`);
    return salt;
  }

  async refresh(): Promise<void> {
    const today = this.now();
    const days = [dayOf(today), dayOf(today + DAY_MS)];
    for (const day of days)
      await this.dataSource.query(`INSERT INTO "tracking"."visitor_salts" ("day", "salt") VALUES ($1, $2) ON CONFLICT ("day") DO NOTHING`, [
        day,
        randomBytes(32),
      ]);
    const rows: { day: string; salt: Buffer }[] = await this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "salt" FROM "tracking"."visitor_salts" WHERE "day" = ANY($1::date[])`,
      [days],
    );
    for (const row of rows) this.salts.set(row.day, row.salt);
    for (const day of this.salts.keys()) if (!days.includes(day)) this.salts.delete(day);
    await this.dataSource.query(`DELETE FROM "tracking"."visitor_salts" WHERE "day" < $1::date`, [dayOf(today - KEEP_DAYS * DAY_MS)]);
  }
}
