// The walk through compose's edge (issue 38 §1): the affiliate loop as people make it, by HTTP
// from the machine to the published port, with the names compose's demo settings give
// (afilia.localhost, tiendanube.localhost), which a browser resolves to the machine itself.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Every `*.localhost` name is the machine, as browsers have it (RFC 6761); Node asks the system's resolver, which may not know it. */
function lookup(hostname, options, callback) {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  callback(new Error(`el recorrido sólo va a *.localhost, no a ${hostname}`));
}

/** A browser's headers: tracking counts a visit from a person's browser, not from a tool. */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'es-AR,es;q=0.9',
};

/** One HTTP request, redirects not followed: the status, headers and body as text. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, lookup, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: sin respuesta en 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The platform's API at its public address, as the browser app calls it. */
function apiAt(publicUrl) {
  return async (method, path, body, token) => {
    const res = await request(`${publicUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = res.text ? JSON.parse(res.text) : null;
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return json;
  };
}

/** Asks until `read` answers something, or fails saying what it waited for. */
async function eventually(read, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nada en ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** A product page's form and a variant it sells (some have no price or stock), or null. */
function buyForm(html, pageUrl) {
  const form = /<form method="post" action="([^"]+\/comprar)"/.exec(html);
  const variant = /<option value="(\d+)">/.exec(html);
  return form && variant ? { action: new URL(form[1], pageUrl), variantId: variant[1] } : null;
}

/** The landing product when it can be bought, else the first of the store's products that can, in the same visit. */
async function somethingToBuy(landingHtml, landing, headers) {
  const here = buyForm(landingHtml, landing);
  if (here) return here;
  const home = await request(new URL('/', landing), { headers });
  for (const [, href] of home.text.matchAll(/href="([^"]*\/productos\/[^"]+)"/g)) {
    const url = new URL(href, landing);
    const found = buyForm((await request(url, { headers })).text, url);
    if (found) return found;
  }
  throw new Error('nada en la tienda de prueba se puede comprar');
}

const formBody = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * The loop: a brand signs up and signs in, connects the sandbox store and syncs its products,
 * makes a campaign; a creator applies and is accepted; a shopper follows the creator's link
 * (302 with the click id) and buys in the store; the brand sees the sale, split. Each stage
 * is reported through `note`; returns what the brand saw.
 */
export async function walkThroughEdge(publicUrl, note = () => {}) {
  const api = apiAt(publicUrl);
  const suffix = randomBytes(4).toString('hex');
  const password = `Smoke-${randomBytes(9).toString('base64url')}`;
  const brandEmail = `marca-${suffix}@smoke.afilia.localhost`;

  const page = await request(`${publicUrl}/`, { headers: BROWSER });
  if (page.status !== 200 || !page.text.includes('<div id="root"')) throw new Error(`GET / respondió ${page.status} sin la aplicación`);
  // The shell's code, served from the image's build.
  const script = /<script[^>]+src="([^"]+)"/.exec(page.text)?.[1];
  const code = script ? await request(new URL(script, publicUrl), { headers: BROWSER }) : null;
  if (code?.status !== 200) throw new Error(`el código de la aplicación (${script ?? 'ningún <script>'}) no se sirve: ${code?.status}`);

  await api('POST', '/auth/sign-up', { name: 'Marca Demo', email: brandEmail, password, role: 'brand' });
  const brand = await api('POST', '/auth/sign-in', { email: brandEmail, password });
  const brandToken = brand.accessToken;
  const creator = await api('POST', '/auth/sign-up', {
    name: 'Creadora Demo',
    email: `creadora-${suffix}@smoke.afilia.localhost`,
    password,
    role: 'creator',
  });
  note('la marca entró; la creadora se registró');

  // The store's consent page (the sandbox's), approved as its owner would, and the callback.
  const { authUrl } = await api('POST', '/store/tiendanube/authorize-url', {}, brandToken);
  const consent = new URL(authUrl);
  const approved = await request(consent, {
    method: 'POST',
    ...formBody({ state: consent.searchParams.get('state'), decision: 'approve' }),
  });
  if (approved.status !== 302) throw new Error(`la tienda de prueba no aprobó la instalación: ${approved.status}`);
  const back = new URL(approved.headers.location);
  await api(
    'POST',
    '/store/tiendanube/callback',
    { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    brandToken,
  );
  const job = await api('POST', '/store/sync', {}, brandToken);
  await eventually(async () => (await api('GET', `/store/sync/${job.id}`, undefined, brandToken)).status === 'done', 'la sincronización');
  const products = await api('GET', '/products', undefined, brandToken);
  const product = products.find((p) => p.tiendanubeProductId);
  if (!product) throw new Error('la sincronización no trajo productos de la tienda');
  note(`tienda conectada, ${products.length} productos`);

  const campaign = await api(
    'POST',
    '/campaigns',
    { campaignType: 'standard', name: 'Campaña de prueba', productIds: [product.id] },
    brandToken,
  );
  const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.accessToken);
  await api('POST', `/applications/${applied.applicationId}/accept`, {}, brandToken);
  const link = await eventually(async () => (await api('GET', '/links', undefined, creator.accessToken))[0], 'el link de la creadora');
  note(`campaña y link ${link.uniqueCode}`);

  // The shopper: the creator's link answers 302 to the product's page with the code and a click id.
  const click = await request(link.trackingUrl, { headers: BROWSER });
  if (click.status !== 302) throw new Error(`el link respondió ${click.status}, no 302`);
  const landing = new URL(click.headers.location);
  if (landing.searchParams.get('ref') !== link.uniqueCode || !/^[0-9a-f-]{36}$/.test(landing.searchParams.get('click_id') ?? ''))
    throw new Error(`el 302 no lleva el código y el id del clic: ${landing}`);
  const productPage = await request(landing, { headers: BROWSER });
  // The store remembers the visit's first address (with the code) in a cookie, as a real one does.
  const cookie = (productPage.headers['set-cookie'] ?? [])[0]?.split(';')[0];
  const headers = { ...BROWSER, ...(cookie ? { cookie } : {}) };
  const purchase = await somethingToBuy(productPage.text, landing, headers);
  const bought = await request(purchase.action, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ variant_id: purchase.variantId, quantity: '1' }).toString(),
  });
  if (bought.status !== 303) throw new Error(`la compra respondió ${bought.status}`);
  note(`clic ${landing.searchParams.get('click_id')} y compra en la tienda`);

  // The store's webhook reaches the platform through the edge: the brand sees the sale, split.
  const sale = await eventually(
    async () => (await api('GET', '/transactions', undefined, brandToken)).items[0],
    'la venta en Transacciones',
  );
  if (sale.amountCreatorCents + sale.amountPlatformCents + sale.amountBrandCents !== sale.amountTotalCents)
    throw new Error(`las partes de la venta no suman su total: ${JSON.stringify(sale)}`);
  // Two replicas of every part took the order's webhook and its events: the sale is counted once.
  await sleep(2_000);
  const { items } = await api('GET', '/transactions', undefined, brandToken);
  if (items.length !== 1) throw new Error(`una compra, ${items.length} transacciones`);
  note(`venta de ${(sale.amountTotalCents / 100).toFixed(2)} pesos, ${(sale.amountCreatorCents / 100).toFixed(2)} para la creadora`);
  return sale;
}
