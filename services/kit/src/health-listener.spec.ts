import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestMicroservice } from '@nestjs/common';
import { ReplaySubject } from 'rxjs';
import { startHealthListener } from './health-listener.js';
import { freePort } from './testing/unique.js';

/** The parts of a started service the listener reads: its NATS transport, status and DataSource. */
function fakeService() {
  const state = { closed: false, database: true };
  const status = new ReplaySubject<string>(1);
  status.next('connected');
  const app = {
    status,
    unwrap: () => ({ isClosed: () => state.closed }),
    get: () => ({ query: () => (state.database ? Promise.resolve([{ '?column?': 1 }]) : Promise.reject(new Error('down'))) }),
  } as unknown as INestMicroservice;
  return { app, state, status };
}

async function probe(server: Server, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  return { status: res.status, body: res.status === 404 ? null : await res.json() };
}

describe('startHealthListener', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('starts nothing without HEALTH_PORT', async () => {
    server = await startHealthListener(fakeService().app, {});
    expect(server).toBeNull();
  });

  it('refuses a HEALTH_PORT that is not a port', async () => {
    await expect(startHealthListener(fakeService().app, { HEALTH_PORT: 'abc' })).rejects.toThrow(/HEALTH_PORT/);
  });

  it('answers /ready from the NATS transport and the database, and /live until the transport is closed for good', async () => {
    const service = fakeService();
    server = await startHealthListener(service.app, { HEALTH_PORT: String(await freePort()) });

    expect(await probe(server!, '/ready')).toEqual({ status: 200, body: { nats: true, database: true } });
    expect(await probe(server!, '/live')).toEqual({ status: 200, body: { nats: true } });

    service.state.database = false;
    expect(await probe(server!, '/ready')).toEqual({ status: 503, body: { nats: true, database: false } });
    service.state.database = true;

    service.status.next('reconnecting');
    expect(await probe(server!, '/ready')).toEqual({ status: 503, body: { nats: false, database: true } });
    expect((await probe(server!, '/live')).status).toBe(200);

    service.state.closed = true;
    expect(await probe(server!, '/live')).toEqual({ status: 503, body: { nats: false } });
    expect((await probe(server!, '/elsewhere')).status).toBe(404);
  });
});
