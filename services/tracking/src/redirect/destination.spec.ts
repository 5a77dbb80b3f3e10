import { destinationOf } from './destination.js';

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
});
