// GET /orders and /orders/{id}, and the order life cycle the admin endpoints drive
// (created at checkout, paid, cancelled). Money is computed in cents and printed as "12500.00".
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from './context.js';
import { couponCovers, couponIsValid, findCoupon } from './coupons.js';
import { apiError, FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { fromCents, isAmount, toCents } from './money.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { imageUrl } from './products.js';
import { idParam, type ApiRequest, type Route } from './router.js';
import { slugify } from './seed-catalogue.js';
import type { CouponRecord, OrderCustomer, OrderLine, OrderRecord, PaymentStatus, ProductRecord, VariantRecord } from './state.js';
import { formatTime } from './time.js';

const READ = ['read_orders', 'write_orders'];
const CUSTOMER_SCOPES = ['read_customers', 'write_customers'];
const STATUSES = ['open', 'closed', 'cancelled'];
const PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'authorized', 'paid', 'abandoned', 'refunded', 'voided'];
/** What payment_status=any (the default) means on GET /orders, per the docs. */
const ANY_PAYMENT: PaymentStatus[] = ['authorized', 'pending', 'paid'];
const USD_RATE = 1200;

/**
 * An order as the API shows it. The documentation names the landing page differently by
 * endpoint: `landing_url` in the list's example, `landing_site` in the single order's and in
 * every action's (resources/order.md); each shape carries only its own, so a client that reads
 * one name where the other comes finds out here.
 */
export function serializeOrder(
  ctx: SandboxContext,
  order: OrderRecord,
  withCustomer: boolean,
  shape: 'list' | 'single' = 'single',
): Record<string, unknown> {
  const storeId = ctx.options.storeId;
  const coupons = order.coupon_codes.map((code) => {
    const coupon = findCoupon(ctx, code);
    return coupon ? { id: coupon.id, code, type: coupon.type, value: coupon.value } : { code };
  });
  const base: Record<string, unknown> = {
    id: order.id,
    token: order.token,
    store_id: storeId,
    number: order.number,
    status: order.status,
    payment_status: order.payment_status,
    shipping_status: order.shipping_status,
    currency: order.currency,
    language: order.language,
    gateway: order.gateway,
    gateway_name: order.gateway === 'mercadopago' ? 'Mercado Pago' : order.gateway,
    subtotal: fromCents(order.subtotal_cents),
    discount: fromCents(order.discount_cents),
    discount_coupon: fromCents(order.discount_coupon_cents),
    discount_gateway: '0.00',
    shipping_cost_owner: fromCents(order.shipping_cents),
    shipping_cost_customer: fromCents(order.shipping_cents),
    total: fromCents(order.total_cents),
    total_usd: fromCents(Math.round(order.total_cents / USD_RATE)),
    weight: order.lines.reduce((sum, l) => sum + Number(l.weight) * l.quantity, 0).toFixed(3),
    coupon: coupons,
    promotional_discount: {
      id: null,
      store_id: storeId,
      order_id: order.id,
      created_at: formatTime(order.created_at),
      total_discount_amount: '0.00',
      contents: [],
      promotions_applied: [],
    },
    ...(shape === 'list' ? { landing_url: order.landing_url } : { landing_site: order.landing_url }),
    client_details: order.client_details,
    storefront: 'store',
    app_id: null,
    extra: order.extra,
    note: null,
    owner_note: null,
    cancel_reason: order.cancel_reason,
    next_action: nextAction(order),
    products: order.lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      sku: line.sku,
      variant_values: line.variant_values,
      weight: line.weight,
      width: null,
      height: null,
      depth: null,
      free_shipping: line.free_shipping,
      image: line.image_src ? { src: line.image_src } : null,
      properties: [],
    })),
    created_at: formatTime(order.created_at),
    updated_at: formatTime(order.updated_at),
    paid_at: order.paid_at === null ? null : formatTime(order.paid_at),
    cancelled_at: order.cancelled_at === null ? null : formatTime(order.cancelled_at),
    closed_at: null,
  };
  if (!withCustomer) return base;
  return {
    ...base,
    contact_email: order.customer.email,
    contact_name: order.customer.name,
    contact_phone: order.customer.phone,
    contact_identification: order.customer.identification,
    customer: {
      id: order.customer.id,
      name: order.customer.name,
      email: order.customer.email,
      phone: order.customer.phone,
      identification: order.customer.identification,
      total_spent_currency: 'ARS',
      created_at: formatTime(order.created_at),
      updated_at: formatTime(order.created_at),
    },
  };
}

