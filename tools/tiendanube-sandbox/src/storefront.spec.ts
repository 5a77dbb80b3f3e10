import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient } from './test/sandbox-client.js';

describe('storefront', () => {
  let sandbox: Sandbox;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // Scripts registered in the Partner Portal, associated with the store through the API.
    sandbox = await createSandbox({
      products: 16,
      portalScripts: [
        { id: 11, src: 'https://cdn.example.com/store.js', where: 'store' },
        { id: 12, src: 'https://cdn.example.com/pixel.js?v=2', where: 'checkout' },
      ],
    });
    call = apiClient(sandbox, sandbox.issueToken().access_token);
    await call('POST', '/scripts', { script_id: 11 });
    await call('POST', '/scripts', { script_id: 12 });
    await call('POST', '/coupons', { code: 'ANA10', type: 'percentage', value: '10' });
  });
  afterAll(() => sandbox.close());

  it('serves the product page at canonical_url, with the store scripts, and remembers the landing URL', async () => {
    const product = (await call('GET', '/products?published=true&per_page=1')).body[0];
    const landing = `${product.canonical_url}?ref=ANA&utm_source=instagram`;
    const page = await fetch(landing);
    expect(page.status).toBe(200);
    const htmlText = await page.text();
    expect(htmlText).toContain(product.name.es);
    expect(htmlText).toContain(`https://cdn.example.com/store.js?store=${sandbox.storeId}`);
    expect(htmlText).not.toContain('pixel.js');
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;

    const variant = product.variants.find((v: { price: string | null; stock: number | null }) => v.price !== null && v.stock !== 0);
    const bought = await fetch(`${sandbox.url}/productos/${product.handle.es}/comprar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: new URLSearchParams({ variant_id: String(variant.id), quantity: '1', coupon: 'ana10' }).toString(),
      redirect: 'manual',
    });
    expect(bought.status).toBe(303);
    const thanks = await fetch(new URL(bought.headers.get('location')!, sandbox.url));
    const thanksHtml = await thanks.text();
    expect(thanksHtml).toContain('¡Gracias por tu compra!');
    expect(thanksHtml).toContain(`https://cdn.example.com/pixel.js?v=2&amp;store=${sandbox.storeId}`);

    const [order] = (await call('GET', '/orders')).body;
    expect(order).toMatchObject({ landing_url: landing, payment_status: 'paid', coupon: [expect.objectContaining({ code: 'ANA10' })] });
    expect(thanksHtml).toContain(`"hash":"${order.token}"`);
  });

  it('fills the coupon field with the coupon the visit brought, here or in its first address', async () => {
    const product = (await call('GET', '/products?published=true&per_page=1')).body[0];
    const field = (page: string) => /name="coupon"[^>]*value="([^"]*)"/.exec(page)?.[1];
    const landing = await fetch(`${product.canonical_url}?ref=ANA&coupon=ANA10`);
    expect(field(await landing.text())).toBe('ANA10');
    const cookie = landing.headers.get('set-cookie')!.split(';')[0]!;
    const later = await fetch(product.canonical_url, { headers: { Cookie: cookie } });
    expect(field(await later.text())).toBe('ANA10');
    expect(field(await (await fetch(product.canonical_url)).text())).toBe('');
  });

  it('lists the store’s coupons in its admin, as a merchant checks them', async () => {
    const page = await fetch(`${sandbox.url}/admin/cupones`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<h1>Cupones</h1>');
    expect(text).toMatch(/<strong>ANA10<\/strong><\/td><td>Porcentaje<\/td><td>10%<\/td>/);
    expect(text).toContain('Activo');
  });
});

describe("the store admin's 'Códigos externos'", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ products: 2 });
  });
  afterAll(() => sandbox.close());

  it('keeps the pasted HTML and adds it to the <head> of every storefront page', async () => {
    const form = await (await fetch(`${sandbox.url}/admin/codigos-externos`)).text();
    expect(form).toContain('<label for="codigos">');
    const code = `<script>window.afiliaPixel='PX-AB12CD34';</script>`;
    const saved = await fetch(`${sandbox.url}/admin/codigos-externos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ codigos: code }).toString(),
      redirect: 'manual',
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin/codigos-externos?guardado=1');
    const home = await (await fetch(`${sandbox.url}/`)).text();
    expect(home.indexOf(code)).toBeGreaterThan(-1);
    expect(home.indexOf(code)).toBeLessThan(home.indexOf('</head>'));
    // The admin shows it escaped, as text to edit.
    expect(await (await fetch(`${sandbox.url}/admin/codigos-externos?guardado=1`)).text()).toContain('&lt;script&gt;');
  });
});
