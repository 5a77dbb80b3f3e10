import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkOutboundUrl, OutboundRefused, safeRequest } from './outbound-request.js';

/** A server on 127.0.0.1: reachable only through the allow-list. */
describe('safeRequest: an outbound request that cannot reach inside', () => {
  let server: Server;
  let origin: string;
  let received: { method?: string; url?: string; body: string; headers: Record<string, unknown> }[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, body, headers: req.headers });
        if (req.url === '/moved') return void res.writeHead(301, { location: '/ok' }).end();
        res.writeHead(req.url === '/ok' ? 200 : 503, { 'content-type': 'text/plain' }).end(`visto ${body.length}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => (received = []));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts a body with its headers and answers any status with the body', async () => {
    const answer = await safeRequest(`${origin}/fails`, {
      allowOrigins: [origin],
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-firma': 'abc' },
      body: '{"a":"ñ"}',
    });
    expect(answer).toMatchObject({ status: 503, body: 'visto 9' });
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/fails',
        body: '{"a":"ñ"}',
        headers: expect.objectContaining({ 'x-firma': 'abc', 'content-length': '10' }),
      }),
    ]);
  });

  it('drains an answer unread when only its status matters, however large', async () => {
    const answer = await safeRequest(`${origin}/ok`, {
      allowOrigins: [origin],
      method: 'POST',
      body: 'x'.repeat(10),
      maxBytes: 1,
      discardBody: true,
    });
    expect(answer).toMatchObject({ status: 200, body: '' });
    await expect(safeRequest(`${origin}/ok`, { allowOrigins: [origin], maxBytes: 1 })).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('answers a redirect itself when told to follow none', async () => {
    await expect(safeRequest(`${origin}/moved`, { allowOrigins: [origin], maxRedirects: 0 })).resolves.toMatchObject({ status: 301 });
    expect(received.map((r) => r.url)).toEqual(['/moved']);
    await expect(safeRequest(`${origin}/moved`, { allowOrigins: [origin] })).resolves.toMatchObject({ status: 200 });
  });

  it('checks a URL without connecting: https and public addresses only', async () => {
    await expect(checkOutboundUrl(`${origin}/ok`, { allowOrigins: [origin] })).resolves.toBeUndefined();
    await expect(checkOutboundUrl(`${origin}/ok`, { allowOrigins: [] })).rejects.toEqual(new OutboundRefused('scheme'));
    await expect(checkOutboundUrl('https://10.1.2.3/hook', { allowOrigins: [] })).rejects.toEqual(new OutboundRefused('private'));
    const inside = async () => [{ address: '192.168.0.9', family: 4 }];
    await expect(checkOutboundUrl('https://erp.example/hook', { allowOrigins: [], resolve: inside })).rejects.toMatchObject({
      reason: 'private',
    });
    const outside = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(checkOutboundUrl('https://erp.example/hook', { allowOrigins: [], resolve: outside })).resolves.toBeUndefined();
    expect(received).toEqual([]);
  });
});
