// The HTML a buyer sees on the sandbox's checkout: Spanish (es-AR), one h1 per page, a table
// with headers for the items, dark text on white and a button whose white text on dark blue
// passes WCAG AA (about 8.6:1). One column that fits a 390 px phone without scrolling sideways.
import { escapeHtml } from './http.js';
import { formatArs } from './money.js';
import type { Payment } from './payments.js';
import type { Preference } from './preferences.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
header{background:#ffe600;color:#1f1f1f;padding:.75rem 1rem;font-weight:700}
header span{font-weight:400;margin-left:.5rem;font-size:.875rem}
main{max-width:32rem;margin:1rem auto;padding:1.25rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
.notice{margin:0;color:#4a4a4a;font-size:.875rem}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem .25rem;border-bottom:1px solid #d9d9d9;text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
td.item{overflow-wrap:anywhere}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
button{display:block;width:100%;margin-top:1.25rem;padding:.875rem 1rem;font:inherit;font-weight:700;color:#fff;background:#00507a;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#003d5c}
button:focus-visible,a:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}
a{color:#00507a}
.cancel{display:block;margin-top:1rem;text-align:center}
dl{margin:1rem 0 0}
dt{font-weight:700}
dd{margin:0 0 .5rem}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mercado Pago (sandbox) – ${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Mercado Pago <span>(entorno de prueba)</span></header>
<main>
${content}
</main>
</body>
</html>
`;
}

export function checkoutPage(preference: Preference, total: number): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td class="item">${escapeHtml(item.title)}</td><td class="num">${item.quantity}</td><td class="num">${formatArs(item.quantity * item.unit_price)}</td></tr>`,
    )
    .join('\n');
  const cancel = preference.back_urls.failure ? `<a class="cancel" href="${escapeHtml(preference.back_urls.failure)}">Cancelar</a>` : '';
  return layout(
    'Pagar',
    `<h1>Pagá con Mercado Pago</h1>
<p class="notice">Es una prueba: no se mueve dinero real.</p>
<h2 id="resumen">Resumen de la compra</h2>
<table aria-labelledby="resumen">
<thead><tr><th scope="col">Producto</th><th scope="col" class="num">Cantidad</th><th scope="col" class="num">Importe</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="num">${formatArs(total)}</td></tr></tfoot>
</table>
<form method="post" action="/checkout/v1/pay">
<input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
<button type="submit">Pagar</button>
</form>
${cancel}`,
  );
}

export function approvedPage(payment: Payment): string {
  return layout(
    'Pago aprobado',
    `<h1>Pago aprobado</h1>
<p>Tu pago se acreditó.</p>
<dl>
<dt>Número de operación</dt><dd>${payment.id}</dd>
<dt>Importe</dt><dd>${formatArs(payment.transaction_amount)}</dd>
</dl>`,
  );
}

export function problemPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
