import { ShopBlockDirectory, type ShopBlockKeys } from './shop-block-directory.js';

describe('ShopBlockDirectory', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000_000));

  /** A loader answering from `shops` (a creator missing there is nobody) and counting its loads. */
  function loader(shops: Record<string, string[]>) {
    const loads: string[] = [];
    const load = async (creatorId: string): Promise<ShopBlockKeys> => {
      loads.push(creatorId);
      const blocks = shops[creatorId];
      return blocks ? new Set(blocks) : null;
    };
    return { loads, load };
  }

  it('loads a creator’s blocks once, answers from memory until the entry expires, then loads them again', async () => {
    const shops = { ana: ['b1', 'link-l1'] };
    const { loads, load } = loader(shops);
    const directory = new ShopBlockDirectory(load, 10, 60_000, clock);
    expect(await directory.keysOf('ana')).toEqual(new Set(['b1', 'link-l1']));
    now += 59_000;
    await directory.keysOf('ana');
    expect(loads).toEqual(['ana']);
    shops.ana = ['b1', 'b2'];
    now += 1_000;
    expect(await directory.keysOf('ana')).toEqual(new Set(['b1', 'b2']));
    expect(loads).toEqual(['ana', 'ana']);
  });

  it('remembers that a creator does not exist as well', async () => {
    const { loads, load } = loader({});
    const directory = new ShopBlockDirectory(load, 10, 60_000, clock);
    expect(await directory.keysOf('nadie')).toBeNull();
    expect(await directory.keysOf('nadie')).toBeNull();
    expect(loads).toEqual(['nadie']);
  });

  it('shares one load among the requests that arrive together, and does not remember a failed one', async () => {
    let fail = true;
    let calls = 0;
    const directory = new ShopBlockDirectory(
      async () => {
        calls += 1;
        await new Promise((resolve) => setImmediate(resolve));
        if (fail) throw new Error('identity no respondió');
        return new Set(['b1']);
      },
      10,
      60_000,
      clock,
    );
    const together = await Promise.allSettled([directory.keysOf('ana'), directory.keysOf('ana')]);
    expect(together.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await directory.keysOf('ana')).toEqual(new Set(['b1']));
    expect(calls).toBe(2);
  });

  it('keeps at most its bound of creators, dropping the least recently used', async () => {
    const { loads, load } = loader({ a: ['1'], b: ['2'], c: ['3'] });
    const directory = new ShopBlockDirectory(load, 2, 60_000, clock);
    await directory.keysOf('a');
    await directory.keysOf('b');
    await directory.keysOf('a');
    await directory.keysOf('c');
    // 'b' was the least recently used: dropped; 'a' stays.
    await directory.keysOf('a');
    await directory.keysOf('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});
