import { createSandbox, type Sandbox } from './create-sandbox.js';
import { IdAllocator } from './ids.js';
import { seedCatalogue } from './seed-catalogue.js';
import { apiClient, fakeClock, type Answer } from './test/sandbox-client.js';

const PRICE = /^\d+\.\d{2}$/;

function links(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (answer.headers.get('link') ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(\w+)"/.exec(part.trim());
    if (match) out[match[2]!] = match[1]!;
  }
  return out;
}

describe('products', () => {
  const clock = fakeClock();
  let sandbox: Sandbox;
  let call: ReturnType<typeof apiClient>;
  let token: string;

  beforeAll(async () => {
    sandbox = await createSandbox({ products: 260, now: clock.now, rateLimit: { burst: 1000, leakPerSecond: 100 } });
    token = sandbox.issueToken().access_token;
    call = apiClient(sandbox, token);
  });
  afterAll(() => sandbox.close());

  it('pages 30 at a time by default, with X-Total-Count and absolute next/last links', async () => {
    const res = await call('GET', '/products');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(30);
    expect(res.headers.get('x-total-count')).toBe('260');
    const rel = links(res);
    expect(Object.keys(rel).sort()).toEqual(['last', 'next']);
    expect(new URL(rel['next']!).searchParams.get('page')).toBe('2');
    expect(new URL(rel['last']!).searchParams.get('page')).toBe('9');
    expect(rel['next']!.startsWith(`${sandbox.url}/v1/${sandbox.storeId}/products?`)).toBe(true);
  });

  it('walks all 260 products by following rel="next" with per_page=200', async () => {
    let next: string | undefined = `${sandbox.apiBaseUrl}/${sandbox.storeId}/products?per_page=200&page=1`;
    const pages: Answer[] = [];
    while (next) {
      const res = await fetch(next, { headers: { 'User-Agent': 'AfiliaTests (tests@afilia.app)', Authentication: `bearer ${token}` } });
      const body = await res.json();
      pages.push({ status: res.status, headers: res.headers, body, text: '' });
      next = links(pages[pages.length - 1]!)['next'];
    }
    expect(pages.map((p) => p.body.length)).toEqual([200, 60]);
    const last = links(pages[1]!);
    expect(Object.keys(last).sort()).toEqual(['first', 'prev']);
    expect(new URL(last['first']!).searchParams.get('page')).toBe('1');
    const ids = pages.flatMap((p) => p.body.map((x: { id: number }) => x.id));
    expect(new Set(ids).size).toBe(260);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('answers 404 "Last page is N" past the last page, and 422 to per_page over 200', async () => {
    const past = await call('GET', '/products?per_page=200&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ code: 404, message: 'Not Found', description: 'Last page is 2' });
    // An empty list is "past the last page" too, on page 1: a new store's first answer.
    const none = await call('GET', '/products?q=ningun-producto-se-llama-asi');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 404, message: 'Not Found', description: 'Last page is 0' });
    const tooMany = await call('GET', '/products?per_page=201');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe(422);
  });

  it('filters with since_id', async () => {
    const all = (await call('GET', '/products?per_page=200&page=2&fields=id')).body as Array<{ id: number }>;
    const sinceId = all[49]!.id; // the 250th product
    const res = await call('GET', `/products?since_id=${sinceId}&per_page=200`);
    expect(res.headers.get('x-total-count')).toBe('10');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(all.slice(50).map((p) => p.id));
  });

  it('gives names, descriptions and handles as {es, pt}, prices as decimal strings, 1-4 variants', async () => {
    const products = (await call('GET', '/products?per_page=200')).body as any[];
    for (const p of products) {
      for (const field of ['name', 'description', 'handle']) {
        expect(typeof p[field].es).toBe('string');
        expect(typeof p[field].pt).toBe('string');
      }
      expect(p.description.es).toMatch(/^<p>.*<\/ul>$/);
      expect(p.handle.es).toMatch(/^[a-z0-9-]+$/);
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(4);
      for (const v of p.variants) {
        expect(v.product_id).toBe(p.id);
        if (v.price !== null) expect(v.price).toMatch(PRICE);
        if (v.promotional_price !== null) expect(Number(v.promotional_price)).toBeLessThan(Number(v.price));
        expect(typeof v.sku).toBe('string');
        expect(v.stock === null || Number.isInteger(v.stock)).toBe(true);
      }
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images[0].src.startsWith(`${sandbox.url}/images/`)).toBe(true);
      expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    }
    const variants = products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.price === null)).toBe(true);
    expect(variants.some((v) => v.promotional_price !== null)).toBe(true);
    expect(products.some((p) => p.published === false)).toBe(true);
    const names = products.map((p) => p.name.es as string);
    expect(names.some((n) => n.startsWith('Remera'))).toBe(true);
    expect(names.some((n) => n.startsWith('Zapatillas') || n.startsWith('Botas'))).toBe(true);
  });

  it('serves product images the sandbox links to', async () => {
    const [product] = (await call('GET', '/products?per_page=1')).body;
    const image = await fetch(product.images[0].src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('filters by published and q, and trims to fields', async () => {
    const unpublished = await call('GET', '/products?published=false&per_page=200');
    expect(unpublished.body.length).toBeGreaterThan(0);
    expect(unpublished.body.every((p: { published: boolean }) => !p.published)).toBe(true);
    const remeras = await call('GET', '/products?q=remera&per_page=200');
    expect(remeras.body.length).toBeGreaterThan(0);
    expect(remeras.body.every((p: any) => `${p.name.es} ${p.description.es}`.toLowerCase().includes('remera'))).toBe(true);
    const few = await call('GET', '/products?fields=id,name&per_page=2');
    expect(Object.keys(few.body[0]).sort()).toEqual(['id', 'name']);
  });

  it('serves one product, its variants and its images, and 404 for unknown ids', async () => {
    const [first] = (await call('GET', '/products?per_page=1')).body;
    const one = await call('GET', `/products/${first.id}`);
    expect(one.body).toEqual(first);
    expect((await call('GET', `/products/${first.id}/variants`)).body).toEqual(first.variants);
    expect((await call('GET', `/products/${first.id}/images`)).body).toEqual(first.images);
    expect((await call('GET', `/products/sku/${first.variants[0].sku}`)).body.id).toBe(first.id);
    expect((await call('GET', '/products/1')).status).toBe(404);
  });

  it('finds products changed since updated_at_min (incremental sync)', async () => {
    clock.advance(60_000);
    const since = new Date(clock.now()).toISOString();
    clock.advance(1000);
    const [first] = (await call('GET', '/products?per_page=1')).body;
    await sandbox.updateProduct(first.id, { price: '19999.50', name: 'Remera Nueva' });
    const changed = await call('GET', `/products?updated_at_min=${encodeURIComponent(since)}`);
    expect(changed.body.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect(changed.body[0].name).toEqual({ es: 'Remera Nueva', pt: 'Remera Nueva' });
    expect(changed.body[0].variants.every((v: { price: string }) => v.price === '19999.50')).toBe(true);
    expect((await call('GET', '/products?updated_at_min=yesterday')).status).toBe(422);
  });
});

describe(seedCatalogue.name, () => {
  it('makes the same catalogue from the same seed, and another from another seed', () => {
    const make = (seed: number) => seedCatalogue({ count: 40, seed, now: Date.parse('2026-01-01T00:00:00Z'), ids: new IdAllocator() });
    const a = make(1);
    const b = make(1);
    const c = make(2);
    expect(a.products.map((p) => p.name)).toEqual(b.products.map((p) => p.name));
    expect(a.products.map((p) => p.variants.map((v) => v.price))).toEqual(b.products.map((p) => p.variants.map((v) => v.price)));
    expect(a.products.map((p) => p.name.es)).not.toEqual(c.products.map((p) => p.name.es));
    expect(new Set(a.products.map((p) => p.handle.es)).size).toBe(40);
    expect(a.categories.map((cat) => cat.name.es)).toEqual(['Ropa', 'Calzado', 'Accesorios', 'Hogar']);
  });
});
