// Money travels as decimal strings ("12500.00"); the sandbox counts in integer cents.

export function toCents(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Math.round(n * 100);
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal amount as the API accepts it on writes: a number or a numeric string. */
export function isAmount(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim());
}
