import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, toCents } from '@afilia/contracts';
import type { I18n, TnOrder, TnProduct, TnStore } from './tiendanube-types.js';

/** Names and descriptions come as objects by language: the store's main language, else any. */
export function pickLanguage(value: I18n | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const preferred = value[language];
  if (preferred) return preferred;
  return Object.values(value).find((v): v is string => Boolean(v)) ?? '';
}

/** Store descriptions are HTML; the catalogue keeps readable text within its 1000 characters. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** An http(s) address as the platform stores it, or null when it is not one. */
function webAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The storefront: the store's own address when the API gives it (`url_with_protocol`), else its
 * own domain (a custom one first), else its mitiendanube.com domain, over https.
 */
export function storefrontUrl(store: TnStore): string | null {
  const domain = store.domains?.find(Boolean) ?? store.original_domain;
  return webAddress(store.url_with_protocol) ?? (domain ? webAddress(`https://${domain}`) : null);
}

/**
 * A product's page: `canonical_url` when the API gives it, else built as the storefront builds
 * it, `{store}/productos/{handle}/` (the reference documents no product address).
 */
export function productPageUrl(product: TnProduct, language: string, storeUrl: string | null): string | null {
  const canonical = webAddress(product.canonical_url);
  if (canonical) return canonical;
  const handle = pickLanguage(product.handle, language).trim();
  if (!handle || !storeUrl) return null;
  return webAddress(new URL(`productos/${encodeURIComponent(handle)}/`, storeUrl.endsWith('/') ? storeUrl : `${storeUrl}/`).toString());
}

export interface MappedProduct {
  tiendanubeProductId: string;
  name: string;
  description: string | null;
  priceCents: number;
  imageUrl: string | null;
  status: 'active' | 'inactive';
  pageUrl: string | null;
}

/**
 * A store product as a catalogue row: the first variant with a price sets the price (a product
 * whose variants all say "contact for price" cannot earn a commission and is skipped).
 */
export function mapProduct(product: TnProduct, language: string, storeUrl: string | null): MappedProduct | null {
  const price = product.variants?.map((v) => v.price).find((p): p is string => p !== null && p !== undefined && Number(p) > 0);
  if (!price) return null;
  const name = pickLanguage(product.name, language).trim().slice(0, PRODUCT_NAME_MAX) || `Producto ${product.id}`;
  const description = plainText(pickLanguage(product.description, language)).slice(0, PRODUCT_DESCRIPTION_MAX);
  const image = [...(product.images ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  return {
    tiendanubeProductId: String(product.id),
    name,
    description: description || null,
    priceCents: toCents(price),
    imageUrl: image?.src ?? null,
    status: product.published === false ? 'inactive' : 'active',
    pageUrl: productPageUrl(product, language, storeUrl),
  };
}

export function mapOrderMoney(order: TnOrder) {
  const cents = (v: string | number | undefined) => (v === undefined || v === null || v === '' ? 0 : toCents(v));
  return { subtotalCents: cents(order.subtotal), discountCents: cents(order.discount), totalCents: cents(order.total) };
}

/**
 * A store order as attribution reads it, before our product ids are looked up: ids as strings
 * (the documentation shows some as numbers, some as strings), coupons upper-cased, the landing
 * page under either of its names, money in cents.
 */
export function mapOrder(order: TnOrder) {
  return {
    orderId: String(order.id),
    orderNumber: order.number === undefined || order.number === null ? null : String(order.number),
    couponCodes: (order.coupon ?? []).map((c) => c.code.trim().toUpperCase()),
    landingUrl: order.landing_site ?? order.landing_url ?? null,
    currency: order.currency ?? 'ARS',
    ...mapOrderMoney(order),
    lineItems: (order.products ?? []).map((p) => ({
      tiendanubeProductId: String(p.product_id),
      variantId: p.variant_id === undefined || p.variant_id === null ? null : String(p.variant_id),
      name: p.name ?? '',
      priceCents: toCents(p.price),
      quantity: Number(p.quantity),
      sku: p.sku ?? null,
    })),
    customerEmail: order.customer?.email ?? order.contact_email ?? null,
  };
}
