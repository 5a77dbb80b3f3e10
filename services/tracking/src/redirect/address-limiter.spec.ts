import { AddressLimiter } from './address-limiter.js';

describe('AddressLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000_000));

  it('lets an address make `limit` requests in a window, refuses the next ones until the window ends, then starts afresh', () => {
    const limiter = new AddressLimiter(3, 60_000, 100, clock);
    expect([1, 2, 3].map(() => limiter.take('203.0.113.7').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterS: 45 });
    // Another address has a window of its own.
    expect(limiter.take('198.51.100.2').allowed).toBe(true);
    now += 45_000;
    expect(limiter.take('203.0.113.7').allowed).toBe(true);
  });

  it('forgets expired windows as new ones open, and holds no more than its bound of addresses', () => {
    const limiter = new AddressLimiter(1, 1_000, 3, clock);
    for (const n of [1, 2, 3]) limiter.take(`10.0.0.${n}`);
    expect(limiter.size).toBe(3);
    // A fourth address while the three are live: the oldest window is dropped.
    limiter.take('10.0.0.4');
    expect(limiter.size).toBe(3);
    expect(limiter.take('10.0.0.1').allowed).toBe(true);
    expect(limiter.take('10.0.0.4').allowed).toBe(false);
    // Once they end, a new address's window takes the place of every expired one.
    now += 1_000;
    limiter.take('10.0.0.9');
    expect(limiter.size).toBe(1);
  });
});
