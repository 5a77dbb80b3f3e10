import { SERVICE_NAMES } from '@afilia/contracts';
import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { sharedPlatform } from '../../support/shared-platform.js';

// Every part serves its /metrics on a port of its own, for the last test.
const platform = sharedPlatform();

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
  });
});

describe('what operators see (issue 17 §3)', () => {
  /** A series' value in a Prometheus text, by name and labels (order-free). */
  function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  }

  it("serves each part's figures to Prometheus, apart from the public address", async () => {
    const email = uniqueEmail('metricas');
    expect(
      (await platform.api('POST', '/api/v1/auth/sign-up', { body: { name: 'Ana Paz', email, password: 'Secreta123', role: 'brand' } }))
        .status,
    ).toBe(201);
    expect((await platform.api('POST', '/api/v1/auth/request-password-reset', { body: { email } })).status).toBe(200);
    expect((await platform.api('GET', '/api/v1/brands/no-es-un-id')).status).toBe(401);

    // The gateway: rates, errors and latencies by route template, and the event loop's delay.
    const gateway = await platform.metricsOf('gateway');
    expect(
      valueOf(gateway, 'afilia_http_requests_total', { route: '/api/v1/auth/sign-up', status: '201', part: 'gateway' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(gateway, 'afilia_http_requests_total', { route: '/api/v1/brands/:id', status: '401' })).toBeGreaterThanOrEqual(1);
    expect(gateway).toMatch(/afilia_http_request_duration_seconds_bucket\{[^}]*route="\/api\/v1\/auth\/sign-up"/);
    expect(gateway).toMatch(/^nodejs_eventloop_lag_p99_seconds\{part="gateway"\} /m);
    expect(gateway).not.toContain('no-es-un-id');

    // Identity: its answers over NATS by outcome, and its outbox's backlog.
    const identity = await platform.metricsOf('identity');
    expect(valueOf(identity, 'afilia_bus_requests_total', { subject: 'identity.user.sign-up', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(identity, 'afilia_outbox_backlog', { service: 'identity' })).toBeGreaterThanOrEqual(0);

    // Notifications: the reset e-mail's event consumed, and its consumer's lag back to 0.
    const consumer = 'notifications__identity_password-reset_requested';
    const notifications = await waitFor(
      async () => {
        const text = await platform.metricsOf('notifications');
        return (valueOf(text, 'afilia_events_consumed_total', { consumer, outcome: 'handled' }) ?? 0) >= 1 ? text : undefined;
      },
      { what: 'the reset event consumed' },
    );
    expect(valueOf(notifications, 'afilia_consumer_pending', { consumer })).toBe(0);
    expect(valueOf(notifications, 'afilia_consumer_ack_pending', { consumer })).toBe(0);

    // Never on the public address.
    expect((await fetch(`${platform.baseUrl}/metrics`)).headers.get('content-type')).not.toContain('text/plain; version=0.0.4');
  });
});
