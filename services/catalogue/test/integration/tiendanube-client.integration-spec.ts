import type { Sandbox } from '@afilia/tiendanube-sandbox';
import { TiendanubeClient } from '../../src/tiendanube/tiendanube-client.js';
import { SANDBOX_SECRET, testSandbox } from '../support/store-fixture.js';

/** The client against the sandbox's real rate limiter (no database involved). */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await testSandbox({ rateLimit: { burst: 5, leakPerSecond: 10 } });
});
afterAll(() => sandbox.close());

function countingClient() {
  const statuses: number[] = [];
  const client = new TiendanubeClient({
    apiUrl: sandbox.apiBaseUrl,
    authUrl: sandbox.authBaseUrl,
    appId: sandbox.appId,
    clientSecret: SANDBOX_SECRET,
    userAgent: 'Afilia tests (soporte@afilia.app)',
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      statuses.push(res.status);
      return res;
    },
  });
  return { client, statuses };
}

describe('TiendanubeClient and empty lists', () => {
  it('reads the 404 "Last page is 0" of an empty list as no items, and any other 404 as a failure', async () => {
    const { client } = countingClient();
    const api = client.store(String(sandbox.storeId), sandbox.issueToken().access_token);
    await expect(api.listWebhooks()).resolves.toEqual([]);
    await expect(api.getOrder('999999999')).rejects.toMatchObject({ status: 404 });
  });
});

describe('TiendanubeClient and the rate limit', () => {
  it('learns the bucket from the headers and stays under it: 20 calls, no 429', async () => {
    const { access_token } = sandbox.issueToken();
    const { client, statuses } = countingClient();
    const api = client.store(String(sandbox.storeId), access_token);
    for (let i = 0; i < 20; i++) await api.getStore();
    expect(statuses).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });

  it('waits and retries when another client drained the bucket', async () => {
    const { access_token } = sandbox.issueToken();
    const { client, statuses } = countingClient();
    const api = client.store(String(sandbox.storeId), access_token);
    // Someone else with the same token empties the bucket first.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${sandbox.apiBaseUrl}/${sandbox.storeId}/store`, {
          headers: { Authentication: `bearer ${access_token}`, 'User-Agent': 'otro (x@y.z)' },
        }),
      ),
    );
    const store = await api.getStore();
    expect(store.id).toBe(sandbox.storeId);
    expect(statuses[0]).toBe(429);
    expect(statuses.at(-1)).toBe(200);
  });
});
