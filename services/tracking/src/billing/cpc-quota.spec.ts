import { billAgainstQuota, type Quota } from './cpc-quota.js';

const quota = (billedClicks: number, maxClicks = 10): Quota => ({
  costPerClickCents: 50,
  maxClicks,
  billedClicks,
  earnedCents: billedClicks * 50,
  warned: billedClicks >= Math.ceil(maxClicks * 0.9),
  reached: billedClicks >= maxClicks,
});

describe('billing clicks against a CPC quota', () => {
  it('bills every click while there is room, at the participation’s price', () => {
    const step = billAgainstQuota(quota(0), ['a', 'b', 'c']);
    expect(step.billed).toEqual(['a', 'b', 'c']);
    expect(step.after).toMatchObject({ billedClicks: 3, earnedCents: 150 });
    expect(step).toMatchObject({ warnNow: false, reachedNow: false });
  });

  it('never bills beyond the quota: the first clicks take the room left', () => {
    const step = billAgainstQuota(quota(8), ['a', 'b', 'c', 'd']);
    expect(step.billed).toEqual(['a', 'b']);
    expect(step.after).toMatchObject({ billedClicks: 10, earnedCents: 500, reached: true });
    expect(step).toMatchObject({ warnNow: true, reachedNow: true });
    expect(billAgainstQuota(step.after, ['e']).billed).toEqual([]);
  });

  it('warns once, at 90 % of the quota rounded up', () => {
    const first = billAgainstQuota(
      quota(0, 20),
      Array.from({ length: 17 }, (_, i) => `c${i}`),
    );
    expect(first.warnNow).toBe(false);
    const second = billAgainstQuota(first.after, ['x']);
    expect(second).toMatchObject({ warnNow: true, reachedNow: false });
    expect(billAgainstQuota(second.after, ['y']).warnNow).toBe(false);
  });

  it('says a quota of one click is spent, and warned, with its only click', () => {
    expect(billAgainstQuota(quota(0, 1), ['a'])).toMatchObject({ billed: ['a'], warnNow: true, reachedNow: true });
  });
});
