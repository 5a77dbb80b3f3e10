// Tiendanube prints times in the store's own zone with its offset ("2013-06-01T15:12:15-03:00").
// The sandbox store is Argentine: UTC-3 all year (no daylight saving since 2009).

const OFFSET_MS = -3 * 60 * 60 * 1000;

/** Milliseconds since the epoch to the API's ISO 8601 form with the -03:00 offset. */
export function formatTime(ms: number): string {
  return `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}-03:00`;
}

/** ISO 8601 (with or without a zone; a bare date is read as UTC midnight) to milliseconds, or null. */
export function parseTime(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Calendar date in the store's zone, as coupons show it ("2024-05-08"). */
export function formatDate(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}
