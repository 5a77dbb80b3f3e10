import type { Utm } from '@afilia/contracts';
import type { LinkRoute } from './link-directory.js';

/**
 * Where a click goes: the link's destination with the code as `ref` (seed 001 §9), the click id
 * as `click_id` (a sale in the store ties back to the click by it) and the visit's utm_*
 * parameters, which the link's own URL may already have and then keeps. Null when the link has
 * nowhere to go ('Link inválido').
 */
export function destinationOf(route: Pick<LinkRoute, 'code' | 'destination'>, clickId: string, utm: Utm): string | null {
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
  for (const [key, value] of Object.entries(utm))
    if (value && !url.searchParams.has(`utm_${key}`)) url.searchParams.set(`utm_${key}`, value);
  return url.toString();
}
