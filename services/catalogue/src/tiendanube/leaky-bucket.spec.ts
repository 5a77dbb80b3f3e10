import { LeakyBucket } from './leaky-bucket.js';

describe('LeakyBucket', () => {
  it('lets 39 requests through at once, then asks to wait for the leak', () => {
    let now = 0;
    const bucket = new LeakyBucket(40, 2, () => now);
    for (let i = 0; i < 39; i++) expect(bucket.reserve()).toBe(0);
    expect(bucket.reserve()).toBe(500);
    now += 500;
    expect(bucket.reserve()).toBe(0);
  });

  it('follows a bigger plan’s bucket from the headers: 400 that leaks 20 a second', () => {
    let now = 0;
    const bucket = new LeakyBucket(40, 2, () => now);
    bucket.observe(400, 400);
    for (let i = 0; i < 399; i++) expect(bucket.reserve()).toBe(0);
    expect(bucket.reserve()).toBe(50);
    now += 50;
    expect(bucket.reserve()).toBe(0);
  });

  it('takes the level the API reports', () => {
    const bucket = new LeakyBucket(40, 2, () => 0);
    bucket.observe(40, 1);
    expect(bucket.reserve()).toBeGreaterThan(0);
  });
});
