import { productOrigin, productStatusLabel } from './product-labels';

describe('product labels', () => {
  it("shows 'Custom' for a product with no store id, else the store", () => {
    expect(productOrigin({ tiendanubeProductId: null })).toBe('Custom');
    expect(productOrigin({ tiendanubeProductId: '123456' })).toBe('Tiendanube');
  });

  it("shows 'Activo' or 'Inactivo'", () => {
    expect(productStatusLabel({ status: 'active' })).toBe('Activo');
    expect(productStatusLabel({ status: 'inactive' })).toBe('Inactivo');
  });
});
