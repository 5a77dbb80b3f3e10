// Payments made on the sandbox's checkout: approved at once with the account's money (no card
// form to fill), followed by a payment notification. GET /v1/payments/{id} reads one back, which
// is what a receiver does after a notification.
import type { SandboxContext } from './context.js';
import { json, notFound, SandboxError, type Reply } from './http.js';
import { fromCents, toCents } from './money.js';
import type { Preference } from './preferences.js';
import type { Route } from './router.js';

export const PAYER_EMAIL = 'comprador@sandbox.mercadopago.test';
export const FIRST_PAYMENT_ID = 1_000_000_001;

export interface Payment {
  id: number;
  /** Approved at the checkout; refunded or charged back afterwards by the sandbox's admin. */
  status: 'approved' | 'refunded' | 'charged_back';
  status_detail: 'accredited' | 'refunded' | 'settled';
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  preference_id: string;
  collector_id: number;
  date_created: string;
  date_approved: string;
  payment_method_id: 'account_money';
  payer: { email: string };
}

export function preferenceTotal(preference: Preference): number {
  return fromCents(preference.items.reduce((cents, item) => cents + item.quantity * toCents(item.unit_price), 0));
}

/**
 * Pays a preference. Each call is a new payment, as paying the same link twice is on the real
 * checkout. The notification is sent without waiting for it: the buyer's browser is not held
 * back by the merchant's server, and the merchant must not assume it arrives first.
 */
export function payPreference(ctx: SandboxContext, preference: Preference): Payment {
  const now = new Date().toISOString();
  const payment: Payment = {
    id: ctx.nextPaymentId(),
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: preferenceTotal(preference),
    currency_id: preference.items[0]?.currency_id ?? 'ARS',
    external_reference: preference.external_reference,
    preference_id: preference.id,
    collector_id: ctx.collectorId,
    date_created: now,
    date_approved: now,
    payment_method_id: 'account_money',
    payer: { email: PAYER_EMAIL },
  };
  ctx.payments.set(String(payment.id), payment);
  ctx.options.log(`payment ${payment.id} of ${payment.transaction_amount} approved (preference ${preference.id})`);
  void notifyPayment(ctx, payment, preference, 'payment.created');
  return payment;
}

/**
 * "The URLs configured during payment creation will take precedence" over the application's
 * webhook (your-integrations/notifications/webhooks), and what reaches them cannot be validated
 * with the secret (…/notifications/ipn): only the webhook of 'Your integrations' is signed with it.
 */
function notifyPayment(
  ctx: SandboxContext,
  payment: Payment,
  preference: Preference | undefined,
  action: 'payment.created' | 'payment.updated',
) {
  const own = preference?.notification_url ?? null;
  const target = own ?? ctx.options.webhookUrl;
  if (!target) return Promise.resolve(undefined);
  return ctx.emitter.send({ notificationUrl: target, type: 'payment', dataId: String(payment.id), action, unverifiable: own !== null });
}

/**
 * An approved payment given back to the payer (`refunded`) or disputed by the card's issuer and
 * lost (`charged_back`), after which Mercado Pago notifies the update (payment statuses: the SDK's
 * payment types). 404 for an unknown payment, 409 unless it is approved.
 */
export async function reversePayment(ctx: SandboxContext, id: string, status: 'refunded' | 'charged_back'): Promise<Payment> {
  const payment = ctx.payments.get(id);
  if (!payment) throw new SandboxError(404, 'not_found', `payment ${id} not found`);
  if (payment.status !== 'approved') throw new SandboxError(409, 'conflict', `payment ${id} is ${payment.status}`);
  payment.status = status;
  payment.status_detail = status === 'refunded' ? 'refunded' : 'settled';
  ctx.options.log(`payment ${id} ${status}`);
  await notifyPayment(ctx, payment, ctx.preferences.get(payment.preference_id), 'payment.updated');
  return payment;
}

/**
 * GET /v1/payments/search: the account's payments, newest first, filtered by `external_reference`
 * when given; `{paging: {total, limit, offset}, results}` as the API answers (payments/search).
 */
function searchPayments(ctx: SandboxContext, query: URLSearchParams): Reply {
  const reference = query.get('external_reference');
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 30) || 30, 1), 1000);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  const found = [...ctx.payments.values()].filter((p) => reference === null || p.external_reference === reference).reverse();
  return json(200, { paging: { total: found.length, limit, offset }, results: found.slice(offset, offset + limit) });
}

export function paymentRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'GET', path: /^\/v1\/payments\/search$/, handler: (req) => searchPayments(ctx, req.url.searchParams) },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)$/,
      handler: (req): Reply => {
        const payment = ctx.payments.get(req.params[0] ?? '');
        return payment ? json(200, payment) : notFound(`payment ${req.params[0]} not found`);
      },
    },
  ];
}