function nextAction(order: OrderRecord): string {
  if (order.status !== 'open') return 'noop';
  if (order.payment_status === 'paid') return 'waiting_packing';
  return 'waiting_manual_confirmation';
}

const hasAny = (scope: string[], wanted: string[]): boolean => wanted.some((s) => scope.includes(s));

function listOrders(ctx: SandboxContext, req: ApiRequest): Reply {
  const query = req.query;
  const common = filterCommon([...ctx.state.orders.values()], query);
  if (isReply(common)) return common;
  let items = common;

  const status = query.get('status') ?? 'any';
  if (status !== 'any' && !STATUSES.includes(status)) return apiError(422, `status must be one of any, ${STATUSES.join(', ')}`);
  if (status !== 'any') items = items.filter((o) => o.status === status);

  const payment = query.get('payment_status') ?? 'any';
  if (payment !== 'any' && !(PAYMENT_STATUSES as string[]).includes(payment))
    return apiError(422, `payment_status must be one of any, ${PAYMENT_STATUSES.join(', ')}`);
  const allowed: string[] = payment === 'any' ? ANY_PAYMENT : [payment];
  items = items.filter((o) => allowed.includes(o.payment_status));

  const shipping = query.get('shipping_status');
  if (shipping && shipping !== 'any') items = items.filter((o) => o.shipping_status === shipping);
  const totalMin = query.get('total_min');
  if (totalMin && isAmount(totalMin)) items = items.filter((o) => o.total_cents >= toCents(totalMin));
  const totalMax = query.get('total_max');
  if (totalMax && isAmount(totalMax)) items = items.filter((o) => o.total_cents <= toCents(totalMax));
  const q = query.get('q')?.trim().toLowerCase();
  if (q)
    items = items.filter(
      (o) => String(o.number) === q || o.customer.name.toLowerCase().includes(q) || o.customer.email.toLowerCase().includes(q),
    );

  const page = paginate(items, req.url);
  if (!isPage(page)) return page;
  const withCustomer = hasAny(req.token.scope, CUSTOMER_SCOPES);
  return json(
    200,
    page.items.map((o) => pickFields(serializeOrder(ctx, o, withCustomer, 'list'), query.get('fields'))),
    page.headers,
  );
}

export function orderRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'GET', path: /^\/orders\/?$/, scopes: READ, handler: (req) => listOrders(ctx, req) },
    {
      method: 'GET',
      path: /^\/orders\/([^/]+)\/?$/,
      scopes: READ,
      handler: (req, [id]) => {
        const order = ctx.state.orders.get(idParam(id) ?? -1);
        if (!order) return notFound('Order not found');
        return json(200, pickFields(serializeOrder(ctx, order, hasAny(req.token.scope, CUSTOMER_SCOPES)), req.query.get('fields')));
      },
    },
  ];
}

// ---- The order life cycle (admin) ----

export interface OrderLineInput {
  product_id?: number;
  variant_id?: number;
  quantity?: number;
}

export interface OrderInput {
  /** Lines from the catalogue; without them one or two published products are picked. */
  products?: OrderLineInput[];
  /** A coupon code that exists in the store (as the checkout would require). */
  coupon?: string | null;
  landing_url?: string | null;
  customer?: { name?: string; email?: string; phone?: string | null; identification?: string | null };
  /** Create it already paid (order/created then order/paid). */
  paid?: boolean;
  gateway?: string;
  shipping_cost?: string | number;
  extra?: Record<string, unknown>;
  browser_ip?: string;
  user_agent?: string;
}

export interface CancelInput {
  reason?: 'customer' | 'fraud' | 'inventory' | 'other';
  /** When the order was paid: true (default) leaves it refunded, false leaves payment_status paid. */
  refund?: boolean;
}

const CUSTOMERS = [
  'Lucía Fernández',
  'Martín González',
  'Sofía Rodríguez',
  'Mateo López',
  'Valentina Martínez',
  'Santiago Pérez',
  'Camila Gómez',
  'Benjamín Díaz',
  'Julieta Romero',
  'Tomás Sosa',
];

const unitPrice = (v: VariantRecord): string | null => v.promotional_price ?? v.price;

