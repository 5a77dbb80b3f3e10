import { patiently } from './jetstream.js';

describe('patiently', () => {
  it('tries again while the work fails, and answers what it answers once it succeeds', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      if (calls < 3) throw new Error('timeout');
      return 'listo';
    };
    await expect(patiently(work, { patienceMs: 1000, pauseMs: 5 })).resolves.toBe('listo');
    expect(calls).toBe(3);
  });

  it('fails with the last error once its patience is spent', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
      throw new Error(`timeout ${calls}`);
    };
    await expect(patiently(work, { patienceMs: 50, pauseMs: 10 })).rejects.toThrow(/^timeout \d+$/);
    expect(calls).toBeGreaterThan(1);
  });
});
