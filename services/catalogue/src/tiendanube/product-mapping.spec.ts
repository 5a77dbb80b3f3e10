import { mapOrderMoney, mapProduct, pickLanguage, plainText, productPageUrl, storefrontUrl } from './product-mapping.js';

describe('pickLanguage', () => {
  it('takes the main language, else any filled one, and accepts plain strings', () => {
    expect(pickLanguage({ es: 'Remera', pt: 'Camiseta' }, 'es')).toBe('Remera');
    expect(pickLanguage({ es: '', pt: 'Camiseta' }, 'es')).toBe('Camiseta');
    expect(pickLanguage('Remera', 'pt')).toBe('Remera');
    expect(pickLanguage(null, 'es')).toBe('');
  });
});

describe('plainText', () => {
  it('turns store HTML into readable text', () => {
    expect(plainText('<p>Algodón <strong>100%</strong></p><p>Lavar &amp; secar</p>')).toBe('Algodón 100%\nLavar & secar');
  });
});

describe('mapProduct', () => {
  const base = {
    id: 123,
    name: { es: 'Remera Lisa', pt: 'Camiseta Lisa' },
    description: { es: '<p>Algodón</p>' },
    published: true,
    variants: [
      { id: 1, price: null },
      { id: 2, price: '12500.50' },
    ],
    images: [
      { src: 'https://cdn/b.jpg', position: 2 },
      { src: 'https://cdn/a.jpg', position: 1 },
    ],
  };

  it('maps names, text, the first priced variant in cents and the first image', () => {
    expect(mapProduct(base, 'es', null)).toEqual({
      tiendanubeProductId: '123',
      name: 'Remera Lisa',
      description: 'Algodón',
      priceCents: 1250050,
      imageUrl: 'https://cdn/a.jpg',
      status: 'active',
      pageUrl: null,
    });
  });

  it('marks unpublished products inactive', () => {
    expect(mapProduct({ ...base, published: false }, 'es', null)?.status).toBe('inactive');
  });

  it('skips a product with no price at all', () => {
    expect(mapProduct({ ...base, variants: [{ id: 1, price: null }] }, 'es', null)).toBeNull();
  });
});

describe('storefrontUrl', () => {
  it('takes the address the API gives, else the custom domain, else the mitiendanube.com one', () => {
    expect(storefrontUrl({ id: 1, name: 'T', url_with_protocol: 'https://www.tienda.com.ar', domains: ['otra.com'] })).toBe(
      'https://www.tienda.com.ar/',
    );
    expect(storefrontUrl({ id: 1, name: 'T', domains: ['www.tienda.com.ar'], original_domain: 'tienda.mitiendanube.com' })).toBe(
      'https://www.tienda.com.ar/',
    );
    expect(storefrontUrl({ id: 1, name: 'T', domains: [], original_domain: 'tienda.mitiendanube.com' })).toBe(
      'https://tienda.mitiendanube.com/',
    );
  });

  it('is null without an address, or with one that is not on the web', () => {
    expect(storefrontUrl({ id: 1, name: 'T' })).toBeNull();
    expect(storefrontUrl({ id: 1, name: 'T', url_with_protocol: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('productPageUrl', () => {
  const product = { id: 1, name: 'Remera', handle: { es: 'remera-lisa', pt: 'camiseta-lisa' } };

  it('takes canonical_url when the API gives it', () => {
    expect(productPageUrl({ ...product, canonical_url: 'https://tienda.com.ar/productos/remera/' }, 'es', 'https://x.com')).toBe(
      'https://tienda.com.ar/productos/remera/',
    );
  });

  it('else builds it from the store and the handle in the store language', () => {
    expect(productPageUrl(product, 'es', 'https://tienda.com.ar')).toBe('https://tienda.com.ar/productos/remera-lisa/');
    expect(productPageUrl(product, 'pt', 'https://loja.com.br/')).toBe('https://loja.com.br/productos/camiseta-lisa/');
  });

  it('is null without a handle or a store', () => {
    expect(productPageUrl({ id: 1, name: 'Remera' }, 'es', 'https://tienda.com.ar')).toBeNull();
    expect(productPageUrl(product, 'es', null)).toBeNull();
  });
});

describe('mapOrderMoney', () => {
  it('reads decimal strings as cents', () => {
    expect(mapOrderMoney({ id: 1, subtotal: '100.00', discount: '10.50', total: '89.50' })).toEqual({
      subtotalCents: 10000,
      discountCents: 1050,
      totalCents: 8950,
    });
  });
});
