import { destinationOf, safelinkOf } from './destination.js';

const CLICK = '2b1f7c0e-6a55-4c51-9d7e-0c7a3c1f2b10';
const noUtm = { source: null, medium: null, campaign: null, content: null, term: null };

describe('a click’s destination', () => {
  it('carries the code as ref and the click id, keeping the link’s own parameters', () => {
    expect(
      destinationOf({ code: 'CPC-12345678-abcdefgh-m3k2', destination: 'https://tienda.example/promo?color=rojo' }, CLICK, noUtm),
    ).toBe(`https://tienda.example/promo?color=rojo&ref=CPC-12345678-abcdefgh-m3k2&click_id=${CLICK}`);
  });

  it('passes the visit’s utm parameters on, unless the link already sets them', () => {
    const url = new URL(
      destinationOf({ code: 'AF-1', destination: 'https://tienda.example/?utm_source=afilia' }, CLICK, {
        ...noUtm,
        source: 'instagram',
        medium: 'story',
      })!,
    );
    expect(url.searchParams.get('utm_source')).toBe('afilia');
    expect(url.searchParams.get('utm_medium')).toBe('story');
  });

  it('has none for a link without a destination or with one that is not a web address', () => {
    expect(destinationOf({ code: 'AF-1', destination: null }, CLICK, noUtm)).toBeNull();
    expect(destinationOf({ code: 'AF-1', destination: 'javascript:alert(1)' }, CLICK, noUtm)).toBeNull();
    expect(destinationOf({ code: 'AF-1', destination: 'no es una url' }, CLICK, noUtm)).toBeNull();
  });

  it('adds the creator’s coupon when the safelink got one', () => {
    const url = new URL(
      destinationOf({ code: 'AF-1', destination: 'https://tienda.example/productos/gorra/' }, CLICK, noUtm, 'SOLCREA10')!,
    );
    expect(url.searchParams.get('coupon')).toBe('SOLCREA10');
    expect(url.searchParams.get('ref')).toBe('AF-1');
  });
});

describe('the safelink of a link of a campaign paid by discount code', () => {
  const owner = { brandId: 'b', creatorId: 'c', productId: '7f7c1c52-96a0-4a55-8a0c-2b4f6f0f4b4e' };

  it('stays on our own address, with the code as aff, the product, the click id and the UTM', () => {
    const path = safelinkOf({ code: 'AF-1', coupon: owner }, CLICK, { ...noUtm, source: 'instagram' });
    expect(path.startsWith('/safelink?')).toBe(true);
    const query = new URLSearchParams(path.slice('/safelink?'.length));
    expect(Object.fromEntries(query)).toEqual({ aff: 'AF-1', product: owner.productId, click_id: CLICK, utm_source: 'instagram' });
  });

  it('names no product for a store link', () => {
    const query = new URLSearchParams(safelinkOf({ code: 'AF-2', coupon: { ...owner, productId: null } }, CLICK, noUtm).split('?')[1]);
    expect(query.has('product')).toBe(false);
  });
});
