import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The offline geo database: IPv4 and IPv6 ranges to ISO 3166-1 alpha-2 (docs/decisions.md). */
export const GEO_PACKAGE = '@ip-location-db/geo-whois-asn-country';

// One parse at a time (the event loop is single-threaded): the groups and words of the IPv6
// address being read live here instead of in a new array per call.
const groups = new Uint16Array(8);
const words = new Uint32Array(4);

/** Sorted, disjoint segments covering a family's whole space; a segment runs to the next start. */
interface Segments {
  /** `width` 32-bit words per start, most significant first. */
  starts: Uint32Array;
  /** Index into the country names; 0 is none. */
  countries: Uint16Array;
}

/**
 * The visitor's country from the address alone, in memory: the package's ranges are read once
 * into sorted typed arrays (IPv4 as one Uint32 per segment start, IPv6 as four, most significant
 * first, with a Uint16 index into the country names beside each) and each address is a binary
 * search over them, with no allocation beyond reading the address. Addresses that are not public
 * (private, loopback, link-local, shared, documentation, multicast, reserved), malformed ones and
 * those the database does not place are null, which the counters show as 'Desconocido'.
 */
export class CountryLookup {
  private static loaded: CountryLookup | null = null;

  private constructor(
    private readonly v4: Segments,
    private readonly v6: Segments,
    private readonly names: readonly (string | null)[],
  ) {}

  /** The package's database, read on the first call and shared by every caller in the process. */
  static shared(): CountryLookup {
    return (CountryLookup.loaded ??= CountryLookup.fromPackage());
  }

  /** Reads the package's CSV files (first address, last address, country per line). */
  static fromPackage(): CountryLookup {
    const require = createRequire(import.meta.url);
    const file = (family: 'ipv4' | 'ipv6') => readFileSync(require.resolve(`${GEO_PACKAGE}/geo-whois-asn-country-${family}.csv`), 'latin1');
    return CountryLookup.fromCsv(file('ipv4'), file('ipv6'));
  }

  /**
   * Builds the lookup from CSV text. Ranges may nest or overlap (the database lays precise
   * geofeed ranges over wider registry ones without cutting them): where they do, the range that
   * starts later wins, and of two that start together the one that ends sooner.
   */
  static fromCsv(ipv4Csv: string, ipv6Csv: string): CountryLookup {
    const names: (string | null)[] = [null];
    const byCode = new Uint16Array(26 * 26);
    const countryIndex = (s: string, from: number, to: number): number => {
      while (to > from && s.charCodeAt(to - 1) <= 32) to--;
      if (to - from !== 2) return 0;
      const a = s.charCodeAt(from) - 65;
      const b = s.charCodeAt(from + 1) - 65;
      if (a < 0 || a > 25 || b < 0 || b > 25 || (a === 25 && b === 25)) return 0; // ZZ: unknown
      return (byCode[a * 26 + b] ||= names.push(String.fromCharCode(a + 65, b + 65)) - 1);
    };
    const readIPv4 = (s: string, from: number, to: number, into: Uint32Array, at: number): boolean => {
      const address = parseIPv4(s, from, to);
      into[at] = address;
      return address >= 0;
    };
    const readIPv6 = (s: string, from: number, to: number, into: Uint32Array, at: number): boolean => {
      if (!parseIPv6(s, from, to)) return false;
      for (let w = 0; w < 4; w++) into[at + w] = words[w]!;
      return true;
    };
    const v4 = flatten(readRanges(ipv4Csv, 1, readIPv4, countryIndex));
    const v6 = flatten(readRanges(ipv6Csv, 4, readIPv6, countryIndex));
    return new CountryLookup(v4, v6, names);
  }

  /** Segments held per family, and the bytes their arrays take. */
  get size(): { ipv4: number; ipv6: number; bytes: number } {
    const { v4, v6 } = this;
    const bytes = v4.starts.byteLength + v4.countries.byteLength + v6.starts.byteLength + v6.countries.byteLength;
    return { ipv4: v4.countries.length, ipv6: v6.countries.length, bytes };
  }

