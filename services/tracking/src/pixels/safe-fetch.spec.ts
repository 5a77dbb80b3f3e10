import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRefused, safeFetchText } from './safe-fetch.js';

/** A page server on 127.0.0.1: the only kind of server a test may reach, through the allow-list. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('safeFetchText: the pixel verifier’s SSRF-safe fetch', () => {
  let page: { server: Server; origin: string };
  let hits: string[];

  beforeAll(async () => {
    page = await serve((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/ok') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hola</p>');
      if (req.url?.startsWith('/redirect/')) {
        const left = Number(req.url.slice('/redirect/'.length));
        return void res.writeHead(302, { location: left > 0 ? `/redirect/${left - 1}` : '/ok' }).end();
      }
      if (req.url === '/inside') return void res.writeHead(302, { location: 'http://10.0.0.5/admin' }).end();
      if (req.url === '/metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 40; i++) res.write(chunk);
        return void res.end();
      }
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('tarde'), 2000);
      if (req.url === '/missing') return void res.writeHead(404).end('no');
      res.writeHead(500).end();
    });
  });
  beforeEach(() => (hits = []));
  afterAll(() => new Promise((resolve) => page.server.close(resolve)));

  const allowed = () => ({ allowOrigins: [page.origin] });

  it('reads an allow-listed page', async () => {
    await expect(safeFetchText(`${page.origin}/ok`, allowed())).resolves.toBe('<p>hola</p>');
  });

  it('refuses http and loopback outside the allow-list, without connecting', async () => {
    await expect(safeFetchText(`${page.origin}/ok`, { allowOrigins: [] })).rejects.toThrow('https://');
    await expect(safeFetchText(`https://127.0.0.1:${new URL(page.origin).port}/ok`, { allowOrigins: [] })).rejects.toThrow('red privada');
    await expect(safeFetchText('https://[::1]/ok', { allowOrigins: [] })).rejects.toThrow('red privada');
    await expect(safeFetchText('ftp://example.com/x', { allowOrigins: [] })).rejects.toThrow(FetchRefused);
    expect(hits).toEqual([]);
  });

  it.each([['10.0.0.5'], ['169.254.169.254'], ['::ffff:127.0.0.1'], ['fd00::1']])(
    'refuses a name whose DNS answer points inside (%s)',
    async (inside) => {
      const resolve = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: inside, family: inside.includes(':') ? 6 : 4 },
      ];
      await expect(safeFetchText('https://tienda.example/', { allowOrigins: [], resolve })).rejects.toThrow('red privada');
    },
  );

  it('refuses a name that does not resolve', async () => {
    const resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(safeFetchText('https://no-existe.example/', { allowOrigins: [], resolve })).rejects.toThrow('no se encontró el sitio');
  });

  it('checks every redirect again: one that goes inside is refused', async () => {
    await expect(safeFetchText(`${page.origin}/inside`, allowed())).rejects.toThrow('https://');
    await expect(safeFetchText(`${page.origin}/metadata`, allowed())).rejects.toThrow(FetchRefused);
    expect(hits).toEqual(['/inside', '/metadata']);
  });

  it('follows at most 3 redirects', async () => {
    await expect(safeFetchText(`${page.origin}/redirect/2`, allowed())).resolves.toBe('<p>hola</p>');
    await expect(safeFetchText(`${page.origin}/redirect/3`, allowed())).rejects.toThrow('redirige demasiadas veces');
  });

  it('refuses a body above the limit and a page slower than the deadline', async () => {
    await expect(safeFetchText(`${page.origin}/big`, { ...allowed(), maxBytes: 1024 * 1024 })).rejects.toThrow('2 MB');
    await expect(safeFetchText(`${page.origin}/slow`, { ...allowed(), timeoutMs: 300 })).rejects.toThrow('5 segundos');
  });

  it('says what status a page answered', async () => {
    await expect(safeFetchText(`${page.origin}/missing`, allowed())).rejects.toThrow('respondió 404');
  });
});
