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

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
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
