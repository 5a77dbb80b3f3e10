import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDGE_REQUESTS_PER_ADDRESS, EDGE_TOO_MANY_CONNECTIONS } from '@afilia/contracts';
import { freePort, portAnswers, waitFor } from '@afilia/service-kit/testing';

// npm start's and compose's one public address through HAProxy (issue 37 §1, decision 240): the shopper's paths reach
// tracking's listener and the rest the gateway, the visitor's address travels on, one address
// holds at most EDGE_REQUESTS_PER_ADDRESS requests open, and a live stream flows unbuffered.
// Two small servers stand for tracking and the gateway; HAProxy is Debian's (.ci/run installs it).
const ROOT = new URL('../../../../', import.meta.url).pathname;

interface EdgeProxy {
  haproxyBinary(env?: Record<string, string | undefined>): string | null;
  haproxyConfig(options: { host: string; port: number; trackingPort: number; gatewayPort: number }): string;
}
const edge = (await import(`${ROOT}tools/scripts/lib/edge-proxy.mjs`)) as EdgeProxy;

interface Seen {
  part: string;
  url: string;
  forwardedFor: string;
  forwardedHost: string;
}

/** Requests held open by the gateway's /slow until released. */
const held: ServerResponse[] = [];
let streamWrite: ((chunk: string) => void) | null = null;
let streamClosed = false;

function upstream(part: string): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/slow') {
      held.push(res);
      return;
    }
    if (req.url === '/api/v1/notifications/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.on('close', () => (streamClosed = true));
      streamWrite = (chunk) => res.write(chunk);
      return;
    }
    const seen: Seen = {
      part,
      url: req.url ?? '',
      forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
      forwardedHost: String(req.headers['x-forwarded-host'] ?? ''),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let tracking: Server;
let gateway: Server;
let proxy: ChildProcess;
let port: number;

beforeAll(async () => {
  const binary = edge.haproxyBinary({});
  if (!binary) throw new Error('HAProxy is not installed: apt-get install haproxy (.ci/run does)');
  tracking = upstream('tracking');
  gateway = upstream('gateway');
  const [trackingPort, gatewayPort] = [await listen(tracking), await listen(gateway)];
  port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'afilia-edge-test-'));
  writeFileSync(join(dir, 'haproxy.cfg'), edge.haproxyConfig({ host: '127.0.0.1', port, trackingPort, gatewayPort }));
  // One proxy stands before the edge: the visitor is the last entry of X-Forwarded-For.
  proxy = spawn(binary, ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'inherit', env: { ...process.env, TRUST_PROXY_HOPS: '1' } });
  await waitFor(async () => ((await portAnswers(port)) ? true : undefined), { timeoutMs: 10_000 });
});

afterAll(async () => {
  for (const res of held.splice(0)) res.end();
  proxy?.kill();
  tracking?.closeAllConnections();
  gateway?.closeAllConnections();
  await Promise.all([tracking, gateway].map((s) => new Promise((r) => s?.close(r))));
});

const seen = async (path: string, headers: Record<string, string> = {}) => JSON.parse((await get(port, path, headers)).body) as Seen;

describe('the edge proxy', () => {
  it("sends the shopper's paths to tracking and everything else to the gateway, whole path segments only", async () => {
    for (const path of [
      '/track/AF-1A2B',
      '/safelink?to=x',
      '/pixel?code=p',
      '/conversion-pixel',
      '/storefront/config?brand_id=b',
      '/shop-events',
    ])
      expect(await seen(path)).toMatchObject({ part: 'tracking', url: path });
    for (const path of ['/api/v1/products', '/', '/tracking-info', '/pixels', '/dashboard'])
      expect(await seen(path)).toMatchObject({ part: 'gateway', url: path });
  });

  it("passes the visitor's address and the host it asked for", async () => {
    const found = await seen('/api/v1/auth/me', { 'x-forwarded-for': '198.18.0.7', host: 'afilia.example' });
    expect(found.forwardedFor).toBe('198.18.0.7, 127.0.0.1');
    expect(found.forwardedHost).toBe('afilia.example');
  });

  it(`lets one visitor hold ${EDGE_REQUESTS_PER_ADDRESS} requests open, refuses the next, and answers another visitor meanwhile`, async () => {
    const visitor = { 'x-forwarded-for': '198.18.1.1' };
    const open = Array.from({ length: EDGE_REQUESTS_PER_ADDRESS }, () => get(port, '/slow', visitor));
    await waitFor(async () => (held.length === EDGE_REQUESTS_PER_ADDRESS ? true : undefined), { timeoutMs: 10_000 });
    expect(await get(port, '/slow', visitor)).toEqual({ status: 429, body: EDGE_TOO_MANY_CONNECTIONS });
    expect(await seen('/api/v1/products', { 'x-forwarded-for': '198.18.1.2' })).toMatchObject({ part: 'gateway' });
    for (const res of held.splice(0)) res.end('listo');
    expect((await Promise.all(open)).every((answer) => answer.status === 200)).toBe(true);
    expect(await seen('/api/v1/products', visitor)).toMatchObject({ part: 'gateway' });
  });

  it('lets a live stream flow as it is written, and closes it upstream as soon as the visitor goes away', async () => {
    const chunks: string[] = [];
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/notifications/stream', agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunks.push(chunk));
    });
    req.end();
    await waitFor(async () => streamWrite ?? undefined, { timeoutMs: 5000 });
    streamWrite!('data: uno\n\n');
    await waitFor(async () => (chunks.join('').includes('data: uno') ? true : undefined), { timeoutMs: 5000 });
    req.destroy();
    // Not at the next heartbeat: the gateway counts a person's open streams (3 at most).
    await waitFor(async () => (streamClosed ? true : undefined), { timeoutMs: 2000 });
  });

  it('takes compose’s configuration (deploy/edge/haproxy.cfg) with or without proxies before it', () => {
    for (const hops of ['0', '2']) {
      const check = spawnSync(edge.haproxyBinary({})!, ['-c', '-f', join(ROOT, 'deploy/edge/haproxy.cfg')], {
        env: { ...process.env, TRUST_PROXY_HOPS: hops },
        encoding: 'utf8',
      });
      expect({ hops, status: check.status, output: check.status === 0 ? '' : check.stdout + check.stderr }).toEqual({
        hops,
        status: 0,
        output: '',
      });
    }
  });
});
