import type { Product } from '@afilia/contracts';

/** 'Custom' when the product has no store id (seed 000 §2), else the store it came from. */
export function productOrigin(product: Pick<Product, 'tiendanubeProductId'>): 'Tiendanube' | 'Custom' {
  return product.tiendanubeProductId === null ? 'Custom' : 'Tiendanube';
}

/** The status badge: 'Activo' or 'Inactivo'. */
export function productStatusLabel(product: Pick<Product, 'status'>): 'Activo' | 'Inactivo' {
  return product.status === 'active' ? 'Activo' : 'Inactivo';
}
