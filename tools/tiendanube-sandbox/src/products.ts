// GET /products (and its variants, images, categories): i18n texts, decimal-string prices,
// page/per_page with Link headers, since_id and the date filters.
import type { SandboxContext } from './context.js';
import { FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { fromCents, isAmount, toCents } from './money.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { idParam, type ApiRequest, type Route } from './router.js';
import { familyCategory, makeExtraProduct, slugify } from './seed-catalogue.js';
import type { CategoryRecord, I18n, ImageRecord, ProductRecord, VariantRecord } from './state.js';
import { formatTime } from './time.js';

const READ = ['read_products', 'write_products'];

export function serializeCategory(category: CategoryRecord): Record<string, unknown> {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    handle: category.handle,
    parent: category.parent,
    subcategories: category.subcategories,
    created_at: formatTime(category.created_at),
    updated_at: formatTime(category.updated_at),
  };
}

export function imageUrl(ctx: SandboxContext, image: ImageRecord): string {
  return `${ctx.baseUrl()}/images/${image.file}`;
}

export function productUrl(ctx: SandboxContext, product: ProductRecord): string {
  return `${ctx.baseUrl()}/productos/${product.handle['es']}/`;
}

export function serializeImage(ctx: SandboxContext, image: ImageRecord): Record<string, unknown> {
  return {
    id: image.id,
    product_id: image.product_id,
    src: imageUrl(ctx, image),
    position: image.position,
    alt: image.alt,
    created_at: formatTime(image.created_at),
    updated_at: formatTime(image.updated_at),
  };
}

export function serializeVariant(variant: VariantRecord): Record<string, unknown> {
  return {
    id: variant.id,
    image_id: variant.image_id,
    product_id: variant.product_id,
    position: variant.position,
    price: variant.price,
    compare_at_price: variant.compare_at_price,
    promotional_price: variant.promotional_price,
    stock_management: variant.stock_management,
    stock: variant.stock,
    weight: variant.weight,
    width: variant.width,
    height: variant.height,
    depth: variant.depth,
    sku: variant.sku,
    values: variant.values,
    barcode: variant.barcode,
    cost: variant.cost,
    created_at: formatTime(variant.created_at),
    updated_at: formatTime(variant.updated_at),
  };
}

export function serializeProduct(ctx: SandboxContext, product: ProductRecord): Record<string, unknown> {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    handle: product.handle,
    attributes: product.attributes,
    published: product.published,
    free_shipping: product.free_shipping,
    requires_shipping: product.requires_shipping,
    canonical_url: productUrl(ctx, product),
    video_url: null,
    seo_title: product.seo_title,
    seo_description: product.seo_description,
    brand: product.brand,
    created_at: formatTime(product.created_at),
    updated_at: formatTime(product.updated_at),
    variants: product.variants.map(serializeVariant),
    tags: product.tags,
    images: product.images.map((image) => serializeImage(ctx, image)),
    categories: product.category_ids.flatMap((id) => {
      const category = ctx.state.categories.get(id);
      return category ? [serializeCategory(category)] : [];
    }),
  };
}

const lowestPrice = (p: ProductRecord): number =>
  Math.min(...p.variants.map((v) => (v.price === null ? Infinity : toCents(v.promotional_price ?? v.price))));

const SORTS: Record<string, (a: ProductRecord, b: ProductRecord) => number> = {
  user: (a, b) => a.id - b.id,
  'created-at-ascending': (a, b) => a.created_at - b.created_at || a.id - b.id,
  'created-at-descending': (a, b) => b.created_at - a.created_at || b.id - a.id,
  'price-ascending': (a, b) => lowestPrice(a) - lowestPrice(b) || a.id - b.id,
  'price-descending': (a, b) => lowestPrice(b) - lowestPrice(a) || a.id - b.id,
  'alpha-ascending': (a, b) => (a.name['es'] ?? '').localeCompare(b.name['es'] ?? '', 'es') || a.id - b.id,
  'alpha-descending': (a, b) => (b.name['es'] ?? '').localeCompare(a.name['es'] ?? '', 'es') || a.id - b.id,
};
SORTS['cost-ascending'] = SORTS['price-ascending'] as (typeof SORTS)[string];
SORTS['cost-descending'] = SORTS['price-descending'] as (typeof SORTS)[string];
SORTS['name-ascending'] = SORTS['alpha-ascending'] as (typeof SORTS)[string];
SORTS['name-descending'] = SORTS['alpha-descending'] as (typeof SORTS)[string];

