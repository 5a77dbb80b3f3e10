import { composeHealth } from './health-report.js';

const up = { ok: true, database: true };

describe('composeHealth', () => {
  it('is ok when NATS and every service of the list answer', () => {
    expect(composeHealth(true, { identity: up, catalogue: up, notifications: up })).toEqual({
      status: 'ok',
      nats: true,
      postgres: true,
      services: { identity: up, catalogue: up, notifications: up },
    });
  });

  it('counts a service that has not answered as down, with its database', () => {
    const report = composeHealth(true, { identity: up, catalogue: up });
    expect(report.status).toBe('degraded');
    expect(report.postgres).toBe(false);
    expect(report.services.notifications).toEqual({ ok: false, database: false });
  });

  it('is degraded without NATS even when the last answers were good', () => {
    expect(composeHealth(false, { identity: up, catalogue: up, notifications: up }).status).toBe('degraded');
  });

  it('reports a service whose database is down', () => {
    const report = composeHealth(true, { identity: up, catalogue: { ok: false, database: false }, notifications: up });
    expect(report).toMatchObject({ status: 'degraded', postgres: false });
  });
});
