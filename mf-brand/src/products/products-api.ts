import {
  messageResponseSchema,
  productListSchema,
  productSchema,
  type MessageResponse,
  type Product,
  type ProductForm,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query key of a brand's catalogue ('own' for a brand owner, who sends no brand). */
export const productsKey = (brandId: string | null) => ['products', brandId ?? 'own'] as const;

/**
 * mf-brand's calls to the gateway for the brand's catalogue (seed 000 §7 'Product catalogue').
 * Pact pins them against the gateway (test/pact).
 */
export function productsApi(api: ApiClient) {
  return {
    /** The brand's products, newest first. */
    list(brandId?: string | null): Promise<Product[]> {
      return api.get('/products', { schema: productListSchema, brandId });
    },
    /** A custom product (no store id), created active. */
    create(form: ProductForm, brandId?: string | null): Promise<Product> {
      return api.post('/products', form, { schema: productSchema, brandId });
    },
    update(id: string, form: ProductForm): Promise<Product> {
      return api.put(`/products/${encodeURIComponent(id)}`, form, { schema: productSchema });
    },
    remove(id: string): Promise<MessageResponse> {
      return api.delete(`/products/${encodeURIComponent(id)}`, { schema: messageResponseSchema });
    },
  };
}

export type ProductsApi = ReturnType<typeof productsApi>;
