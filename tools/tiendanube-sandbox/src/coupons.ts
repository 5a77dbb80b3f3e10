// /coupons CRUD (scope write_coupons; read_coupons for reads). Codes are unique and alphanumeric
// only; value is required for percentage and absolute coupons; errors are 422 per-field maps.
import type { SandboxContext } from './context.js';
import { FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { isAmount, toCents } from './money.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { serializeCategory, serializeProduct } from './products.js';
import { idParam, type Route } from './router.js';
import type { CouponRecord, CouponType, ProductRecord } from './state.js';
import { formatDate, formatTime } from './time.js';

const READ = ['read_coupons', 'write_coupons'];
const WRITE = ['write_coupons'];
const TYPES: CouponType[] = ['percentage', 'absolute', 'shipping'];
/** Newer optional fields (ND coupon page); accepted and echoed back unchanged. */
const EXTRA_FIELDS = [
  'includes_shipping',
  'first_consumer_purchase',
  'combines_with_other_discounts',
  'only_cheapest_shipping',
  'start_time',
  'end_time',
  'max_uses_per_client',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function findCoupon(ctx: SandboxContext, code: string): CouponRecord | null {
  const wanted = code.trim().toUpperCase();
  return [...ctx.state.coupons.values()].find((c) => c.code.toUpperCase() === wanted) ?? null;
}

export function couponIsValid(ctx: SandboxContext, coupon: CouponRecord): boolean {
  const today = formatDate(ctx.now());
  if (!coupon.enabled) return false;
  if (coupon.start_date !== null && today < coupon.start_date) return false;
  if (coupon.end_date !== null && today > coupon.end_date) return false;
  return coupon.max_uses === null || (coupon.used ?? 0) < coupon.max_uses;
}

/**
 * Whether the coupon discounts a line of this product: every product when it names neither
 * products nor categories, else the products it names and those in the categories it names
 * (either list is enough; how the platform combines both is not documented).
 */
export function couponCovers(coupon: CouponRecord, product: ProductRecord): boolean {
  const products = coupon.products ?? [];
  const categories = coupon.categories ?? [];
  if (!products.length && !categories.length) return true;
  return products.includes(product.id) || product.category_ids.some((id) => categories.includes(id));
}

export function serializeCoupon(ctx: SandboxContext, coupon: CouponRecord): Record<string, unknown> {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    valid: couponIsValid(ctx, coupon),
    used: coupon.used,
    max_uses: coupon.max_uses,
    start_date: coupon.start_date,
    end_date: coupon.end_date,
    min_price: coupon.min_price,
    // Category objects, as the documentation's examples show, though the writes take ids.
    categories:
      coupon.categories?.flatMap((id) => {
        const category = ctx.state.categories.get(id);
        return category ? [serializeCategory(category)] : [];
      }) ?? null,
    // Product objects, as the current documentation describes the field; written as ids, as categories are.
    products:
      coupon.products?.flatMap((id) => {
        const product = ctx.state.products.get(id);
        return product ? [serializeProduct(ctx, product)] : [];
      }) ?? null,
    ...coupon.extra,
    created_at: formatTime(coupon.created_at),
    updated_at: formatTime(coupon.updated_at),
  };
}

/** Checks a POST (all of it) or a PUT (the fields sent, against the stored coupon). */
function validate(ctx: SandboxContext, body: Record<string, unknown>, existing: CouponRecord | null): Reply | null {
  const errors = new FieldErrors();
  const has = (field: string) => body[field] !== undefined;

  if (!existing || has('code')) {
    const code = body['code'];
    if (code === undefined || code === null || code === '') errors.add('code', "can't be blank");
    else if (typeof code !== 'string' || !/^[A-Za-z0-9]+$/.test(code)) errors.add('code', 'must contain only alphanumeric characters');
    else {
      const other = findCoupon(ctx, code);
      if (other && other.id !== existing?.id) errors.add('code', 'has already been taken');
    }
  }
  const type = has('type') ? body['type'] : (existing?.type ?? undefined);
  if (type === undefined || type === null || type === '') errors.add('type', "can't be blank");
  else if (!TYPES.includes(type as CouponType)) errors.add('type', `is not included in the list (${TYPES.join(', ')})`);

  const value = has('value') ? body['value'] : (existing?.value ?? undefined);
  if (type === 'percentage' || type === 'absolute') {
    if (value === undefined || value === null || value === '') errors.add('value', "can't be blank");
    else if (!isAmount(value)) errors.add('value', 'is not a number');
    else if (toCents(value) <= 0) errors.add('value', 'must be greater than 0');
    else if (type === 'percentage' && toCents(value) > 10_000) errors.add('value', 'must be less than or equal to 100');
  }
  const maxUses = body['max_uses'];
  if (maxUses !== undefined && maxUses !== null && !(Number.isInteger(maxUses) && (maxUses as number) > 0))
    errors.add('max_uses', 'must be an integer greater than 0');
  const minPrice = body['min_price'];
  if (minPrice !== undefined && minPrice !== null && !(isAmount(minPrice) && Number(minPrice) >= 0))
    errors.add('min_price', 'is not a number');
  for (const field of ['start_date', 'end_date']) {
    const v = body[field];
    if (v !== undefined && v !== null && !(typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v))))
      errors.add(field, 'is not a valid date (YYYY-MM-DD)');
  }
  const start = has('start_date') ? body['start_date'] : existing?.start_date;
  const end = has('end_date') ? body['end_date'] : existing?.end_date;
  if (!errors.has('start_date') && !errors.has('end_date') && typeof start === 'string' && typeof end === 'string' && end < start)
    errors.add('end_date', 'must be on or after start_date');
  const categories = body['categories'];
  if (categories !== undefined && categories !== null && !(Array.isArray(categories) && categories.every((c) => Number.isInteger(c))))
    errors.add('categories', 'must be a list of category ids or null');
  const products = body['products'];
  if (products !== undefined && products !== null) {
    if (!(Array.isArray(products) && products.every((p) => Number.isInteger(p))))
      errors.add('products', 'must be a list of product ids or null');
    else if (products.some((id) => !ctx.state.products.has(id as number))) errors.add('products', 'must be products of the store');
  }
  if (has('valid') && typeof body['valid'] !== 'boolean') errors.add('valid', 'must be true or false');
  return errors.reply();
}

