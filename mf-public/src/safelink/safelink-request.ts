/**
 * What the safelink page (seed 002 §2 'Safelink page') works with: tracking's listener answered
 * /safelink with this page and the click id it recorded in `<meta name="afilia-click">`
 * (services/tracking/src/redirect/redirect-server.ts); the page asks /safelink/coupon for the
 * destination with the creator's coupon, and goes there.
 */
export const SAFELINK_TEXT = 'Generando tu cupón de descuento...';

/** The click the page goes on with: tracking's meta, else the one already in the address. */
export function clickIdOf(doc: Pick<Document, 'querySelector'>, search: string): string | null {
  return doc.querySelector('meta[name="afilia-click"]')?.getAttribute('content') ?? new URLSearchParams(search).get('click_id');
}

/**
 * The address the page keeps (a reload is then the same click) and the coupon request: the
 * visit's own parameters with the click id set. Null without `aff` (the page goes home).
 */
export function safelinkRequest(search: string, clickId: string): { address: string; coupon: string } | null {
  const query = new URLSearchParams(search);
  if (!query.get('aff')) return null;
  query.set('click_id', clickId);
  return { address: `/safelink?${query}`, coupon: `/safelink/coupon?${query}` };
}

/** The answer of /safelink/coupon: where to go, or why the link does not lead anywhere. */
export async function fetchDestination(url: string, fetcher: typeof fetch = fetch): Promise<{ location: string } | { message: string }> {
  try {
    const res = await fetcher(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await res.json()) as { location?: string; message?: string };
    if (res.ok && body.location) return { location: body.location };
    return { message: body.message ?? 'Error al procesar el link' };
  } catch {
    return { message: 'Error al procesar el link' };
  }
}
