/** es-AR formatting used by every screen: money in `$`, commissions as whole percents, followers as k/M. */

const decimals2 = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** Money is kept in integer cents everywhere; this is the only place it becomes text. */
export function formatMoney(cents: number): string {
  return `$${decimals2.format(cents / 100)}`;
}

/** A plain es-AR number with two decimals, e.g. the agency's total revenue (1.234,50). */
export function formatDecimal(value: number): string {
  return decimals2.format(value);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** Commission fractions (0..1) are shown as whole percents: 0.15 → "15%". */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** Follower counts: 1,000 and up as thousands with no decimals, 1,000,000 and up as millions with one. */
export function formatFollowers(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}k`;
  return String(count);
}

/** The platform's days are Argentina's: the stores', the brands' and every date on screen. */
export const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall clock of a moment in the store's zone, read back as if it were UTC (ms). */
function storeWallClock(at: number): number {
  const part = Object.fromEntries(dayParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return Date.UTC(+part['year']!, +part['month']! - 1, +part['day']!, +part['hour']!, +part['minute']!, +part['second']!);
}

/** The store's calendar day of a moment, YYYY-MM-DD (what a coupon's `end_date` names). */
export function storeDayOf(at: Date): string {
  return new Date(storeWallClock(at.getTime())).toISOString().slice(0, 10);
}

/**
 * The last second of a store day (YYYY-MM-DD) as a moment, ISO: a code the brand gives until the
 * 31st lasts through the 31st in the store, whatever the zone of the browser that chose it.
 */
export function endOfStoreDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const wall = Date.parse(`${day}T23:59:59.000Z`);
  // A day the calendar has (no 30 February rolled into March).
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 10) !== day) return null;
  // The zone's offset at that moment (Argentina keeps one all year; the sum holds if that changes).
  const offset = storeWallClock(wall) - wall;
  return new Date(wall - offset).toISOString();
}

export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/** A moment as Argentina reads it: '29/11/2026, 18:58'. */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Cents from a decimal amount typed by a person or sent by a store ("25.00", 25.5). */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  return Math.round(value * 100);
}

/**
 * A fraction as stored (numeric(5,4), read from Postgres as text) to the percent screens use:
 * 0.125 → 12.5, exact to the fraction's four decimals.
 */
export function percentFromFraction(fraction: number | string): number {
  return Math.round(Number(fraction) * 10_000) / 100;
}

const percentValue = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** A campaign commission as people read it: '15%' (it travels in percent) or '$1.500,00' (in cents). */
export function formatCommission(type: 'percentage' | 'fixed', value: number): string {
  return type === 'percentage' ? `${percentValue.format(value)}%` : formatMoney(value);
}

/** A cost-per-click deal: '$0,50 por clic · 200 clics'. */
export function formatCpcTerms(costPerClickCents: number, maxClicks: number): string {
  return `${formatMoney(costPerClickCents)} por clic · ${formatInteger(maxClicks)} clics`;
}