function resolveLine(
  ctx: SandboxContext,
  input: OrderLineInput,
  index: number,
  errors: FieldErrors,
): [ProductRecord, VariantRecord, number] | null {
  const field = `products[${index}]`;
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) {
    errors.add(field, 'quantity must be a positive integer');
    return null;
  }
  let product: ProductRecord | undefined;
  let variant: VariantRecord | undefined;
  if (input.variant_id !== undefined) {
    for (const p of ctx.state.products.values()) {
      const v = p.variants.find((x) => x.id === input.variant_id);
      if (v) [product, variant] = [p, v];
    }
    if (!variant) errors.add(field, `variant ${input.variant_id} does not exist`);
  } else if (input.product_id !== undefined) {
    product = ctx.state.products.get(input.product_id);
    variant = product?.variants.find((v) => v.price !== null);
    if (!product) errors.add(field, `product ${input.product_id} does not exist`);
    else if (!variant) errors.add(field, `product ${input.product_id} has no price (contact for price)`);
  } else errors.add(field, 'needs product_id or variant_id');
  if (!product || !variant) return null;
  if (input.product_id !== undefined && product.id !== input.product_id) errors.add(field, 'variant_id does not belong to product_id');
  if (!product.published) errors.add(field, `product ${product.id} is not published`);
  if (unitPrice(variant) === null) errors.add(field, `variant ${variant.id} has no price (contact for price)`);
  if (variant.stock_management && (variant.stock ?? 0) < quantity) errors.add(field, `variant ${variant.id} has ${variant.stock} in stock`);
  return [product, variant, quantity];
}

function defaultLines(ctx: SandboxContext): OrderLineInput[] {
  const buyable = [...ctx.state.products.values()].filter(
    (p) => p.published && p.variants.some((v) => unitPrice(v) !== null && (!v.stock_management || (v.stock ?? 0) >= 2)),
  );
  if (buyable.length === 0) return [];
  const product = ctx.random.pick(buyable);
  const variant = product.variants.find((v) => unitPrice(v) !== null && (!v.stock_management || (v.stock ?? 0) >= 2)) as VariantRecord;
  return [{ product_id: product.id, variant_id: variant.id, quantity: ctx.random.int(1, 2) }];
}

function makeCustomer(ctx: SandboxContext, input: OrderInput['customer']): OrderCustomer {
  const name = input?.name ?? ctx.random.pick(CUSTOMERS);
  const email = input?.email ?? `${slugify(name).replace(/-/g, '.')}@example.com`;
  const known = [...ctx.state.orders.values()].find((o) => o.customer.email === email);
  return {
    id: known?.customer.id ?? ctx.ids.next('customer'),
    name,
    email,
    phone: input?.phone ?? null,
    identification: input?.identification ?? null,
  };
}

type ResolvedLine = [ProductRecord, VariantRecord, number];

const subtotalOf = (lines: ResolvedLine[]): number => lines.reduce((sum, [, v, qty]) => sum + toCents(unitPrice(v) ?? 0) * qty, 0);

/**
 * What a coupon takes off these lines: a coupon for some products discounts only their lines (ND
 * coupon: `products`, `categories`); null when it covers none of them.
 */
function couponDiscount(coupon: CouponRecord, lines: ResolvedLine[], shipping: number): number | null {
  const covered = subtotalOf(lines.filter(([product]) => couponCovers(coupon, product)));
  if (coupon.type !== 'shipping' && covered === 0) return null;
  if (coupon.type === 'percentage') return Math.round((covered * Number(coupon.value)) / 100);
  if (coupon.type === 'absolute') return Math.min(covered, toCents(coupon.value ?? 0));
  return shipping; // a shipping coupon pays the shipping
}

/** The order's lines, their units taken from stock. */
function takeLines(ctx: SandboxContext, lines: ResolvedLine[]): OrderLine[] {
  return lines.map(([product, variant, quantity]) => {
    if (variant.stock_management && variant.stock !== null) variant.stock -= quantity;
    const values = variant.values.map((v) => v['es'] ?? '');
    const image = product.images.find((i) => i.id === variant.image_id) ?? product.images[0];
    return {
      id: ctx.ids.next('orderLine'),
      product_id: product.id,
      variant_id: variant.id,
      name: `${product.name['es']}${values.length > 0 ? ` (${values.join(', ')})` : ''}`,
      sku: variant.sku,
      price: unitPrice(variant) as string,
      quantity,
      image_src: image ? imageUrl(ctx, image) : null,
      variant_values: values,
      weight: variant.weight,
      free_shipping: product.free_shipping,
    };
  });
}

