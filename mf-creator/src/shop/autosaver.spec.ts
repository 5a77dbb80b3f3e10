import { jest } from '@jest/globals';
import { Autosaver } from './autosaver';

/** A save whose answer the test gives when it likes. */
function deferredSaves() {
  const calls: { value: string; revision: number; resolve: (r: number) => void; reject: (e: unknown) => void }[] = [];
  const save = (value: string, revision: number) =>
    new Promise<number>((resolve, reject) => {
      calls.push({ value, revision, resolve, reject });
    });
  return { calls, save };
}

/** Lets the promises that are ready run (a few rounds of microtasks; the timers are fake). */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Autosaver', () => {
  it('saves 2 s after the last change, the timer starting again at each change', async () => {
    const { calls, save } = deferredSaves();
    const saver = new Autosaver<string>({ delayMs: 2000, save }, 3);
    saver.change('a');
    jest.advanceTimersByTime(1500);
    saver.change('ab');
    jest.advanceTimersByTime(1999);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((c) => [c.value, c.revision])).toEqual([['ab', 3]]);
    calls[0]!.resolve(4);
    await settle();
    expect(saver.currentRevision).toBe(4);
    expect(saver.dirty).toBe(false);
  });

  it("'Guardar' saves at once and the pending autosave does not run again", async () => {
    const { calls, save } = deferredSaves();
    const saver = new Autosaver<string>({ delayMs: 2000, save }, 0);
    saver.change('x');
    const manual = saver.flush();
    expect(calls.map((c) => c.value)).toEqual(['x']);
    calls[0]!.resolve(1);
    await expect(manual).resolves.toEqual({ ok: true, revision: 1 });
    jest.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
  });

  it('never runs two saves at once: an edit made during a save goes after it, from the revision it stored', async () => {
    const { calls, save } = deferredSaves();
    const saving: boolean[] = [];
    const saver = new Autosaver<string>({ delayMs: 2000, save, onSaving: (s) => saving.push(s) }, 7);
    saver.change('first');
    jest.advanceTimersByTime(2000);
    saver.change('second');
    jest.advanceTimersByTime(2000);
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(8);
    await settle();
    expect(calls.map((c) => [c.value, c.revision])).toEqual([
      ['first', 7],
      ['second', 8],
    ]);
    calls[1]!.resolve(9);
    await settle();
    expect(saver.currentRevision).toBe(9);
    expect(saving).toEqual([true, false, true, false]);
  });

  it('keeps an edit that failed to save for the next save, unless a newer one replaced it', async () => {
    const { calls, save } = deferredSaves();
    const saver = new Autosaver<string>({ delayMs: 2000, save }, 0);
    saver.change('lost?');
    const first = saver.flush();
    calls[0]!.reject(new Error('red caída'));
    await expect(first).resolves.toMatchObject({ ok: false });
    expect(saver.dirty).toBe(true);
    const again = saver.flush();
    expect(calls[1]!.value).toBe('lost?');
    calls[1]!.resolve(1);
    await expect(again).resolves.toEqual({ ok: true, revision: 1 });

    saver.change('old');
    const failing = saver.flush();
    saver.change('new');
    calls[2]!.reject(new Error('x'));
    await failing;
    const last = saver.flush();
    expect(calls[3]!.value).toBe('new');
    calls[3]!.resolve(2);
    await last;
  });
});
