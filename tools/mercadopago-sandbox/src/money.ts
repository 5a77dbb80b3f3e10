// Amounts travel as JSON numbers with at most two decimals (ARS centavos). Sums are made in
// integer centavos, so 0.1 + 0.2 equals 0.3 here as it does at a bank.

/** Whether `value` is a positive amount with at most two decimals. */
export function isAmount(value: number): boolean {
  if (!Number.isFinite(value) || value <= 0) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export function toCents(value: number): number {
  return Math.round(value * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** es-AR money: "$ 1.234,50" (thousands with dots, decimals with a comma). */
export function formatArs(value: number): string {
  const cents = toCents(value);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}$ ${whole},${String(abs % 100).padStart(2, '0')}`;
}