/** Puts an order's units back in stock (+1) while its lines are replaced, or takes them again (−1). */
function moveStock(ctx: SandboxContext, lines: OrderLine[], direction: 1 | -1): void {
  for (const line of lines) {
    const variant = ctx.state.products.get(line.product_id)?.variants.find((v) => v.id === line.variant_id);
    if (variant?.stock_management && variant.stock !== null) variant.stock += direction * line.quantity;
  }
}

export interface EditInput {
  /** The order's lines after the edit, whole: a line left out is removed. */
  products?: OrderLineInput[];
}

/**
 * The merchant edits an order's items ("EditOrders", ND developer-tools/edit-order): only while it
 * is not packed, and not once cancelled; the lines are replaced and the totals recomputed with
 * the order's coupon on the new lines. The platform then sends order/edited and order/updated.
 * The real platform re-quotes the shipping; the sandbox keeps its cost.
 */
export function editOrder(ctx: SandboxContext, order: OrderRecord, raw: unknown): Reply | null {
  if (!isPlainObject(raw)) return json(422, { body: ['must be a JSON object'] });
  const input = raw as EditInput;
  if (order.status === 'cancelled') return apiError(422, 'The order is cancelled');
  if (order.shipping_status !== 'unpacked') return apiError(422, 'Only an unpacked order can be edited');
  const errors = new FieldErrors();
  if (!Array.isArray(input.products) || input.products.length === 0) errors.add('products', "can't be blank");
  // The order's own units count as available while its lines are replaced.
  moveStock(ctx, order.lines, 1);
  const resolved = (Array.isArray(input.products) ? input.products : []).map((l, i) =>
    isPlainObject(l) ? resolveLine(ctx, l as OrderLineInput, i, errors) : (errors.add(`products[${i}]`, 'must be an object'), null),
  );
  const lines = resolved.filter((r): r is ResolvedLine => r !== null);
  const coupon = order.coupon_codes[0] ? findCoupon(ctx, order.coupon_codes[0]) : null;
  const failed = errors.reply();
  if (failed) {
    moveStock(ctx, order.lines, -1);
    return failed;
  }
  const subtotal = subtotalOf(lines);
  const discount = coupon ? (couponDiscount(coupon, lines, order.shipping_cents) ?? 0) : 0;
  order.lines = takeLines(ctx, lines);
  order.subtotal_cents = subtotal;
  order.discount_cents = discount;
  order.discount_coupon_cents = discount;
  order.total_cents = subtotal - discount + order.shipping_cents;
  order.updated_at = ctx.now();
  return null;
}

