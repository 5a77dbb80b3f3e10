// The store's own admin (what a merchant sees at {tienda}/admin in a real store), as far as the
// app's life needs it: the admin's home, the app's page in the app store with 'Instalar app', and
// 'Ventas', where a person does to orders what the tests do (cancel, refund, edit, register a
// payment), each followed by the webhooks the platform sends.
//
// Installing from the app's page is Tiendanube's documented first way to install an app: "The
// user, from his Tiendanube/Nuvemshop admin, clicks on a button to install your app"
// (authentication.md, step 1); the consent page then returns to the app's redirect URL with
// `?code=` and no `state`, since only an app's own link can carry one.
import { SandboxError, type Admin } from './admin.js';
import type { SandboxContext } from './context.js';
import { escapeHtml, html, redirect, type Reply } from './http.js';
import type { OrderRecord } from './state.js';
import { layout, money } from './storefront.js';

const PAYMENT_LABELS: Record<OrderRecord['payment_status'], string> = {
  pending: 'Pendiente',
  authorized: 'Autorizado',
  paid: 'Pagado',
  abandoned: 'Abandonado',
  refunded: 'Reembolsado',
  voided: 'Anulado',
};

const cents = (value: number): string => money.format(value / 100);

function adminHome(ctx: SandboxContext): Reply {
  const appPath = `/admin/aplicaciones/${encodeURIComponent(ctx.options.appId)}`;
  const body = `<h1>Administrador de ${escapeHtml(ctx.options.storeName)}</h1>
<ul>
<li><a href="/admin/ventas">Ventas</a></li>
<li><a href="${appPath}">Tienda de aplicaciones: ${escapeHtml(ctx.options.appName)}</a></li>
<li><a href="/admin/cupones">Cupones</a></li>
<li><a href="/admin/codigos-externos">Códigos externos</a></li>
</ul>`;
  return html(200, layout(ctx, 'Administrador', body));
}

function appPage(ctx: SandboxContext, appId: string): Reply {
  if (appId !== ctx.options.appId) return html(404, layout(ctx, 'No encontrado', '<h1>Esta aplicación no existe</h1>'));
  const installed = [...ctx.state.tokens.values()].some((t) => t.appId === appId);
  const body = `<p><a href="/admin/">Volver al administrador</a></p>
<h1>${escapeHtml(ctx.options.appName)}</h1>
<p>Programa de afiliados y creadores para tu tienda.</p>
<p>Estado: <strong>${installed ? 'Instalada' : 'No instalada'}</strong></p>
<p><a class="boton" href="/apps/${encodeURIComponent(appId)}/authorize">${installed ? 'Instalar de nuevo' : 'Instalar app'}</a></p>`;
  return html(200, layout(ctx, ctx.options.appName, body));
}

/** A button that posts one action on an order. */
const action = (order: OrderRecord, path: string, label: string): string =>
  `<form method="post" action="/admin/ventas/${order.id}/${path}" style="display:inline"><button type="submit" aria-label="${escapeHtml(
    `${label} la venta #${order.number}`,
  )}">${escapeHtml(label)}</button></form>`;

