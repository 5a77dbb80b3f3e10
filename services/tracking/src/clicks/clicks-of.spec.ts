import { randomUUID } from 'node:crypto';
import { trackedClick } from '../../test/support/tracked-click.js';
import { clicksOf } from './click-counter.js';

const click = () => trackedClick(randomUUID(), 'AF-TEST');

describe('clicksOf', () => {
  it('reads every click of a batch, and one that is not a click costs only itself', () => {
    const good = [click(), click()];
    const unreadable: number[] = [];
    const read = clicksOf({ eventId: randomUUID(), clicks: [good[0], { eventId: randomUUID(), linkId: 'x' }, good[1]] }, (n) =>
      unreadable.push(n),
    );
    expect(read?.map((c) => c.eventId)).toEqual(good.map((c) => c.eventId));
    expect(unreadable).toHaveLength(1);
  });

  it('reads the one click a message published before batching carried', () => {
    const single = click();
    expect(clicksOf(single, () => undefined)).toEqual([single]);
  });

  it('says a message carries nothing when no click in it is one', () => {
    const unreadable: number[] = [];
    expect(clicksOf({ clicks: [{ eventId: 'no' }] }, (n) => unreadable.push(n))).toBeNull();
    expect(clicksOf({ linkId: 'no' }, (n) => unreadable.push(n))).toBeNull();
    expect(clicksOf(null, (n) => unreadable.push(n))).toBeNull();
    expect(unreadable).toHaveLength(3);
  });
});
