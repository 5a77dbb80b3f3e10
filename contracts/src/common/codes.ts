/**
 * Code shapes of seeds 000 §9, 001 §9 and 002 §9. Ids are uuids; a code cuts their first
 * 8 characters. `now` is a parameter so the shapes are testable.
 */

function head(id: string): string {
  return id.replace(/-/g, '').slice(0, 8);
}

function base36Time(now: number): string {
  return now.toString(36);
}

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomChars(length: number, alphabet: string, random: () => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** AF-{product}-{creator}-{time36}: an affiliate link for one product. */
export function productLinkCode(productId: string, creatorId: string, now = Date.now()): string {
  return `AF-${head(productId)}-${head(creatorId)}-${base36Time(now)}`;
}

/** AF-STORE-{creator}-{time36}: an affiliate link for the whole store. */
export function storeLinkCode(creatorId: string, now = Date.now()): string {
  return `AF-STORE-${head(creatorId)}-${base36Time(now)}`;
}

/** CPC-{creator}-{campaign}-{time36}: a cost-per-click tracking code. */
export function cpcLinkCode(creatorId: string, campaignId: string, now = Date.now()): string {
  return `CPC-${head(creatorId)}-${head(campaignId)}-${base36Time(now)}`;
}

/** CUSTOM-{8 random uppercase}: a brand's custom link. */
export function customLinkCode(random: () => number = Math.random): string {
  return `CUSTOM-${randomChars(8, UPPER_ALNUM, random)}`;
}

/** PX-{8 uppercase alphanumerics}: a tracking pixel. */
export function pixelCode(random: () => number = Math.random): string {
  return `PX-${randomChars(8, UPPER_ALNUM, random)}`;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * AF-{brand}-{creator}-{8 random base-36}: a link a brand makes for its own internal creator in
 * the creators directory (seed 001 §9, issue 16: the directory's shape).
 */
export function directoryLinkCode(brandId: string, creatorId: string, random: () => number = Math.random): string {
  return `AF-${head(brandId)}-${head(creatorId)}-${randomChars(8, BASE36, random)}`;
}

/** {origin}/track/{code}; the production address when no origin is known. */
export function trackingUrl(code: string, origin: string): string {
  return `${origin.replace(/\/$/, '')}/track/${encodeURIComponent(code)}`;
}

/** Lowercase, accents removed, non-alphanumerics to hyphens, edge hyphens trimmed (seed 001 §5). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
