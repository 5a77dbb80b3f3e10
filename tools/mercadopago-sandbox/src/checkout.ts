// The pages behind a preference's init_point. A browser reaches them without the access token,
// as it reaches Mercado Pago's checkout: GET shows what is charged, POST pays and goes back to
// the merchant's back_urls.success with the parameters Checkout Pro appends.
import { html, seeOther, type Reply } from './http.js';
import type { SandboxContext } from './context.js';
import { approvedPage, checkoutPage, problemPage } from './pages.js';
import { payPreference, preferenceTotal, type Payment } from './payments.js';
import type { Route } from './router.js';

/** back_urls.success plus Checkout Pro's parameters, after any query it has and before any #fragment. */
export function successRedirect(successUrl: string, payment: Payment): string {
  const params = new URLSearchParams({
    collection_id: String(payment.id),
    collection_status: 'approved',
    payment_id: String(payment.id),
    status: 'approved',
    // Checkout Pro writes the word null when the preference had no external_reference.
    external_reference: payment.external_reference ?? 'null',
    preference_id: payment.preference_id,
  }).toString();
  const hash = successUrl.indexOf('#');
  const base = hash === -1 ? successUrl : successUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : successUrl.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${params}${fragment}`;
}

const unknownPreference = (id: string): Reply =>
  html(404, problemPage('Pago no encontrado', id ? `No existe el link de pago ${id}.` : 'Falta el link de pago (pref_id).'));

export function checkoutRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/checkout\/v1\/redirect$/,
      handler: (req) => {
        const id = req.url.searchParams.get('pref_id') ?? '';
        const preference = ctx.preferences.get(id);
        return preference ? html(200, checkoutPage(preference, preferenceTotal(preference))) : unknownPreference(id);
      },
    },
    {
      method: 'POST',
      path: /^\/checkout\/v1\/pay$/,
      handler: (req) => {
        const id = new URLSearchParams(req.rawBody).get('pref_id') ?? '';
        if (!id) return html(400, problemPage('Falta el link de pago', 'El formulario no indicó qué preferencia pagar (pref_id).'));
        const preference = ctx.preferences.get(id);
        if (!preference) return unknownPreference(id);
        const payment = payPreference(ctx, preference);
        const success = preference.back_urls.success;
        return success ? seeOther(successRedirect(success, payment)) : html(200, approvedPage(payment));
      },
    },
  ];
}
