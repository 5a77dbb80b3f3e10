import { formatArs, isAmount, toCents } from './money.js';

describe('money', () => {
  it('formats es-AR money with thousands dots and decimal comma', () => {
    expect(formatArs(1234.5)).toBe('$ 1.234,50');
    expect(formatArs(0.3)).toBe('$ 0,30');
    expect(formatArs(1_000_000)).toBe('$ 1.000.000,00');
    expect(formatArs(3 * 0.1)).toBe('$ 0,30');
    expect(formatArs(-12.05)).toBe('-$ 12,05');
  });

  it('accepts positive amounts with at most two decimals', () => {
    for (const ok of [0.01, 1, 1234.5, 0.1 + 0.2, 99999999.99]) expect({ ok, valid: isAmount(ok) }).toEqual({ ok, valid: true });
    for (const bad of [0, -1, 1.005, Number.NaN, Number.POSITIVE_INFINITY])
      expect({ bad, valid: isAmount(bad) }).toEqual({ bad, valid: false });
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
