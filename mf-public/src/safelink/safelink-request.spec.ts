import { clickIdOf, fetchDestination, safelinkRequest } from './safelink-request';

const CLICK = '2b1f7c0e-6a55-4c51-9d7e-0c7a3c1f2b10';
const docWith = (content: string | null) => ({
  querySelector: () => (content ? { getAttribute: () => content } : null),
});

describe('the safelink page', () => {
  it('goes on with the click tracking recorded, else the one in the address', () => {
    expect(clickIdOf(docWith(CLICK) as unknown as Document, '?aff=AF-1')).toBe(CLICK);
    expect(clickIdOf(docWith(null) as unknown as Document, `?aff=AF-1&click_id=${CLICK}`)).toBe(CLICK);
    expect(clickIdOf(docWith(null) as unknown as Document, '?aff=AF-1')).toBeNull();
  });

  it('keeps the visit’s parameters with the click id, in its address and in the coupon request', () => {
    expect(safelinkRequest('?aff=AF-1&product=p1&utm_source=instagram', CLICK)).toEqual({
      address: `/safelink?aff=AF-1&product=p1&utm_source=instagram&click_id=${CLICK}`,
      coupon: `/safelink/coupon?aff=AF-1&product=p1&utm_source=instagram&click_id=${CLICK}`,
    });
    expect(safelinkRequest('?product=p1', CLICK)).toBeNull();
  });

  it('reads where to go, or why not, and says the seed’s error when tracking cannot be reached', async () => {
    const answer = (status: number, body: object) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
    expect(await fetchDestination('/safelink/coupon', answer(200, { location: 'https://tienda.example/p?coupon=SOL10' }))).toEqual({
      location: 'https://tienda.example/p?coupon=SOL10',
    });
    expect(await fetchDestination('/safelink/coupon', answer(410, { message: 'Link Caducado' }))).toEqual({ message: 'Link Caducado' });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchDestination('/safelink/coupon', down)).toEqual({ message: 'Error al procesar el link' });
  });
});