  /** The country (ISO 3166-1 alpha-2, upper case) of a textual IPv4 or IPv6 address, or null. */
  countryOf(address: string): string | null {
    const length = address.length;
    if (length === 0 || length > 45) return null;
    if (address.indexOf(':') < 0) {
      const v4 = parseIPv4(address, 0, length);
      return v4 < 0 ? null : this.ofIPv4(v4);
    }
    if (!parseIPv6(address, 0, length)) return null;
    const w0 = words[0]!;
    const w1 = words[1]!;
    const w2 = words[2]!;
    const w3 = words[3]!;
    // ::ffff:a.b.c.d, as a dual-stack socket reports an IPv4 visitor.
    if (w0 === 0 && w1 === 0 && w2 === 0xffff) return this.ofIPv4(w3);
    // Only global unicast (2000::/3) is anywhere; 2001:db8::/32 is for documentation.
    if (w0 >>> 29 !== 1 || w0 === 0x2001_0db8) return null;
    const { starts, countries } = this.v6;
    let lo = 0;
    let hi = countries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = mid * 4;
      const s0 = starts[at]!;
      const s1 = starts[at + 1]!;
      const s2 = starts[at + 2]!;
      const notAfter = s0 < w0 || (s0 === w0 && (s1 < w1 || (s1 === w1 && (s2 < w2 || (s2 === w2 && starts[at + 3]! <= w3)))));
      if (notAfter) lo = mid + 1;
      else hi = mid;
    }
    return this.names[countries[lo - 1]!]!;
  }

  private ofIPv4(address: number): string | null {
    if (!isPublicIPv4(address)) return null;
    const { starts, countries } = this.v4;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (starts[mid]! <= address) lo = mid + 1;
      else hi = mid;
    }
    return this.names[countries[lo - 1]!]!;
  }
}

/** A family's ranges as read: `width` words for the first address, then `width` for the last. */
interface Ranges {
  width: number;
  bounds: Uint32Array;
  countries: Uint16Array;
  /** The ranges by first address, and by last address descending among those that start together. */
  order: Uint32Array;
}

type ReadAddress = (s: string, from: number, to: number, into: Uint32Array, at: number) => boolean;

