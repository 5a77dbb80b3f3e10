import {
  adminBrandListSchema,
  adminCreatorListSchema,
  adminProductPageSchema,
  type AdminBrand,
  type AdminCreator,
  type AdminProductPage,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const adminBrandsKey = ['admin', 'brands'] as const;
export const adminCreatorsKey = ['admin', 'creators'] as const;
export const adminProductsKey = (brandId: string | null, page: number) => ['admin', 'products', brandId ?? 'all', page] as const;

/** mf-brand's calls for the admin's menus (seed 002 §6); the services refuse anyone else. */
export function adminApi(api: ApiClient) {
  return {
    brands(): Promise<AdminBrand[]> {
      return api.get('/admin/brands', { schema: adminBrandListSchema });
    },
    creators(): Promise<AdminCreator[]> {
      return api.get('/admin/creators', { schema: adminCreatorListSchema });
    },
    /** A page of 50, newest first; every brand's or one's. */
    products(brandId: string | null, page: number): Promise<AdminProductPage> {
      const query = new URLSearchParams({ page: String(page) });
      if (brandId) query.set('brandId', brandId);
      return api.get(`/admin/products?${query}`, { schema: adminProductPageSchema });
    },
  };
}
