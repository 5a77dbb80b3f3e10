import { SERVICE_NAMES } from '@afilia/contracts';
import { composeHealth } from './health-report.js';

const up = { ok: true, database: true };
/** Every service of the list answering with its database up. */
const allUp = () => Object.fromEntries(SERVICE_NAMES.map((name) => [name, up]));

describe('composeHealth', () => {
  it('is ok when NATS and every service of the list answer', () => {
    expect(composeHealth(true, allUp())).toEqual({ status: 'ok', nats: true, postgres: true, services: allUp() });
  });

  it('counts a service that has not answered as down, with its database', () => {
    const { notifications: _silent, ...others } = allUp();
    const report = composeHealth(true, others);
    expect(report.status).toBe('degraded');
    expect(report.postgres).toBe(false);
    expect(report.services.notifications).toEqual({ ok: false, database: false });
  });

  it('is degraded without NATS even when the last answers were good', () => {
    expect(composeHealth(false, allUp()).status).toBe('degraded');
  });

  it('reports a service whose database is down', () => {
    const report = composeHealth(true, { ...allUp(), catalogue: { ok: false, database: false } });
    expect(report).toMatchObject({ status: 'degraded', postgres: false });
  });
});