function listProducts(ctx: SandboxContext, req: ApiRequest): Reply {
  const query = req.query;
  const common = filterCommon([...ctx.state.products.values()], query);
  if (isReply(common)) return common;
  let items = common;
  const bool = (name: string): boolean | null => {
    const raw = query.get(name);
    return raw === 'true' ? true : raw === 'false' ? false : null;
  };
  const published = bool('published');
  if (published !== null) items = items.filter((p) => p.published === published);
  const freeShipping = bool('free_shipping');
  if (freeShipping !== null) items = items.filter((p) => p.free_shipping === freeShipping);
  const handle = query.get('handle');
  if (handle) items = items.filter((p) => Object.values(p.handle).includes(handle));
  const categoryId = query.get('category_id');
  if (categoryId) items = items.filter((p) => p.category_ids.includes(Number(categoryId.split(',')[0])));
  const q = query.get('q')?.trim().toLowerCase();
  if (q) {
    items = items.filter(
      (p) =>
        Object.values(p.name).some((n) => n.toLowerCase().includes(q)) ||
        Object.values(p.description).some((d) => d.toLowerCase().includes(q)) ||
        p.variants.some((v) => v.sku.toLowerCase().includes(q)),
    );
  }
  const sort = SORTS[query.get('sort_by') ?? 'user'] ?? SORTS['user'];
  items = [...items].sort(sort);
  const page = paginate(items, req.url);
  if (!isPage(page)) return page;
  return json(
    200,
    page.items.map((p) => pickFields(serializeProduct(ctx, p), query.get('fields'))),
    page.headers,
  );
}

function findProduct(ctx: SandboxContext, raw: string | undefined): ProductRecord | null {
  const id = idParam(raw);
  return id === null ? null : (ctx.state.products.get(id) ?? null);
}

const productNotFound = (): Reply => notFound('Product not found');