function ordersPage(ctx: SandboxContext, notice: string | null): Reply {
  const orders = [...ctx.state.orders.values()].sort((a, b) => b.id - a.id);
  const rows = orders
    .map((o) => {
      const open = o.status !== 'cancelled';
      const actions = [
        open && (o.payment_status === 'pending' || o.payment_status === 'authorized') ? action(o, 'pagar', 'Registrar pago') : '',
        open && o.payment_status === 'paid' ? action(o, 'reembolsar', 'Reembolsar') : '',
        open ? action(o, 'cancelar', 'Cancelar') : '',
        open && o.shipping_status === 'unpacked' ? `<a href="/admin/ventas/${o.id}">Editar</a>` : '',
      ].join(' ');
      return `<tr><td>#${o.number}</td><td>${escapeHtml(o.customer.name)}</td><td>${escapeHtml(o.coupon_codes.join(', ') || '—')}</td>
<td>${cents(o.total_cents)}</td><td>${PAYMENT_LABELS[o.payment_status]}</td><td>${o.status === 'cancelled' ? 'Cancelada' : 'Abierta'}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
  const body = `<p><a href="/admin/">Volver al administrador</a></p>
<h1>Ventas</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${
  orders.length
    ? `<table><caption>Las ventas de la tienda, las más nuevas primero</caption>
<thead><tr><th scope="col">Venta</th><th scope="col">Cliente</th><th scope="col">Cupón</th><th scope="col">Total</th><th scope="col">Pago</th><th scope="col">Estado</th><th scope="col">Acciones</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>Todavía no hay ventas.</p>'
}`;
  return html(200, layout(ctx, 'Ventas', body));
}

function editPage(ctx: SandboxContext, order: OrderRecord, error: string | null): Reply {
  const lines = order.lines
    .map(
      (line, i) => `<div><label for="cantidad-${i}">${escapeHtml(line.name)} (${cents(Math.round(Number(line.price) * 100))} c/u)</label>
<input id="cantidad-${i}" name="cantidad-${line.variant_id}" type="number" min="0" value="${line.quantity}"></div>`,
    )
    .join('\n');
  const body = `<p><a href="/admin/ventas">Volver a Ventas</a></p>
<h1>Editar la venta #${order.number}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>Total: ${cents(order.total_cents)}. Una cantidad en 0 quita el producto.</p>
<form method="post" action="/admin/ventas/${order.id}/editar">
${lines}
<button type="submit">Guardar cambios</button>
</form>`;
  return html(error ? 422 : 200, layout(ctx, `Editar la venta #${order.number}`, body));
}

/** What an action's refusal says to the merchant. */
const refusal = (error: unknown): string => {
  if (!(error instanceof SandboxError)) throw error;
  const body = error.body as { description?: string } & Record<string, unknown>;
  return body.description ?? Object.values(body).flat().join('; ');
};

async function orderAction(ctx: SandboxContext, admin: Admin, order: OrderRecord, name: string, rawBody: string): Promise<Reply> {
  const done = (notice: string) => redirect(`/admin/ventas?aviso=${encodeURIComponent(notice)}`);
  try {
    if (name === 'cancelar') {
      await admin.cancelOrder(order.id);
      return done(`Venta #${order.number} cancelada.`);
    }
    if (name === 'reembolsar') {
      await admin.refundOrder(order.id);
      return done(`Venta #${order.number} reembolsada.`);
    }
    if (name === 'pagar') {
      await admin.payOrder(order.id);
      return done(`Pago de la venta #${order.number} registrado.`);
    }
    const form = new URLSearchParams(rawBody);
    const products = order.lines
      .map((line) => ({ variant_id: line.variant_id, quantity: Number(form.get(`cantidad-${line.variant_id}`) ?? line.quantity) }))
      .filter((line) => line.quantity > 0);
    await admin.editOrder(order.id, { products });
    return done(`Venta #${order.number} editada.`);
  } catch (error) {
    const message = refusal(error);
    return name === 'editar' ? editPage(ctx, order, message) : done(`No se pudo: ${message}`);
  }
}

/** The admin's pages; null when the path is not one of them. */
export async function merchantAdminPage(
  ctx: SandboxContext,
  admin: Admin,
  request: { method: string; path: string; query: URLSearchParams; rawBody: string },
): Promise<Reply | null> {
  const { method, path } = request;
  if (method === 'GET' && /^\/admin\/?$/.test(path)) return adminHome(ctx);
  let match = /^\/admin\/aplicaciones\/([^/]+)\/?$/.exec(path);
  if (method === 'GET' && match) return appPage(ctx, decodeURIComponent(match[1] as string));
  if (method === 'GET' && /^\/admin\/ventas\/?$/.test(path)) return ordersPage(ctx, request.query.get('aviso'));
  match = /^\/admin\/ventas\/(\d+)(?:\/(cancelar|reembolsar|pagar|editar))?\/?$/.exec(path);
  if (!match) return null;
  const order = ctx.state.orders.get(Number(match[1]));
  if (!order) return html(404, layout(ctx, 'No encontrado', '<h1>Esta venta no existe</h1>'));
  if (method === 'GET' && !match[2]) return editPage(ctx, order, null);
  if (method === 'POST' && match[2]) return orderAction(ctx, admin, order, match[2], request.rawBody);
  return null;
}
