import { mapOrderMoney, mapProduct, pickLanguage, plainText } from './product-mapping.js';

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
    expect(mapProduct(base, 'es')).toEqual({
      tiendanubeProductId: '123',
      name: 'Remera Lisa',
      description: 'Algodón',
      priceCents: 1250050,
      imageUrl: 'https://cdn/a.jpg',
      status: 'active',
    });
  });

  it('marks unpublished products inactive', () => {
    expect(mapProduct({ ...base, published: false }, 'es')?.status).toBe('inactive');
  });

  it('skips a product with no price at all', () => {
    expect(mapProduct({ ...base, variants: [{ id: 1, price: null }] }, 'es')).toBeNull();
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