export function productRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'GET', path: /^\/products\/?$/, scopes: READ, handler: (req) => listProducts(ctx, req) },
    {
      method: 'GET',
      path: /^\/products\/sku\/([^/]+)\/?$/,
      scopes: READ,
      handler: (req, [sku]) => {
        const wanted = decodeURIComponent(sku ?? '');
        const product = [...ctx.state.products.values()].find((p) => p.variants.some((v) => v.sku === wanted));
        return product ? json(200, pickFields(serializeProduct(ctx, product), req.query.get('fields'))) : productNotFound();
      },
    },
    {
      method: 'GET',
      path: /^\/products\/([^/]+)\/?$/,
      scopes: READ,
      handler: (req, [id]) => {
        const product = findProduct(ctx, id);
        return product ? json(200, pickFields(serializeProduct(ctx, product), req.query.get('fields'))) : productNotFound();
      },
    },
    {
      method: 'GET',
      path: /^\/products\/([^/]+)\/variants\/?$/,
      scopes: READ,
      handler: (req, [id]) => {
        const product = findProduct(ctx, id);
        if (!product) return productNotFound();
        const page = paginate(product.variants, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((v) => pickFields(serializeVariant(v), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/products\/([^/]+)\/variants\/([^/]+)\/?$/,
      scopes: READ,
      handler: (_req, [id, variantId]) => {
        const variant = findProduct(ctx, id)?.variants.find((v) => v.id === idParam(variantId));
        return variant ? json(200, serializeVariant(variant)) : notFound('Product Variant not found');
      },
    },
    {
      method: 'GET',
      path: /^\/products\/([^/]+)\/images\/?$/,
      scopes: READ,
      handler: (req, [id]) => {
        const product = findProduct(ctx, id);
        if (!product) return productNotFound();
        const page = paginate(product.images, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((i) => pickFields(serializeImage(ctx, i), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/products\/([^/]+)\/images\/([^/]+)\/?$/,
      scopes: READ,
      handler: (_req, [id, imageId]) => {
        const image = findProduct(ctx, id)?.images.find((i) => i.id === idParam(imageId));
        return image ? json(200, serializeImage(ctx, image)) : notFound('Product Image not found');
      },
    },
    {
      method: 'GET',
      path: /^\/categories\/?$/,
      scopes: READ,
      handler: (req) => {
        const common = filterCommon([...ctx.state.categories.values()], req.query);
        if (isReply(common)) return common;
        const page = paginate(common, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((c) => pickFields(serializeCategory(c), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/categories\/([^/]+)\/?$/,
      scopes: READ,
      handler: (_req, [id]) => {
        const category = ctx.state.categories.get(idParam(id) ?? -1);
        return category ? json(200, serializeCategory(category)) : notFound('Category not found');
      },
    },
  ];
}

// ---- Changes made by the merchant (driven by the admin endpoints) ----

export interface ProductPatch {
  name?: string | I18n;
  description?: string | I18n;
  published?: boolean;
  /** Sets every variant's price ("12500.00"); null means "contact for price". */
  price?: string | number | null;
  promotional_price?: string | number | null;
  /** Sets every variant's stock; null turns stock management off. */
  stock?: number | null;
}

const asI18n = (value: string | I18n): I18n => (typeof value === 'string' ? { es: value, pt: value } : value);

/** Validates an admin patch; returns the 422 field map when it is wrong. */
export function validateProductPatch(body: unknown): ProductPatch | Reply {
  if (!isPlainObject(body)) return json(422, { body: ['must be a JSON object'] });
  const errors = new FieldErrors();
  const text = (field: string) => {
    const v = body[field];
    if (v !== undefined && typeof v !== 'string' && !(isPlainObject(v) && Object.values(v).every((s) => typeof s === 'string')))
      errors.add(field, 'must be a string or an object of strings by language');
  };
  text('name');
  text('description');
  if (body['published'] !== undefined && typeof body['published'] !== 'boolean') errors.add('published', 'must be true or false');
  for (const field of ['price', 'promotional_price'])
    if (body[field] !== undefined && body[field] !== null && !isAmount(body[field])) errors.add(field, 'must be a decimal amount');
  const stock = body['stock'];
  if (stock !== undefined && stock !== null && !(Number.isInteger(stock) && (stock as number) >= 0))
    errors.add('stock', 'must be a non-negative integer or null');
  return errors.reply() ?? (body as ProductPatch);
}

export function applyProductPatch(ctx: SandboxContext, product: ProductRecord, patch: ProductPatch): void {
  const now = ctx.now();
  if (patch.name !== undefined) {
    product.name = asI18n(patch.name);
    product.handle = Object.fromEntries(Object.entries(product.name).map(([lang, n]) => [lang, slugify(n)]));
    product.seo_title = product.name['es'] ?? product.seo_title;
  }
  if (patch.description !== undefined) product.description = asI18n(patch.description);
  if (patch.published !== undefined) product.published = patch.published;
  for (const variant of product.variants) {
    if (patch.price !== undefined) variant.price = patch.price === null ? null : fromCents(toCents(patch.price));
    if (patch.promotional_price !== undefined)
      variant.promotional_price = patch.promotional_price === null ? null : fromCents(toCents(patch.promotional_price));
    if (patch.stock !== undefined) {
      variant.stock_management = patch.stock !== null;
      variant.stock = patch.stock;
    }
    if (patch.price !== undefined || patch.promotional_price !== undefined || patch.stock !== undefined) variant.updated_at = now;
  }
  product.updated_at = now;
}

/** A new product of the catalogue's kind, optionally with a given name and price. */
export function addProduct(ctx: SandboxContext, patch: ProductPatch): ProductRecord {
  const now = ctx.now();
  const product = makeExtraProduct(
    ctx.random.int(1, 2 ** 31),
    ctx.ids,
    [...ctx.state.products.values()].map((p) => p.name['es'] ?? ''),
    now,
  );
  const category = [...ctx.state.categories.values()].find((c) => c.name['es'] === familyCategory(product.family)[0]);
  if (category) product.category_ids = [category.id];
  applyProductPatch(ctx, product, patch);
  product.created_at = now;
  ctx.state.products.set(product.id, product);
  return product;
}
