import {
  endOfStoreDay,
  formatCommission,
  formatCpcTerms,
  formatDateTime,
  formatDecimal,
  formatFollowers,
  formatMoney,
  formatPercent,
  storeDayOf,
  toCents,
} from './format.js';
import { customLinkCode, cpcLinkCode, pixelCode, productLinkCode, slugify, storeLinkCode, trackingUrl } from './codes.js';

describe('formatMoney', () => {
  it('writes cents as $ with es-AR separators and two decimals', () => {
    expect(formatMoney(123456)).toBe('$1.234,56');
    expect(formatMoney(0)).toBe('$0,00');
    expect(formatMoney(100000000)).toBe('$1.000.000,00');
  });
});

describe('formatDecimal', () => {
  it('uses two decimals with a comma', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,50');
  });
});

describe('formatPercent', () => {
  it('shows fractions as whole percents', () => {
    expect(formatPercent(0.15)).toBe('15%');
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('formatFollowers', () => {
  it('keeps counts under 1,000 as they are', () => {
    expect(formatFollowers(999)).toBe('999');
  });
  it('shows thousands with no decimals', () => {
    expect(formatFollowers(1000)).toBe('1k');
    expect(formatFollowers(15900)).toBe('15k');
  });
  it('shows millions with one decimal', () => {
    expect(formatFollowers(1_000_000)).toBe('1.0M');
    expect(formatFollowers(2_450_000)).toBe('2.5M');
  });
});

describe('toCents', () => {
  it('reads store prices as strings', () => {
    expect(toCents('25.00')).toBe(2500);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('code shapes', () => {
  const product = '1a2b3c4d-0000-4000-8000-000000000000';
  const creator = '9f8e7d6c-1111-4000-8000-000000000000';
  const now = 1_700_000_000_000;

  it('builds a product link code', () => {
    expect(productLinkCode(product, creator, now)).toBe(`AF-1a2b3c4d-9f8e7d6c-${now.toString(36)}`);
  });
  it('builds a whole-store link code', () => {
    expect(storeLinkCode(creator, now)).toBe(`AF-STORE-9f8e7d6c-${now.toString(36)}`);
  });
  it('builds a CPC code', () => {
    expect(cpcLinkCode(creator, product, now)).toBe(`CPC-9f8e7d6c-1a2b3c4d-${now.toString(36)}`);
  });
  it('builds custom and pixel codes of 8 uppercase alphanumerics', () => {
    expect(customLinkCode()).toMatch(/^CUSTOM-[A-Z0-9]{8}$/);
    expect(pixelCode()).toMatch(/^PX-[A-Z0-9]{8}$/);
  });
  it('builds the tracking URL from the origin', () => {
    expect(trackingUrl('AF-STORE-x', 'http://localhost:8080/')).toBe('http://localhost:8080/track/AF-STORE-x');
  });
  it('slugifies names', () => {
    expect(slugify('  María José Núñez! ')).toBe('maria-jose-nunez');
  });
});

describe('campaign terms', () => {
  it('a percentage with up to two decimals, a fixed amount as money, a CPC deal with its quota', () => {
    expect(formatCommission('percentage', 15)).toBe('15%');
    expect(formatCommission('percentage', 12.5)).toBe('12,5%');
    expect(formatCommission('fixed', 150050)).toBe('$1.500,50');
    expect(formatCpcTerms(50, 1200)).toBe('$0,50 por clic · 1.200 clics');
  });
});

describe('the store’s days (Argentina, UTC−3)', () => {
  it('end at 23:59:59 in the store, whatever the zone that asks', () => {
    expect(endOfStoreDay('2025-03-31')).toBe('2025-04-01T02:59:59.000Z');
    expect(endOfStoreDay('2024-12-31')).toBe('2025-01-01T02:59:59.000Z');
    expect(endOfStoreDay('31/03/2025')).toBeNull();
    expect(endOfStoreDay('2025-02-30')).toBeNull();
  });

  it('name the day a moment falls on in the store, which a coupon’s end_date carries', () => {
    expect(storeDayOf(new Date('2025-04-01T02:59:59.000Z'))).toBe('2025-03-31');
    expect(storeDayOf(new Date('2025-04-01T03:00:00.000Z'))).toBe('2025-04-01');
    expect(storeDayOf(new Date(endOfStoreDay('2025-03-31')!))).toBe('2025-03-31');
  });
});

describe('formatDateTime', () => {
  it("reads a moment on Argentina's clock, whatever the machine's", () => {
    expect(formatDateTime('2026-11-29T01:05:00.000Z')).toBe('28/11/2026, 22:05');
    expect(formatDateTime(new Date('2026-11-28T15:00:00.000Z'))).toBe('28/11/2026, 12:00');
  });
});
