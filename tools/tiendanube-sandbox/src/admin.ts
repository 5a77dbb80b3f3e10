// What happens in the store outside the app's API calls (a shopper buys, the merchant edits a
// product, uninstalls the app, stops paying), each followed by the webhooks the platform would
// send. Available in-process (createSandbox's return value) and as JSON under /_sandbox/ (not
// part of the real API).
import type { SandboxContext } from './context.js';
import { apiError, isPlainObject, json, type Reply } from './http.js';
import { issueToken, revokeTokens } from './oauth.js';
import {
  cancelOrder,
  createOrder,
  editOrder,
  payOrder,
  reverseOrderPayment,
  serializeOrder,
  type CancelInput,
  type EditInput,
  type OrderInput,
} from './orders.js';
import { isReply } from './pagination.js';
import { addProduct, applyProductPatch, serializeProduct, validateProductPatch, type ProductPatch } from './products.js';
import { idParam } from './router.js';
import type { OrderRecord } from './state.js';
import { isDeliveryMode, type DeliveryAttempt, type DeliveryMode, type Notification, type Target } from './webhook-emitter.js';
import { WEBHOOK_EVENTS } from './webhooks.js';

/** A refused admin action: the status and body the /_sandbox endpoint answers with. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`sandbox action refused (${status}): ${JSON.stringify(body)}`);
    this.name = 'SandboxError';
  }
}

export interface DeliveryOption {
  /** How the webhooks of this action are delivered (default normal). */
  delivery?: DeliveryMode;
}

export interface UninstallOptions extends DeliveryOption {
  /** Overrides the sandbox's redactDelayMs for this uninstall. */
  redactDelayMs?: number;
}

export interface DeliveryFilter {
  event?: string;
  url?: string;
}

export interface Admin {
  issueToken(token?: string): { access_token: string; token_type: 'bearer'; scope: string; user_id: number };
  createOrder(input?: OrderInput & DeliveryOption): Promise<Record<string, unknown>>;
  payOrder(id: number, options?: DeliveryOption): Promise<Record<string, unknown>>;
  cancelOrder(id: number, options?: CancelInput & DeliveryOption): Promise<Record<string, unknown>>;
  /** Refunds a paid order without cancelling it: order/updated. */
  refundOrder(id: number, options?: DeliveryOption): Promise<Record<string, unknown>>;
  /** Replaces an unpacked order's lines and recomputes its totals: order/edited and order/updated. */
  editOrder(id: number, input: EditInput & DeliveryOption): Promise<Record<string, unknown>>;
  /** Voids an order's payment without cancelling it: order/voided and order/updated. */
  voidOrder(id: number, options?: DeliveryOption): Promise<Record<string, unknown>>;
  createProduct(patch?: ProductPatch & DeliveryOption): Promise<Record<string, unknown>>;
  updateProduct(id: number, patch: ProductPatch & DeliveryOption): Promise<Record<string, unknown>>;
  deleteProduct(id: number, options?: DeliveryOption): Promise<void>;
  uninstall(options?: UninstallOptions): Promise<void>;
  setPaymentRequired(enabled: boolean, options?: DeliveryOption): Promise<void>;
  /** Sends {store_id, event, id} to the webhooks registered for `event`, whatever changed. */
  emit(event: string, id: number | string, options?: DeliveryOption): Promise<void>;
  /** LGPD customers/redact for the customer of an order (or an e-mail). */
  redactCustomer(who: { order_id?: number; email?: string }, options?: DeliveryOption): Promise<void>;
  /** LGPD customers/data_request for the customer of an order (or an e-mail). */
  requestCustomerData(who: { order_id?: number; email?: string }, options?: DeliveryOption): Promise<void>;
  deliveries(filter?: DeliveryFilter): DeliveryAttempt[];
  clearDeliveries(): void;
  /** Waits until every queued delivery and retry has finished. */
  settle(): Promise<void>;
  /** Polls the recorded attempts until `done` holds (default timeout 5 s). */
  waitForDeliveries(done: (attempts: DeliveryAttempt[]) => boolean, timeoutMs?: number): Promise<DeliveryAttempt[]>;
}

const refuse = (reply: Reply): never => {
  throw new SandboxError(reply.status, reply.body);
};

