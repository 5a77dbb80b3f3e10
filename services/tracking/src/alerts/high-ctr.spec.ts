import { isHighCtr } from './high-ctr.js';

describe('a high-CTR campaign', () => {
  it('converts at least 8 % of its clicks, over at least 100 clicks', () => {
    expect(isHighCtr(100, 8)).toBe(true);
    expect(isHighCtr(1_000, 80)).toBe(true);
    expect(isHighCtr(100, 7)).toBe(false);
    expect(isHighCtr(1_000, 79)).toBe(false);
  });

  it('is not told from a handful of clicks', () => {
    expect(isHighCtr(99, 50)).toBe(false);
    expect(isHighCtr(0, 3)).toBe(false);
  });
});
