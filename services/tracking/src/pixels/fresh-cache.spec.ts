import { FreshCache } from './fresh-cache.js';

describe('FreshCache', () => {
  it('keeps an answer, null included, until its time is over', () => {
    let now = 1_000;
    const cache = new FreshCache<string | null>(10, 100, () => now);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', null);
    expect(cache.get('a')).toEqual({ value: null });
    now += 9;
    expect(cache.get('a')).toEqual({ value: null });
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest answer when full, and forgets one on request', () => {
    const cache = new FreshCache<number>(1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { value: 2 }, { value: 4 }]);
    cache.delete('c');
    expect(cache.get('c')).toBeUndefined();
  });
});