export function createAdmin(ctx: SandboxContext): Admin {
  const { state, options, emitter } = ctx;
  const appIdValue = /^\d+$/.test(options.appId) ? Number(options.appId) : options.appId;

  const targetsFor = (event: string): Target[] =>
    [...state.webhooks.values()].filter((w) => w.event === event).map((w) => ({ url: w.url, webhookId: w.id }));

  /** Webhooks of one action. None are sent while the store answers 402, as on the platform. */
  const notify = (events: Array<[event: string, id: number | string]>, delivery: DeliveryMode = 'normal'): Promise<void> => {
    if (state.paymentRequired) return Promise.resolve();
    const notifications: Notification[] = events.map(([event, id]) => ({
      event,
      payload: { store_id: options.storeId, event, id },
      targets: targetsFor(event),
    }));
    return emitter.send(
      notifications.filter((n) => n.targets.length > 0),
      delivery,
    );
  };

  const mode = (value: unknown): DeliveryMode => {
    if (value === undefined || value === null) return 'normal';
    if (!isDeliveryMode(value)) refuse(json(422, { delivery: ['must be one of normal, duplicate, out-of-order, bad-signature'] }));
    return value as DeliveryMode;
  };

  const order = (id: number): OrderRecord => state.orders.get(id) ?? refuse(apiError(404, 'Order not found'));
  const orderJson = (o: OrderRecord) => serializeOrder(ctx, o, true);

  const customerOf = (who: { order_id?: number; email?: string }) => {
    const orders = [...state.orders.values()];
    const email = who.email ?? (who.order_id !== undefined ? order(who.order_id).customer.email : undefined);
    if (!email) refuse(json(422, { customer: ['needs order_id or email'] }));
    const theirs = orders.filter((o) => o.customer.email === email);
    const first = theirs[0];
    const customer = first
      ? { id: first.customer.id, email, phone: first.customer.phone, identification: first.customer.identification }
      : { id: null, email, phone: null, identification: null };
    return { customer, orderIds: theirs.map((o) => o.id) };
  };

  const privacy = (event: string, url: string | null, payload: Record<string, unknown>, delivery: DeliveryMode) =>
    emitter.send([{ event, payload, targets: [{ url, webhookId: null }] }], delivery);

  return {
    issueToken(token) {
      const record = issueToken(ctx, token);
      return { access_token: record.token, token_type: 'bearer', scope: record.scope.join(','), user_id: options.storeId };
    },

    async createOrder(input = {}) {
      const delivery = mode(input.delivery);
      const created = createOrder(ctx, input);
      if (isReply(created)) return refuse(created);
      const events: Array<[string, number]> = [['order/created', created.id]];
      if (created.payment_status === 'paid') events.push(['order/paid', created.id]);
      await notify(events, delivery);
      return orderJson(created);
    },

    async payOrder(id, opts = {}) {
      const delivery = mode(opts.delivery);
      const target = order(id);
      const refused = payOrder(ctx, target);
      if (refused) refuse(refused);
      await notify(
        [
          ['order/paid', id],
          ['order/updated', id],
        ],
        delivery,
      );
      return orderJson(target);
    },

    async cancelOrder(id, opts = {}) {
      const delivery = mode(opts.delivery);
      const target = order(id);
      const refused = cancelOrder(ctx, target, opts);
      if (refused) refuse(refused);
      await notify(
        [
          ['order/cancelled', id],
          ['order/updated', id],
        ],
        delivery,
      );
      return orderJson(target);
    },

    async refundOrder(id, opts = {}) {
      const target = order(id);
      const refused = reverseOrderPayment(ctx, target, 'refund');
      if (refused) refuse(refused);
      await notify([['order/updated', id]], mode(opts.delivery));
      return orderJson(target);
    },

    async editOrder(id, input) {
      const target = order(id);
      const { delivery, ...edit } = input;
      const refused = editOrder(ctx, target, edit);
      if (refused) refuse(refused);
      // "for every change, Nuvemshop sends the order/edited webhook, and these changes also trigger the order/updated webhook" (ND edit-order).
      await notify(
        [
          ['order/edited', id],
          ['order/updated', id],
        ],
        mode(delivery),
      );
      return orderJson(target);
    },

    async voidOrder(id, opts = {}) {
      const target = order(id);
      const refused = reverseOrderPayment(ctx, target, 'void');
      if (refused) refuse(refused);
      await notify(
        [
          ['order/voided', id],
          ['order/updated', id],
        ],
        mode(opts.delivery),
      );
      return orderJson(target);
    },

    async createProduct(patch = {}) {
      const delivery = mode(patch.delivery);
      const { delivery: _d, ...fields } = patch;
      const valid = validateProductPatch(fields);
      if (isReply(valid)) return refuse(valid);
      const product = addProduct(ctx, valid);
      await notify([['product/created', product.id]], delivery);
      return serializeProduct(ctx, product);
    },

    async updateProduct(id, patch) {
      const delivery = mode(patch.delivery);
      const { delivery: _d, ...fields } = patch;
      const product = state.products.get(id) ?? refuse(apiError(404, 'Product not found'));
      const valid = validateProductPatch(fields);
      if (isReply(valid)) return refuse(valid);
      applyProductPatch(ctx, product, valid);
      await notify([['product/updated', id]], delivery);
      return serializeProduct(ctx, product);
    },

    async deleteProduct(id, opts = {}) {
      const delivery = mode(opts.delivery);
      if (!state.products.delete(id)) refuse(apiError(404, 'Product not found'));
      await notify([['product/deleted', id]], delivery);
    },

    async uninstall(opts = {}) {
      const delivery = mode(opts.delivery);
      if (!state.installed) refuse(apiError(422, 'The app is not installed in this store'));
      const targets = targetsFor('app/uninstalled');
      const suspended = state.paymentRequired;
      // The token stops working first; then the app hears about it; scripts and webhooks go.
      revokeTokens(ctx);
      state.installed = false;
      state.webhooks.clear();
      state.scripts.clear();
      options.log(`tienda ${options.storeId}: aplicación desinstalada`);
      if (!suspended && targets.length > 0) {
        const payload = { store_id: options.storeId, event: 'app/uninstalled', id: appIdValue };
        await emitter.send([{ event: 'app/uninstalled', payload, targets }], delivery);
      }
      emitter.later(opts.redactDelayMs ?? options.redactDelayMs, () =>
        privacy('store/redact', state.privacyUrls.storeRedact, { store_id: options.storeId }, delivery),
      );
    },

    async setPaymentRequired(enabled, opts = {}) {
      const delivery = mode(opts.delivery);
      if (enabled === state.paymentRequired) return;
      if (enabled) {
        await notify([['app/suspended', appIdValue]], delivery);
        state.paymentRequired = true;
      } else {
        state.paymentRequired = false;
        await notify([['app/resumed', appIdValue]], delivery);
      }
    },

    async emit(event, id, opts = {}) {
      const delivery = mode(opts.delivery);
      if (!(WEBHOOK_EVENTS as readonly string[]).includes(event))
        refuse(json(422, { event: [`Invalid event specified. Events allowed: ${WEBHOOK_EVENTS.join(', ')}`] }));
      await notify([[event, id]], delivery);
    },

    async redactCustomer(who, opts = {}) {
      const delivery = mode(opts.delivery);
      const { customer, orderIds } = customerOf(who);
      await privacy(
        'customers/redact',
        state.privacyUrls.customersRedact,
        { store_id: options.storeId, customer, orders_to_redact: orderIds },
        delivery,
      );
    },

    async requestCustomerData(who, opts = {}) {
      const delivery = mode(opts.delivery);
      const { customer, orderIds } = customerOf(who);
      await privacy(
        'customers/data_request',
        state.privacyUrls.customersDataRequest,
        {
          store_id: options.storeId,
          customer,
          orders_requested: orderIds,
          checkouts_requested: [],
          drafts_orders_requested: [],
          data_request: { id: ctx.ids.next('customer') },
        },
        delivery,
      );
    },

    deliveries(filter = {}) {
      return emitter.attempts().filter((a) => (!filter.event || a.event === filter.event) && (!filter.url || a.url === filter.url));
    },

    clearDeliveries() {
      emitter.clear();
    },

    settle() {
      return emitter.settle();
    },

    async waitForDeliveries(done, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const attempts = emitter.attempts();
        if (done(attempts)) return attempts;
        if (Date.now() > until) throw new Error(`waitForDeliveries: not satisfied after ${timeoutMs} ms (${attempts.length} attempts)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

// ---- The same actions over HTTP, under /_sandbox/ ----

function summary(ctx: SandboxContext): Record<string, unknown> {
  const { state, options } = ctx;
  return {
    store_id: options.storeId,
    store_name: options.storeName,
    app_id: options.appId,
    installed: state.installed,
    payment_required: state.paymentRequired,
    scopes: options.scopes,
    api_url: `${ctx.baseUrl()}/v1/${options.storeId}`,
    authorize_url: `${ctx.baseUrl()}/apps/${options.appId}/authorize`,
    token_url: `${ctx.baseUrl()}/apps/authorize/token`,
    redirect_url: options.redirectUrl,
    local_urls: options.localUrls,
    privacy_urls: state.privacyUrls,
    counts: {
      products: state.products.size,
      orders: state.orders.size,
      coupons: state.coupons.size,
      webhooks: state.webhooks.size,
      scripts: state.scripts.size,
    },
  };
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Routes /_sandbox/... requests to the admin actions; refusals become their JSON answers. */
export async function handleAdmin(
  ctx: SandboxContext,
  admin: Admin,
  request: { method: string; path: string; query: URLSearchParams; rawBody: string },
): Promise<Reply> {
  const { method, query } = request;
  const path = request.path.replace(/\/+$/, '') || '/';
  let body: Record<string, unknown> = {};
  if (request.rawBody.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(request.rawBody);
      if (!isPlainObject(parsed)) return json(422, { body: ['must be a JSON object'] });
      body = parsed;
    } catch {
      return json(400, { error: 'Problems parsing JSON' });
    }
  }
  const delivery = (body['delivery'] ?? query.get('delivery') ?? undefined) as DeliveryMode | undefined;
  let match: RegExpExecArray | null;
  try {
    if (method === 'GET' && path === '/_sandbox') return json(200, summary(ctx));
    if (method === 'POST' && path === '/_sandbox/tokens')
      return json(201, admin.issueToken(typeof body['access_token'] === 'string' ? body['access_token'] : undefined));
    if (method === 'POST' && path === '/_sandbox/orders') return json(201, await admin.createOrder(body as OrderInput & DeliveryOption));
    if (method === 'POST' && (match = /^\/_sandbox\/orders\/([^/]+)\/pay$/.exec(path)))
      return json(200, await admin.payOrder(idParam(match[1]) ?? -1, { delivery }));
    if (method === 'POST' && (match = /^\/_sandbox\/orders\/([^/]+)\/cancel$/.exec(path)))
      return json(200, await admin.cancelOrder(idParam(match[1]) ?? -1, body as CancelInput & DeliveryOption));
    if (method === 'POST' && (match = /^\/_sandbox\/orders\/([^/]+)\/edit$/.exec(path)))
      return json(200, await admin.editOrder(idParam(match[1]) ?? -1, body as EditInput & DeliveryOption));
    if (method === 'POST' && (match = /^\/_sandbox\/orders\/([^/]+)\/(refund|void)$/.exec(path))) {
      const id = idParam(match[1]) ?? -1;
      return json(200, await (match[2] === 'refund' ? admin.refundOrder(id, { delivery }) : admin.voidOrder(id, { delivery })));
    }
    if (method === 'POST' && path === '/_sandbox/products')
      return json(201, await admin.createProduct(body as ProductPatch & DeliveryOption));
    if ((method === 'PUT' || method === 'PATCH') && (match = /^\/_sandbox\/products\/([^/]+)$/.exec(path)))
      return json(200, await admin.updateProduct(idParam(match[1]) ?? -1, body as ProductPatch & DeliveryOption));
    if (method === 'DELETE' && (match = /^\/_sandbox\/products\/([^/]+)$/.exec(path))) {
      await admin.deleteProduct(idParam(match[1]) ?? -1, { delivery });
      return json(200, {});
    }
    if (method === 'POST' && path === '/_sandbox/uninstall') {
      const redactDelayMs = num(body['redact_delay_ms']);
      await admin.uninstall({ delivery, ...(redactDelayMs === undefined ? {} : { redactDelayMs }) });
      return json(200, summary(ctx));
    }
    if (method === 'PUT' && path === '/_sandbox/payment-required') {
      if (typeof body['enabled'] !== 'boolean') return json(422, { enabled: ['must be true or false'] });
      await admin.setPaymentRequired(body['enabled'], { delivery });
      return json(200, summary(ctx));
    }
    if (method === 'POST' && path === '/_sandbox/webhooks/emit') {
      const id = body['id'];
      if (typeof body['event'] !== 'string' || (typeof id !== 'number' && typeof id !== 'string'))
        return json(422, { event: ['is required'], id: ['is required'] });
      await admin.emit(body['event'], id, { delivery });
      return json(200, {});
    }
    if (method === 'POST' && (path === '/_sandbox/customers/redact' || path === '/_sandbox/customers/data-request')) {
      const who = { order_id: num(body['order_id']), email: typeof body['email'] === 'string' ? body['email'] : undefined };
      const clean = Object.fromEntries(Object.entries(who).filter(([, v]) => v !== undefined));
      if (path.endsWith('redact')) await admin.redactCustomer(clean, { delivery });
      else await admin.requestCustomerData(clean, { delivery });
      return json(200, {});
    }
    if (method === 'PUT' && path === '/_sandbox/privacy-urls') {
      const urls = ctx.state.privacyUrls;
      const pick = (key: string, current: string | null) =>
        body[key] === undefined ? current : typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : null;
      urls.storeRedact = pick('store_redact', urls.storeRedact);
      urls.customersRedact = pick('customers_redact', urls.customersRedact);
      urls.customersDataRequest = pick('customers_data_request', urls.customersDataRequest);
      return json(200, urls);
    }
    if (method === 'GET' && path === '/_sandbox/deliveries') {
      if (query.get('settle') === 'true') await admin.settle();
      const filter: DeliveryFilter = {};
      const event = query.get('event');
      if (event) filter.event = event;
      const url = query.get('url');
      if (url) filter.url = url;
      return json(200, admin.deliveries(filter));
    }
    if (method === 'DELETE' && path === '/_sandbox/deliveries') {
      admin.clearDeliveries();
      return json(200, {});
    }
  } catch (error) {
    if (error instanceof SandboxError) return json(error.status, error.body);
    throw error;
  }
  return apiError(404, `No sandbox admin endpoint for ${method} ${path}`);
}