function apply(ctx: SandboxContext, coupon: CouponRecord, body: Record<string, unknown>): void {
  if (typeof body['code'] === 'string') coupon.code = body['code'];
  if (body['type'] !== undefined) coupon.type = body['type'] as CouponType;
  if (body['value'] !== undefined) coupon.value = body['value'] as string | number | null;
  if (body['max_uses'] !== undefined) coupon.max_uses = body['max_uses'] as number | null;
  if (body['min_price'] !== undefined) coupon.min_price = body['min_price'] === null ? null : Number(body['min_price']);
  if (body['start_date'] !== undefined) coupon.start_date = body['start_date'] as string | null;
  if (body['end_date'] !== undefined) coupon.end_date = body['end_date'] as string | null;
  if (body['categories'] !== undefined) coupon.categories = body['categories'] as number[] | null;
  if (body['products'] !== undefined) coupon.products = body['products'] as number[] | null;
  if (typeof body['valid'] === 'boolean') coupon.enabled = body['valid'];
  for (const field of EXTRA_FIELDS) if (body[field] !== undefined) coupon.extra[field] = body[field];
  coupon.updated_at = ctx.now();
}

export function couponRoutes(ctx: SandboxContext): Route[] {
  const find = (raw: string | undefined) => ctx.state.coupons.get(idParam(raw) ?? -1) ?? null;
  const missing = () => notFound('Coupon not found');
  return [
    {
      method: 'GET',
      path: /^\/coupons\/?$/,
      scopes: READ,
      handler: (req) => {
        const common = filterCommon([...ctx.state.coupons.values()], req.query);
        if (isReply(common)) return common;
        let items = common;
        const q = req.query.get('q')?.trim().toUpperCase();
        if (q) items = items.filter((c) => c.code.toUpperCase().includes(q));
        const valid = req.query.get('valid');
        if (valid === 'true' || valid === 'false') items = items.filter((c) => couponIsValid(ctx, c) === (valid === 'true'));
        const dates: Array<[string, 'start_date' | 'end_date', 'min' | 'max']> = [
          ['min_start_date', 'start_date', 'min'],
          ['max_start_date', 'start_date', 'max'],
          ['min_end_date', 'end_date', 'min'],
          ['max_end_date', 'end_date', 'max'],
        ];
        for (const [param, field, kind] of dates) {
          const bound = req.query.get(param);
          if (bound)
            items = items.filter(
              (c) => c[field] !== null && (kind === 'min' ? (c[field] as string) >= bound : (c[field] as string) <= bound),
            );
        }
        const page = paginate(items, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((c) => pickFields(serializeCoupon(ctx, c), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/coupons\/([^/]+)\/?$/,
      scopes: READ,
      handler: (req, [id]) => {
        const coupon = find(id);
        return coupon ? json(200, pickFields(serializeCoupon(ctx, coupon), req.query.get('fields'))) : missing();
      },
    },
    {
      method: 'POST',
      path: /^\/coupons\/?$/,
      scopes: WRITE,
      handler: (req) => {
        if (!isPlainObject(req.body)) return json(422, { code: ["can't be blank"], type: ["can't be blank"] });
        const invalid = validate(ctx, req.body, null);
        if (invalid) return invalid;
        const now = ctx.now();
        const coupon: CouponRecord = {
          id: ctx.ids.next('coupon'),
          code: '',
          type: 'percentage',
          value: null,
          used: null,
          max_uses: null,
          min_price: null,
          start_date: null,
          end_date: null,
          categories: null,
          products: null,
          enabled: true,
          extra: {},
          created_at: now,
          updated_at: now,
        };
        apply(ctx, coupon, req.body);
        ctx.state.coupons.set(coupon.id, coupon);
        return json(201, serializeCoupon(ctx, coupon));
      },
    },
    {
      method: 'PUT',
      path: /^\/coupons\/([^/]+)\/?$/,
      scopes: WRITE,
      handler: (req, [id]) => {
        const coupon = find(id);
        if (!coupon) return missing();
        const body = isPlainObject(req.body) ? req.body : {};
        const invalid = validate(ctx, body, coupon);
        if (invalid) return invalid;
        apply(ctx, coupon, body);
        return json(200, serializeCoupon(ctx, coupon));
      },
    },
    {
      method: 'DELETE',
      path: /^\/coupons\/([^/]+)\/?$/,
      scopes: WRITE,
      handler: (_req, [id]) => {
        const coupon = find(id);
        if (!coupon) return missing();
        ctx.state.coupons.delete(coupon.id);
        return json(200, {});
      },
    },
  ];
}
