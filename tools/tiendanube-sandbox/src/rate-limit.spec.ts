import { createSandbox, type Sandbox } from './create-sandbox.js';
import { LeakyBuckets } from './rate-limit.js';
import { apiClient, fakeClock } from './test/sandbox-client.js';

describe(LeakyBuckets.name, () => {
  it('lets 40 calls through at once, refuses the 41st, and leaks 2 a second', () => {
    const clock = fakeClock();
    const buckets = new LeakyBuckets({ burst: 40, leakPerSecond: 2 }, clock.now);
    for (let i = 1; i <= 40; i++) {
      const verdict = buckets.take('store:token');
      expect(verdict.allowed).toBe(true);
      expect(verdict.headers['X-Rate-Limit-Remaining']).toBe(String(40 - i));
    }
    const refused = buckets.take('store:token');
    expect(refused.allowed).toBe(false);
    expect(refused.headers).toEqual({ 'X-Rate-Limit-Limit': '40', 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': '20000' });
    clock.advance(499);
    expect(buckets.take('store:token').allowed).toBe(false);
    clock.advance(1);
    expect(buckets.take('store:token').allowed).toBe(true);
    expect(buckets.take('other-store:token').allowed).toBe(true);
  });
});

describe('rate limit on the API', () => {
  const clock = fakeClock();
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await createSandbox({ products: 3, now: clock.now });
  });
  afterAll(() => sandbox.close());

  it('answers 429 to the 41st call of a burst, with the X-Rate-Limit headers, then recovers', async () => {
    const call = apiClient(sandbox, sandbox.issueToken().access_token);
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await call('GET', '/store'));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(answers[0]!.headers.get('x-rate-limit-limit')).toBe('40');
    expect(answers[0]!.headers.get('x-rate-limit-remaining')).toBe('39');
    expect(answers[39]!.headers.get('x-rate-limit-remaining')).toBe('0');

    const refused = await call('GET', '/store');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, message: 'Too Many Requests' });
    expect(refused.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(refused.headers.get('x-rate-limit-reset')).toBe('20000');

    clock.advance(1000); // two drops leak out
    expect((await call('GET', '/store')).status).toBe(200);
    const second = await call('GET', '/store');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-rate-limit-remaining')).toBe('0');
    expect((await call('GET', '/store')).status).toBe(429);
  });

  it('keeps one bucket per token: a new token starts with a full allowance', async () => {
    const call = apiClient(sandbox, sandbox.issueToken().access_token);
    const res = await call('GET', '/store');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-rate-limit-remaining')).toBe('39');
  });

  it('gives Next and Evolution stores ten times the limit', async () => {
    const big = await createSandbox({ products: 1, planName: 'Evolution', now: clock.now });
    try {
      const res = await apiClient(big, big.issueToken().access_token)('GET', '/store');
      expect(res.headers.get('x-rate-limit-limit')).toBe('400');
    } finally {
      await big.close();
    }
  });
});