/** Validates and records a checkout. Returns the order, or a 422 field map. */
export function createOrder(ctx: SandboxContext, raw: unknown): OrderRecord | Reply {
  if (raw !== undefined && !isPlainObject(raw)) return json(422, { body: ['must be a JSON object'] });
  const input = (raw ?? {}) as OrderInput;
  const errors = new FieldErrors();
  const lineInputs = input.products ?? defaultLines(ctx);
  if (!Array.isArray(lineInputs) || lineInputs.length === 0) errors.add('products', "can't be blank");
  const resolved = (Array.isArray(lineInputs) ? lineInputs : []).map((l, i) =>
    isPlainObject(l) ? resolveLine(ctx, l as OrderLineInput, i, errors) : (errors.add(`products[${i}]`, 'must be an object'), null),
  );
  if (input.landing_url !== undefined && input.landing_url !== null && typeof input.landing_url !== 'string')
    errors.add('landing_url', 'must be a string');
  if (input.shipping_cost !== undefined && !isAmount(input.shipping_cost)) errors.add('shipping_cost', 'must be a decimal amount');
  if (input.extra !== undefined && !isPlainObject(input.extra)) errors.add('extra', 'must be an object');
  const lines = resolved.filter((r): r is ResolvedLine => r !== null);
  const subtotal = subtotalOf(lines);
  const shipping = input.shipping_cost === undefined ? 0 : toCents(input.shipping_cost);

  let discount = 0;
  let applied: CouponRecord | null = null;
  if (input.coupon !== undefined && input.coupon !== null && input.coupon !== '') {
    const coupon = typeof input.coupon === 'string' ? findCoupon(ctx, input.coupon) : null;
    if (!coupon) errors.add('coupon', 'does not exist in the store');
    else if (!couponIsValid(ctx, coupon)) errors.add('coupon', 'is not valid (expired, not started or used up)');
    else if (coupon.min_price !== null && subtotal < coupon.min_price * 100)
      errors.add('coupon', `needs a subtotal of at least ${coupon.min_price}`);
    else {
      const priced = couponDiscount(coupon, lines, shipping);
      if (priced === null) errors.add('coupon', 'does not apply to the products in the cart');
      applied = coupon;
      discount = priced ?? 0;
    }
  }
  const failed = errors.reply();
  if (failed) return failed;

  const now = ctx.now();
  if (applied) {
    applied.used = (applied.used ?? 0) + 1;
    applied.updated_at = now;
  }
  const orderLines = takeLines(ctx, lines);
  const paid = input.paid === true;
  const order: OrderRecord = {
    id: ctx.ids.next('order'),
    number: ctx.state.nextOrderNumber++,
    token: randomBytes(20).toString('hex'),
    status: 'open',
    payment_status: paid ? 'paid' : 'pending',
    shipping_status: 'unpacked',
    gateway: input.gateway ?? 'mercadopago',
    currency: 'ARS',
    language: 'es',
    subtotal_cents: subtotal,
    discount_cents: discount,
    discount_coupon_cents: discount,
    shipping_cents: shipping,
    total_cents: subtotal - discount + shipping,
    coupon_codes: applied ? [applied.code] : [],
    landing_url: input.landing_url ?? null,
    client_details: { browser_ip: input.browser_ip ?? '190.220.1.10', user_agent: input.user_agent ?? 'Mozilla/5.0 (sandbox)' },
    extra: input.extra ?? {},
    lines: orderLines,
    customer: makeCustomer(ctx, input.customer),
    paid_at: paid ? now : null,
    cancelled_at: null,
    cancel_reason: null,
    created_at: now,
    updated_at: now,
  };
  ctx.state.orders.set(order.id, order);
  return order;
}

export function payOrder(ctx: SandboxContext, order: OrderRecord): Reply | null {
  if (order.status === 'cancelled') return apiError(422, 'The order is cancelled');
  if (order.payment_status === 'paid') return apiError(422, 'The order is already paid');
  const now = ctx.now();
  order.payment_status = 'paid';
  order.paid_at = now;
  order.updated_at = now;
  return null;
}

/**
 * Gives the money back without cancelling the order, as a merchant does from the admin: a paid
 * order becomes `refunded`; `void` drops an authorization or a payment (`voided`). The order
 * stays open, so the platform says so with order/updated (and order/voided), never
 * order/cancelled.
 */
export function reverseOrderPayment(ctx: SandboxContext, order: OrderRecord, kind: 'refund' | 'void'): Reply | null {
  if (order.status === 'cancelled') return apiError(422, 'The order is cancelled');
  if (kind === 'refund' && order.payment_status !== 'paid') return apiError(422, 'Only a paid order can be refunded');
  if (kind === 'void' && !['authorized', 'pending', 'paid'].includes(order.payment_status))
    return apiError(422, `An order ${order.payment_status} cannot be voided`);
  order.payment_status = kind === 'refund' ? 'refunded' : 'voided';
  order.updated_at = ctx.now();
  return null;
}

export function cancelOrder(ctx: SandboxContext, order: OrderRecord, input: CancelInput): Reply | null {
  if (order.status === 'cancelled') return apiError(422, 'The order is already cancelled');
  const reasons = ['customer', 'fraud', 'inventory', 'other'];
  if (input.reason !== undefined && !reasons.includes(input.reason)) return json(422, { reason: [`must be one of ${reasons.join(', ')}`] });
  const now = ctx.now();
  order.status = 'cancelled';
  order.cancelled_at = now;
  order.cancel_reason = input.reason ?? 'other';
  if (order.payment_status === 'paid') {
    if (input.refund !== false) order.payment_status = 'refunded';
  } else order.payment_status = 'voided';
  order.updated_at = now;
  for (const line of order.lines) {
    const variant = ctx.state.products.get(line.product_id)?.variants.find((v) => v.id === line.variant_id);
    if (variant?.stock_management && variant.stock !== null) variant.stock += line.quantity;
  }
  return null;
}