function readRanges(csv: string, width: number, read: ReadAddress, countryIndex: (s: string, from: number, to: number) => number): Ranges {
  let lines = 1;
  for (let at = csv.indexOf('\n'); at >= 0; at = csv.indexOf('\n', at + 1)) lines++;
  const bounds = new Uint32Array(lines * 2 * width);
  const countries = new Uint16Array(lines);
  let count = 0;
  let sorted = true;
  for (let pos = 0, line = 1; pos < csv.length; line++) {
    let eol = csv.indexOf('\n', pos);
    if (eol < 0) eol = csv.length;
    const first = csv.indexOf(',', pos);
    const last = first < 0 ? -1 : csv.indexOf(',', first + 1);
    const blank = eol - pos <= 1 && (eol === pos || csv.charCodeAt(pos) === 13);
    if (!blank) {
      const at = count * 2 * width;
      if (last < 0 || last > eol || !read(csv, pos, first, bounds, at) || !read(csv, first + 1, last, bounds, at + width)) {
        throw new Error(`${GEO_PACKAGE}: line ${line} is not first address,last address,country`);
      }
      if (compare(bounds, at + width, bounds, at, width) < 0) throw new Error(`${GEO_PACKAGE}: line ${line} ends before it starts`);
      if (count > 0) {
        const byStart = compare(bounds, at - 2 * width, bounds, at, width);
        if (byStart > 0 || (byStart === 0 && compare(bounds, at - width, bounds, at + width, width) < 0)) sorted = false;
      }
      countries[count++] = countryIndex(csv, last + 1, eol);
    }
    pos = eol + 1;
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  if (!sorted) {
    const step = 2 * width;
    order.sort(
      (a, b) => compare(bounds, a * step, bounds, b * step, width) || compare(bounds, b * step + width, bounds, a * step + width, width),
    );
  }
  return { width, bounds, countries, order };
}

/** Lexicographic comparison of two `width`-word numbers. */
function compare(a: Uint32Array, ai: number, b: Uint32Array, bi: number, width: number): number {
  for (let w = 0; w < width; w++) {
    const x = a[ai + w]!;
    const y = b[bi + w]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Lays the ranges over the whole space as disjoint segments (a gap is country 0), adjacent
 * segments of one country merged: a sweep that keeps the ranges still open on a stack, the
 * innermost on top.
 */
function flatten({ width, bounds, countries, order }: Ranges): Segments {
  const step = 2 * width;
  // Each range starts one segment and may resume the one beneath it: at most 2n + 1.
  const starts = new Uint32Array((2 * order.length + 1) * width);
  const segmentCountries = new Uint16Array(2 * order.length + 1);
  let last = 0; // the first segment starts at 0, country none
  const emit = (key: Uint32Array, at: number, country: number) => {
    if (compare(starts, last * width, key, at, width) === 0) {
      segmentCountries[last] = country;
      if (last > 0 && segmentCountries[last - 1] === country) last--;
    } else if (segmentCountries[last] !== country) {
      last++;
      for (let w = 0; w < width; w++) starts[last * width + w] = key[at + w]!;
      segmentCountries[last] = country;
    }
  };
  const next = new Uint32Array(width);
  const open: number[] = [];
  const endOf = (range: number) => range * step + width;
  /** Closes the open ranges that end before `limit` (all of them without one). */
  const closeBefore = (limit: Uint32Array | null, at: number) => {
    while (open.length > 0 && (!limit || compare(bounds, endOf(open[open.length - 1]!), limit, at, width) < 0)) {
      const done = endOf(open.pop()!);
      // Ranges beneath it that end no later are hidden for the rest of their length.
      while (open.length > 0 && compare(bounds, endOf(open[open.length - 1]!), bounds, done, width) <= 0) open.pop();
      // The address after its last one, unless that is the end of the space.
      let w = width - 1;
      for (; w >= 0 && bounds[done + w] === 0xffff_ffff; w--) next[w] = 0;
      if (w < 0) continue;
      next[w] = bounds[done + w]! + 1;
      for (let k = 0; k < w; k++) next[k] = bounds[done + k]!;
      emit(next, 0, open.length > 0 ? countries[open[open.length - 1]!]! : 0);
    }
  };
  for (const range of order) {
    closeBefore(bounds, range * step);
    emit(bounds, range * step, countries[range]!);
    open.push(range);
  }
  closeBefore(null, 0);
  return { starts: starts.slice(0, (last + 1) * width), countries: segmentCountries.slice(0, last + 1) };
}

/** A dotted quad (no leading zeros) in [from, to) as an unsigned 32-bit number, or -1. */
function parseIPv4(s: string, from: number, to: number): number {
  let value = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (digits > 0 && part === 0) return -1;
      part = part * 10 + c - 48;
      digits++;
      if (part > 255) return -1;
    } else if (c === 46 && digits > 0 && dots < 3) {
      value = value * 256 + part;
      part = 0;
      digits = 0;
      dots++;
    } else {
      return -1;
    }
  }
  return digits > 0 && dots === 3 ? value * 256 + part : -1;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** An IPv6 address in [from, to) (RFC 4291 text, an IPv4 tail allowed, no zone) into `words`; false when malformed. */
function parseIPv6(s: string, from: number, to: number): boolean {
  let count = 0;
  let gap = -1;
  let i = from;
  if (s.charCodeAt(i) === 58) {
    if (to - i < 2 || s.charCodeAt(i + 1) !== 58) return false;
    gap = 0;
    i += 2;
  }
  while (i < to) {
    if (count === 8) return false;
    const groupStart = i;
    let value = 0;
    let c = 0;
    for (; i < to; i++) {
      c = s.charCodeAt(i);
      const h = hexValue(c);
      if (h < 0) break;
      value = value * 16 + h;
    }
    if (i < to && c === 46) {
      // The last 32 bits as a dotted quad.
      if (count > 6) return false;
      const v4 = parseIPv4(s, groupStart, to);
      if (v4 < 0) return false;
      groups[count++] = v4 >>> 16;
      groups[count++] = v4 & 0xffff;
      break;
    }
    const digits = i - groupStart;
    if (digits === 0 || digits > 4) return false;
    groups[count++] = value;
    if (i === to) break;
    if (c !== 58) return false;
    i++;
    if (i < to && s.charCodeAt(i) === 58) {
      if (gap >= 0) return false;
      gap = count;
      i++;
    } else if (i === to) {
      return false;
    }
  }
  if (gap < 0 ? count !== 8 : count > 7) return false;
  if (gap >= 0) {
    const tail = count - gap;
    for (let k = 0; k < tail; k++) groups[7 - k] = groups[count - 1 - k]!;
    for (let k = gap; k < 8 - tail; k++) groups[k] = 0;
  }
  for (let w = 0; w < 4; w++) words[w] = groups[w * 2]! * 0x10000 + groups[w * 2 + 1]!;
  return true;
}

/**
 * Whether an IPv4 address can be a visitor on the internet: not this network (0/8), private
 * (10/8, 172.16/12, 192.168/16), shared (100.64/10), loopback (127/8), link-local (169.254/16),
 * IETF (192.0.0/24), documentation (192.0.2/24, 198.51.100/24, 203.0.113/24), benchmarking
 * (198.18/15), multicast or reserved (224/3).
 */
function isPublicIPv4(a: number): boolean {
  const first = a >>> 24;
  if (first === 0 || first === 10 || first === 127 || first >= 224) return false;
  const x16 = a >>> 16;
  const x24 = a >>> 8;
  return !(
    a >>> 22 === 0x191 || // 100.64/10
    x16 === 0xa9fe || // 169.254/16
    a >>> 20 === 0xac1 || // 172.16/12
    x16 === 0xc0a8 || // 192.168/16
    x24 === 0xc00000 || // 192.0.0/24
    x24 === 0xc00002 || // 192.0.2/24
    a >>> 17 === 0x6309 || // 198.18/15
    x24 === 0xc63364 || // 198.51.100/24
    x24 === 0xcb0071 // 203.0.113/24
  );
}
