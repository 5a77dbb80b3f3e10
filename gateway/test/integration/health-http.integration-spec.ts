import { SERVICE_NAMES } from '@afilia/contracts';
import { waitFor } from '@afilia/service-kit/testing';
import { PlatformHarness } from '../support/platform-harness.js';

const platform = new PlatformHarness();
beforeAll(() => platform.start(), 60_000);
afterAll(() => platform.stop());

const up = { ok: true, database: true };
const allUp = Object.fromEntries(SERVICE_NAMES.map((name) => [name, up]));

/** /health as it answers next, once it answers with `status`. */
function healthOnceItIs(status: number) {
  return waitFor(
    async () => {
      const res = await platform.api('GET', '/health');
      return res.status === status ? res : undefined;
    },
    { what: `/health to answer ${status}` },
  );
}

describe('GET /health', () => {
  it('turns 503 when a service stops, naming it, and ok again once it is back', async () => {
    await platform.stopService('notifications');
    const down = await healthOnceItIs(503);
    expect(down.json).toEqual({
      status: 'degraded',
      nats: true,
      postgres: false,
      services: { ...allUp, notifications: { ok: false, database: false } },
    });

    await platform.startService('notifications');
    const back = await healthOnceItIs(200);
    expect(back.json).toEqual({ status: 'ok', nats: true, postgres: true, services: allUp });
  }, 30_000);
});
