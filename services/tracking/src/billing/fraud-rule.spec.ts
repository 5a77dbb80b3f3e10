import { flaggedIn, hourOf, windowsCrossingLimit } from './fraud-rule.js';

const window = (before: number, added: number) => ({ linkId: 'l', visitorHash: 'v', hour: '2026-11-25T10:00:00.000Z', before, added });

describe('the fraud rule: one visitor clicking one CPC link over and over', () => {
  it('counts in UTC hours', () => {
    expect(hourOf('2026-11-25T10:59:59.999Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(hourOf('2026-11-25T11:00:00.000Z')).toBe('2026-11-25T11:00:00.000Z');
  });

  it('reports a window once, when its clicks go past the limit', () => {
    expect(windowsCrossingLimit([window(0, 10)], 10)).toEqual([]);
    expect(windowsCrossingLimit([window(0, 11)], 10)).toHaveLength(1);
    expect(windowsCrossingLimit([window(10, 1)], 10)).toHaveLength(1);
    expect(windowsCrossingLimit([window(11, 5)], 10)).toEqual([]);
  });

  it('flags each click past the limit once, whichever batch brings it', () => {
    expect(flaggedIn(window(0, 10), 10)).toBe(0);
    expect(flaggedIn(window(0, 13), 10)).toBe(3);
    expect(flaggedIn(window(9, 3), 10)).toBe(2);
    expect(flaggedIn(window(12, 4), 10)).toBe(4);
  });
});
