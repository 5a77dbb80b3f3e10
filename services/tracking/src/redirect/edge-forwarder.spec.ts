import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JsonLogger } from '@afilia/service-kit';
import { EdgeForwarder } from './edge-forwarder.js';

/** Resolves once the server listens on a free loopback port: its base URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET through `base`, as from the client address `from`: its status and body, or its headers once they arrive. */
function get(base: string, path: string, from: string, headers: Record<string, string> = {}) {
  const url = new URL(path, base);
  return new Promise<{ status: number; body: string; response: IncomingMessage }>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { 'x-client': from, ...headers } }, (response) => {
      if (response.headers['content-type']?.startsWith('text/event-stream'))
        return resolve({ status: response.statusCode!, body: '', response });
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, response }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${path} did not answer`)));
    req.end();
  });
}

describe('EdgeForwarder', () => {
  // An upstream that never ends a live stream, as a gateway with no limits of its own would.
  const upstream = createServer((req, res) => {
    if (req.url!.startsWith('/api/v1/notifications/stream')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': conectado\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`ok ${req.url}`);
  });
  let edge: EdgeForwarder;
  let front: Server;
  let base: string;
  const opened: IncomingMessage[] = [];

  beforeAll(async () => {
    edge = new EdgeForwarder(await listen(upstream), new JsonLogger('edge-test', 'error'));
    // The client address as the redirect server would find it: here, a header the test sets.
    front = createServer((req, res) => edge.forward(req, res, String(req.headers['x-client'])));
    base = await listen(front);
  });
  afterAll(async () => {
    for (const response of opened) response.destroy();
    edge.close();
    front.closeAllConnections();
    upstream.closeAllConnections();
    await new Promise((r) => front.close(r));
    await new Promise((r) => upstream.close(r));
  });

  it('lets 300 open live streams of one client take neither the pool nor the other clients: past 128 in flight that client is refused', async () => {
    const streams = await Promise.all(
      Array.from({ length: 300 }, () => get(base, '/api/v1/notifications/stream', '203.0.113.9', { accept: 'text/event-stream' })),
    );
    opened.push(...streams.map((s) => s.response));
    const statuses = streams.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(128);
    expect(statuses.filter((s) => s === 429)).toHaveLength(172);
    expect(streams.find((s) => s.status === 429)!.body).toBe(
      'Demasiadas conexiones abiertas desde tu dirección. Esperá un momento y volvé a intentar.',
    );
    // Meanwhile everybody else is answered: health, and another person's API call.
    expect(await get(base, '/health', '198.51.100.4')).toMatchObject({ status: 200, body: 'ok /health' });
    expect(await get(base, '/api/v1/auth/me', '198.51.100.5')).toMatchObject({ status: 200, body: 'ok /api/v1/auth/me' });
  });

  it('frees a client’s place when its request ends: more requests than the limit, one after another, all answered', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 130; n++) statuses.push((await get(base, '/health', '192.0.2.77')).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
