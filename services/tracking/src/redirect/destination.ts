import type { Utm } from '@afilia/contracts';
import type { LinkRoute } from './link-directory.js';

/**
 * Where a click goes: the link's destination with the code as `ref` (seed 001 §9), the click id
 * as `click_id` (a sale in the store ties back to the click by it), the visit's utm_* parameters,
 * which the link's own URL may already have and then keeps, and the creator's coupon as `coupon`
 * when the safelink got one. Null when the link has nowhere to go ('Link inválido').
 */
export function destinationOf(
  route: Pick<LinkRoute, 'code' | 'destination'>,
  clickId: string,
  utm: Utm,
  coupon: string | null = null,
): string | null {
  if (!route.destination) return null;
  let url: URL;
  try {
    url = new URL(route.destination);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('ref', route.code);
  url.searchParams.set('click_id', clickId);
  addUtm(url.searchParams, utm);
  if (coupon) url.searchParams.set('coupon', coupon);
  return url.toString();
}

/**
 * A click on a link of a campaign paid by discount code first goes to our own /safelink (seed
 * 002 §1 routes), relative so it stays on the address the shopper used: `aff` is the code,
 * `product` the link's product, and the click id and UTM go along.
 */
export function safelinkOf(route: Pick<LinkRoute, 'code' | 'coupon'>, clickId: string, utm: Utm): string {
  const query = new URLSearchParams({ aff: route.code });
  if (route.coupon?.productId) query.set('product', route.coupon.productId);
  query.set('click_id', clickId);
  addUtm(query, utm);
  return `/safelink?${query}`;
}

function addUtm(query: URLSearchParams, utm: Utm): void {
  for (const [key, value] of Object.entries(utm)) if (value && !query.has(`utm_${key}`)) query.set(`utm_${key}`, value);
}
