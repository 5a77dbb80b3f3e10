import { randomUUID } from 'node:crypto';
import { claimOf, CLOCK_SKEW_MS, insideWindow, landingClaim, netLineTotals, termsOfLine, type Offer } from './attribution.js';

const DAY = 86_400_000;
const clickId = randomUUID();

describe('the landing URL', () => {
  it('gives the ref and the click id our redirect put on the store address', () => {
    expect(landingClaim(`https://tienda.example.com/productos/bolso/?ref=AF-P-1&click_id=${clickId}&utm_source=ig`)).toEqual({
      code: 'AF-P-1',
      clickId,
    });
  });

  it('keeps the ref without a click id, or with one that is not ours', () => {
    expect(landingClaim('https://tienda.example.com/?ref=AF-P-1')).toEqual({ code: 'AF-P-1', clickId: null });
    expect(landingClaim('https://tienda.example.com/?ref=AF-P-1&click_id=1%27%20OR%201=1')).toEqual({ code: 'AF-P-1', clickId: null });
  });

  it('claims nothing without a ref, without a URL, or with one that is not a URL', () => {
    expect(landingClaim('https://tienda.example.com/?source=abc')).toBeNull();
    expect(landingClaim(null)).toBeNull();
    expect(landingClaim('no es una url')).toBeNull();
    expect(landingClaim(`https://tienda.example.com/?ref=${'x'.repeat(101)}`)).toBeNull();
  });
});

describe('whose sale an order is', () => {
  const creatorCode = { codeId: randomUUID(), creatorId: randomUUID(), code: 'SOL15', campaignId: null };

  it("takes the creator's coupon over the landing URL, with the campaign it was made in", () => {
    expect(claimOf({ creatorCode, landingUrl: 'https://t.example/?ref=AF-OTHER' })).toEqual({
      by: 'coupon',
      creatorId: creatorCode.creatorId,
      code: 'SOL15',
      campaignId: null,
    });
    const campaignId = randomUUID();
    expect(claimOf({ creatorCode: { ...creatorCode, campaignId }, landingUrl: null })).toMatchObject({ campaignId });
  });

  it('falls back to the ref of the landing URL, and to nobody', () => {
    expect(claimOf({ creatorCode: null, landingUrl: 'https://t.example/?ref=AF-1' })).toEqual({ by: 'link', code: 'AF-1', clickId: null });
    expect(claimOf({ creatorCode: null, landingUrl: 'https://t.example/' })).toBeNull();
  });
});

describe("the cookie's window", () => {
  const clicked = Date.parse('2026-11-01T12:00:00Z');

  it('holds a sale paid up to the last moment of the cookie days after the click', () => {
    expect(insideWindow(clicked, clicked + 30 * DAY, 30)).toBe(true);
    expect(insideWindow(clicked, clicked + 30 * DAY + 1, 30)).toBe(false);
    expect(insideWindow(clicked, clicked + 2 * DAY, 1)).toBe(false);
  });

  it("refuses a sale paid before its click, beyond the store's clock skew", () => {
    expect(insideWindow(clicked, clicked - CLOCK_SKEW_MS, 30)).toBe(true);
    expect(insideWindow(clicked, clicked - CLOCK_SKEW_MS - 1, 30)).toBe(false);
  });
});

describe("the order's discount over its lines", () => {
  it('is shared in proportion, the odd cents to the largest remainders', () => {
    expect(
      netLineTotals(
        [
          { priceCents: 1_000, quantity: 1 },
          { priceCents: 1_000, quantity: 1 },
          { priceCents: 1_000, quantity: 1 },
        ],
        100,
      ),
    ).toEqual([966, 967, 967]);
    expect(netLineTotals([{ priceCents: 2_500, quantity: 2 }], 0)).toEqual([5_000]);
  });

  it('never takes more than the lines are worth', () => {
    expect(netLineTotals([{ priceCents: 500, quantity: 1 }], 9_999)).toEqual([0]);
  });

  it('always leaves the lines adding up to subtotal − discount, none negative (2,000 random orders)', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2_000; i++) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({ priceCents: next(500_000), quantity: 1 + next(5) }));
      const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
      const discount = next(subtotal + 1_000);
      const nets = netLineTotals(lines, discount);
      expect(nets.reduce((a, b) => a + b, 0)).toBe(Math.max(0, subtotal - discount));
      nets.forEach((net, j) => {
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(lines[j]!.priceCents * lines[j]!.quantity);
      });
    }
  });
});

describe('the terms of a line', () => {
  const product = randomUUID();
  const productOffer: Offer = { linkId: 'p', campaignId: 'c1', productId: product, terms: { kind: 'fixed', centsPerUnit: 500 } };
  const storeOffer: Offer = { linkId: 's', campaignId: 'c2', productId: null, terms: { kind: 'percentage', percent: 12 } };
  const defaults = { creatorFraction: 0.2, brandFraction: 0.1 };

  it("are the creator's collaboration for the product, else its whole-store one", () => {
    expect(termsOfLine({ productId: product, commissionCreator: 0.3 }, [storeOffer, productOffer], defaults)).toEqual({
      terms: { kind: 'fixed', centsPerUnit: 500 },
      linkId: 'p',
      campaignId: 'c1',
    });
    expect(termsOfLine({ productId: randomUUID(), commissionCreator: 0.3 }, [productOffer, storeOffer], defaults)).toMatchObject({
      linkId: 's',
    });
  });

  it("then the product's commission, an internal creator's default, the brand's", () => {
    expect(termsOfLine({ productId: product, commissionCreator: 0.3 }, [], defaults)).toEqual({
      terms: { kind: 'percentage', percent: 30 },
      linkId: null,
      campaignId: null,
    });
    expect(termsOfLine({ productId: null, commissionCreator: null }, [], defaults).terms).toEqual({ kind: 'percentage', percent: 20 });
    expect(termsOfLine({ productId: null, commissionCreator: null }, [], { creatorFraction: null, brandFraction: 0.1 }).terms).toEqual({
      kind: 'percentage',
      percent: 10,
    });
  });
});
