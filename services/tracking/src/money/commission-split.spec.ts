import { agencyShareOf, commissionTerms, platformFeeOn, splitLine, sumSplits, type CommissionTerms } from './commission-split.js';

/** A small seeded generator (mulberry32): the same thousands of orders on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the 15 % split of a line', () => {
  it('gives the platform 15 %, the creator its share, the brand the rest', () => {
    expect(splitLine(10_000, 1, { kind: 'percentage', percent: 20 })).toEqual({
      totalCents: 10_000,
      creatorCents: 2_000,
      platformCents: 1_500,
      brandCents: 6_500,
    });
    // A fixed amount is per unit.
    expect(splitLine(30_000, 3, { kind: 'fixed', centsPerUnit: 1_000 })).toMatchObject({ creatorCents: 3_000, brandCents: 22_500 });
  });

  it('rounds each part once, to the nearest cent with halves up', () => {
    // 15 % of 1,99 is 29,85 cents; 12,5 % of 1,99 is 24,875 cents.
    expect(splitLine(199, 1, { kind: 'percentage', percent: 12.5 })).toEqual({
      totalCents: 199,
      creatorCents: 25,
      platformCents: 30,
      brandCents: 144,
    });
    // 15 % of 10 cents is 1,5: up to 2.
    expect(splitLine(10, 1, { kind: 'percentage', percent: 0 }).platformCents).toBe(2);
  });

  it('never lets the creator take more than the platform leaves', () => {
    expect(splitLine(1_000, 1, { kind: 'fixed', centsPerUnit: 5_000 })).toEqual({
      totalCents: 1_000,
      creatorCents: 850,
      platformCents: 150,
      brandCents: 0,
    });
    expect(splitLine(1_000, 1, { kind: 'percentage', percent: 100 }).brandCents).toBe(0);
    expect(splitLine(0, 2, { kind: 'percentage', percent: 30 })).toEqual({
      totalCents: 0,
      creatorCents: 0,
      platformCents: 0,
      brandCents: 0,
    });
  });

  it('refuses what is not money or a quantity', () => {
    expect(() => splitLine(10.5, 1, { kind: 'percentage', percent: 10 })).toThrow(RangeError);
    expect(() => splitLine(-1, 1, { kind: 'percentage', percent: 10 })).toThrow(RangeError);
    expect(() => splitLine(100, 0, { kind: 'percentage', percent: 10 })).toThrow(RangeError);
  });

  it('adds up to the total, with no negative part, over thousands of random orders', () => {
    const next = random(20261126);
    const int = (max: number) => Math.floor(next() * (max + 1));
    for (let order = 0; order < 5_000; order++) {
      const lines = Array.from({ length: 1 + int(5) }, () => {
        const quantity = 1 + int(9);
        const total = int(5) === 0 ? int(100) : int(50_000_000);
        const terms: CommissionTerms =
          int(1) === 0 ? { kind: 'percentage', percent: int(10_000) / 100 } : { kind: 'fixed', centsPerUnit: int(2_000_000) };
        return splitLine(total, quantity, terms);
      });
      for (const line of [...lines, sumSplits(lines)]) {
        expect(line.creatorCents + line.platformCents + line.brandCents).toBe(line.totalCents);
        for (const part of [line.creatorCents, line.platformCents, line.brandCents]) {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('the platform’s 15 % on a conversion’s or clicks’ earning', () => {
  it('is 15 % of the earning, rounded to the cent with halves up, never negative', () => {
    expect(platformFeeOn(50_000)).toBe(7_500);
    expect(platformFeeOn(450)).toBe(68);
    expect(platformFeeOn(50)).toBe(8);
    expect(platformFeeOn(3)).toBe(0);
    expect(platformFeeOn(-100)).toBe(0);
  });
});

describe('an agency’s fee on a line', () => {
  it('is its rate of the brand’s part, rounded to the cent with halves up', () => {
    expect(agencyShareOf(6_500, 0.1)).toBe(650);
    // 12,34 % of 1,45 is 17,893 cents; 10 % of 0,05 is 0,5: up to 1.
    expect(agencyShareOf(145, 0.1234)).toBe(18);
    expect(agencyShareOf(5, 0.1)).toBe(1);
  });

  it('is nothing without a rate or a brand’s part, and never more than the brand’s part', () => {
    expect(agencyShareOf(6_500, 0)).toBe(0);
    expect(agencyShareOf(0, 0.5)).toBe(0);
    expect(agencyShareOf(1, 1)).toBe(1);
    const next = random(171);
    for (let i = 0; i < 5_000; i++) {
      const brand = Math.floor(next() * 50_000_000);
      const rate = Math.floor(next() * 5_001) / 10_000;
      const share = agencyShareOf(brand, rate);
      expect(Number.isInteger(share) && share >= 0 && share <= brand).toBe(true);
    }
  });
});

describe('which commission applies', () => {
  const campaign: CommissionTerms = { kind: 'percentage', percent: 20 };
  const agreed: CommissionTerms = { kind: 'fixed', centsPerUnit: 50_000 };

  it('is the agreed counteroffer, else the campaign’s, else the product’s, else the creator’s, else the brand’s', () => {
    expect(commissionTerms({ agreed, campaign, productFraction: 0.1, brandFraction: 0.15 })).toBe(agreed);
    expect(commissionTerms({ campaign, productFraction: 0.1, brandFraction: 0.15 })).toBe(campaign);
    expect(commissionTerms({ productFraction: 0.1, creatorFraction: 0.3, brandFraction: 0.15 })).toEqual({
      kind: 'percentage',
      percent: 10,
    });
    expect(commissionTerms({ creatorFraction: 0.3, brandFraction: 0.15 })).toEqual({ kind: 'percentage', percent: 30 });
    expect(commissionTerms({ brandFraction: 0.15 })).toEqual({ kind: 'percentage', percent: 15 });
  });
});
