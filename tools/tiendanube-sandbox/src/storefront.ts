// A bare storefront for the test store, so the whole shopper path works locally: a product page
// at the product's canonical_url (with the app's store scripts injected, as the platform does),
// a "Comprar" button that places and pays an order (its landing_url is the first storefront URL
// of the visit, query string included) and a thank-you page with LS.order and checkout scripts.
import { SandboxError, type Admin } from './admin.js';
import type { SandboxContext } from './context.js';
import { escapeHtml, html, redirect, type Reply } from './http.js';
import { imageUrl, productUrl } from './products.js';
import { injectedScripts } from './scripts.js';
import { merchantAdminPage } from './merchant-admin.js';
import type { CouponRecord, ProductRecord } from './state.js';

const LANDING_COOKIE = 'tn_sandbox_landing';
export const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

const price = (value: string | null): string => (value === null ? 'Consultar precio' : money.format(Number(value)));

export function layout(ctx: SandboxContext, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(ctx.options.storeName)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f2633; }
  header { background: #1f2633; color: #fff; padding: 12px 20px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  .aviso { background: #fff7e0; padding: 6px 20px; font-size: .85rem; }
  main { max-width: 960px; margin: 0 auto; padding: 20px; }
  .grilla { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 16px; }
  .grilla a { color: inherit; text-decoration: none; }
  img { max-width: 100%; border-radius: 8px; }
  .antes { text-decoration: line-through; color: #888; margin-right: 8px; }
  .error { background: #fde8e8; padding: 8px 12px; border-radius: 8px; }
  form { display: grid; gap: 10px; max-width: 320px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #d5d9e0; }
  caption { text-align: left; padding-bottom: 8px; color: #4a5363; }
  button, .boton { display: inline-block; text-decoration: none; padding: 12px; background: #2c5fd9; color: #fff; border: 0; border-radius: 8px; font-size: 1rem; }
</style>
${head}
${ctx.state.externalCodes}
</head>
<body>
<header><a href="/">${escapeHtml(ctx.options.storeName)}</a></header>
<p class="aviso">Tienda de prueba: los pedidos son simulados y no se cobra nada.</p>
<main>${body}</main>
</body>
</html>`;
}

const scriptTags = (srcs: string[]): string => srcs.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n');

/** JSON for a <script> block, safe against "</script>" inside strings. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function findByHandle(ctx: SandboxContext, handle: string): ProductRecord | null {
  return [...ctx.state.products.values()].find((p) => p.published && Object.values(p.handle).includes(handle)) ?? null;
}

function home(ctx: SandboxContext): Reply {
  const cards = [...ctx.state.products.values()]
    .filter((p) => p.published)
    .slice(0, 60)
    .map((p) => {
      const first = p.variants[0];
      const image = p.images[0];
      return `<a href="${escapeHtml(productUrl(ctx, p))}">${image ? `<img src="${escapeHtml(imageUrl(ctx, image))}" alt="">` : ''}
<div>${escapeHtml(p.name['es'] ?? '')}</div><strong>${price(first?.promotional_price ?? first?.price ?? null)}</strong></a>`;
    })
    .join('\n');
  return html(200, layout(ctx, 'Inicio', `<h1>${escapeHtml(ctx.options.storeName)}</h1><div class="grilla">${cards}</div>`));
}

const COUPON_TYPES: Record<CouponRecord['type'], string> = { percentage: 'Porcentaje', absolute: 'Monto fijo', shipping: 'Envío gratis' };

/**
 * The store admin's coupon list ('Cupones'), the page a merchant checks to see the coupons an
 * app made: code, type, value, uses and state. Read-only; the API changes them.
 */
function couponsPage(ctx: SandboxContext): Reply {
  const rows = [...ctx.state.coupons.values()]
    .map((c) => {
      const value = c.type === 'percentage' ? `${Number(c.value)}%` : c.type === 'absolute' ? money.format(Number(c.value)) : '—';
      return `<tr><td><strong>${escapeHtml(c.code)}</strong></td><td>${COUPON_TYPES[c.type]}</td><td>${value}</td>
<td>${c.used ?? 0} / ${c.max_uses ?? 'sin límite'}</td><td>${escapeHtml(c.end_date ?? 'Sin vencimiento')}</td><td>${c.enabled ? 'Activo' : 'Desactivado'}</td></tr>`;
    })
    .join('\n');
  const table = rows
    ? `<table><caption>Cupones de descuento de la tienda</caption><thead><tr><th scope="col">Código</th><th scope="col">Tipo</th><th scope="col">Valor</th><th scope="col">Usos</th><th scope="col">Vence</th><th scope="col">Estado</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>La tienda no tiene cupones.</p>';
  return html(200, layout(ctx, 'Cupones', `<h1>Cupones</h1>${table}`));
}

/**
 * The coupon a visit brought (`coupon` in this address or in the first one of the visit): the
 * field is filled with it, as Afilia's storefront script does in a real store (docs/decisions.md).
 */
function broughtCoupon(url: URL, landing: string | null): string {
  const own = url.searchParams.get('coupon');
  if (own) return own;
  try {
    return landing ? (new URL(landing).searchParams.get('coupon') ?? '') : '';
  } catch {
    return '';
  }
}

function productPage(ctx: SandboxContext, product: ProductRecord, error: string | null, coupon = ''): string {
  const variants = product.variants
    .map((v) => {
      const label = v.values.map((x) => x['es']).join(' / ') || 'Único';
      const disabled = v.price === null || (v.stock_management && (v.stock ?? 0) < 1);
      return `<option value="${v.id}"${disabled ? ' disabled' : ''}>${escapeHtml(label)}: ${price(v.promotional_price ?? v.price)}${
        disabled && v.price !== null ? ' (sin stock)' : ''
      }</option>`;
    })
    .join('');
  const first = product.variants[0];
  const shownPrice =
    first?.promotional_price && first.price
      ? `<span class="antes">${price(first.price)}</span><strong>${price(first.promotional_price)}</strong>`
      : `<strong>${price(first?.price ?? null)}</strong>`;
  const image = product.images[0];
  const ls = {
    store: { id: ctx.options.storeId, url: ctx.baseUrl() },
    product: { id: product.id, name: product.name['es'], tags: product.tags.split(','), requires_shipping: product.requires_shipping },
    variants: product.variants.map((v) => ({ id: v.id, price: v.price, promotional_price: v.promotional_price, stock: v.stock })),
    lang: 'es_AR',
    currency: { code: 'ARS' },
    country: 'AR',
  };
  const body = `
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<h1>${escapeHtml(product.name['es'] ?? '')}</h1>
${image ? `<img src="${escapeHtml(imageUrl(ctx, image))}" alt="" width="240">` : ''}
<p>${shownPrice}</p>
<div>${product.description['es'] ?? ''}</div>
<form method="post" action="/productos/${encodeURIComponent(product.handle['es'] ?? '')}/comprar">
  <label>Variante <select name="variant_id">${variants}</select></label>
  <label>Cantidad <input name="quantity" type="number" min="1" value="1"></label>
  <label>Cupón de descuento <input name="coupon" autocomplete="off" value="${escapeHtml(coupon)}"></label>
  <button type="submit">Comprar</button>
</form>`;
  return layout(
    ctx,
    product.name['es'] ?? 'Producto',
    body,
    `<script>var LS = ${inlineJson(ls)};</script>\n${scriptTags(injectedScripts(ctx, 'store'))}`,
  );
}

async function buy(
  ctx: SandboxContext,
  admin: Admin,
  product: ProductRecord,
  form: URLSearchParams,
  cookies: string | undefined,
): Promise<Reply> {
  const variantId = Number(form.get('variant_id'));
  const quantity = Number(form.get('quantity') ?? '1');
  const coupon = form.get('coupon')?.trim() || null;
  try {
    const order = await admin.createOrder({
      products: [{ product_id: product.id, variant_id: variantId, quantity }],
      coupon,
      landing_url: cookie(cookies, LANDING_COOKIE),
    });
    await admin.payOrder(order['id'] as number);
    const reply = redirect(`/checkout/v3/success/${order['id']}/${order['token']}`);
    reply.status = 303;
    reply.headers = { ...reply.headers, 'Set-Cookie': `${LANDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` };
    return reply;
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const fields = error.body as Record<string, string[]>;
    const message = fields['coupon']
      ? 'El cupón no es válido para esta compra.'
      : `No pudimos completar la compra: ${Object.values(fields).flat().join('; ')}`;
    return html(422, productPage(ctx, product, message));
  }
}

function thankYou(ctx: SandboxContext, orderId: number, token: string): Reply | null {
  const order = ctx.state.orders.get(orderId);
  if (!order || order.token !== token) return null;
  const ls = {
    store: { id: ctx.options.storeId, url: ctx.baseUrl() },
    order: {
      id: order.id,
      number: order.number,
      hash: order.token,
      created_at: new Date(order.created_at).toISOString(),
      coupon: order.coupon_codes,
      discount: order.discount_cents,
      total: order.total_cents,
      total_usd: Math.round(order.total_cents / 1200),
      gateway: order.gateway,
    },
    lang: 'es_AR',
    currency: 'ARS',
  };
  const body = `<h1>¡Gracias por tu compra!</h1>
<p>Tu pedido es el número <strong>#${order.number}</strong> por un total de <strong>${money.format(order.total_cents / 100)}</strong>.</p>
<p><a href="/">Seguir comprando</a></p>`;
  return html(
    200,
    layout(
      ctx,
      'Gracias por tu compra',
      body,
      `<script>var LS = ${inlineJson(ls)};</script>\n${scriptTags(injectedScripts(ctx, 'checkout'))}`,
    ),
  );
}

/**
 * The store admin's 'Códigos externos' (Configuración > Códigos externos in a real store): the
 * HTML pasted here goes into the <head> of every storefront page, the way a merchant installs a
 * tracking pixel by hand.
 */
function externalCodesPage(ctx: SandboxContext, saved: boolean): Reply {
  const body = `<h1>Códigos externos</h1>
${saved ? '<p role="status">Códigos guardados.</p>' : ''}
<form method="post" action="/admin/codigos-externos" style="max-width: 720px">
<label for="codigos">Códigos de seguimiento (se agregan en el &lt;head&gt; de todas las páginas de la tienda)</label>
<textarea id="codigos" name="codigos" rows="12" style="font-family: monospace; width: 100%">${escapeHtml(ctx.state.externalCodes)}</textarea>
<button type="submit">Guardar</button>
</form>`;
  return html(200, layout(ctx, 'Códigos externos', body));
}

const notFoundPage = (ctx: SandboxContext): Reply => html(404, layout(ctx, 'No encontrado', '<h1>No encontramos esta página</h1>'));

/** Storefront pages; null when the path is not one of them. */
export async function handleStorefront(
  ctx: SandboxContext,
  admin: Admin,
  request: { method: string; url: URL; rawBody: string; cookies: string | undefined },
): Promise<Reply | null> {
  const { method, url } = request;
  const path = url.pathname;
  if (method === 'GET' && path === '/') return home(ctx);
  if (method === 'GET' && /^\/admin\/cupones\/?$/.test(path)) return couponsPage(ctx);
  const adminPage = await merchantAdminPage(ctx, admin, { method, path, query: url.searchParams, rawBody: request.rawBody });
  if (adminPage) return adminPage;
  if (/^\/admin\/codigos-externos\/?$/.test(path)) {
    if (method === 'GET') return externalCodesPage(ctx, url.searchParams.has('guardado'));
    if (method === 'POST') {
      ctx.state.externalCodes = new URLSearchParams(request.rawBody).get('codigos') ?? '';
      return redirect('/admin/codigos-externos?guardado=1');
    }
  }
  let match = /^\/productos\/([^/]+)\/?$/.exec(path);
  if (method === 'GET' && match) {
    const product = findByHandle(ctx, decodeURIComponent(match[1] as string));
    if (!product) return notFoundPage(ctx);
    const landing = cookie(request.cookies, LANDING_COOKIE);
    const reply = html(200, productPage(ctx, product, null, broughtCoupon(url, landing)));
    if (landing === null) reply.headers = { 'Set-Cookie': `${LANDING_COOKIE}=${encodeURIComponent(url.toString())}; Path=/; SameSite=Lax` };
    return reply;
  }
  match = /^\/productos\/([^/]+)\/comprar\/?$/.exec(path);
  if (method === 'POST' && match) {
    const product = findByHandle(ctx, decodeURIComponent(match[1] as string));
    if (!product) return notFoundPage(ctx);
    return buy(ctx, admin, product, new URLSearchParams(request.rawBody), request.cookies);
  }
  match = /^\/checkout\/v3\/success\/(\d+)\/([a-f0-9]+)\/?$/.exec(path);
  if (method === 'GET' && match) return thankYou(ctx, Number(match[1]), match[2] as string) ?? notFoundPage(ctx);
  return null;
}
