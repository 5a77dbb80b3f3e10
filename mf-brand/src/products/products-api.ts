import {
  messageResponseSchema,
  productListSchema,
  productSchema,
  type MessageResponse,
  type Product,
  type ProductForm,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** `?brandId=…` for an agency's active brand; a brand owner may leave it out. */
export function brandQuery(brandId?: string | null): string {
  return brandId ? `?brandId=${encodeURIComponent(brandId)}` : '';
}

/**
 * mf-brand's calls to the gateway for the brand's catalogue (seed 000 §7 'Product catalogue').
 * Pact pins them against the gateway (test/pact).
 */
export function productsApi(api: ApiClient) {
  return {
    /** The brand's products, newest first. */
    list(brandId?: string | null): Promise<Product[]> {
      return api.get(`/products${brandQuery(brandId)}`, { schema: productListSchema });
    },
    /** A custom product (no store id), created active. */
    create(form: ProductForm, brandId?: string | null): Promise<Product> {
      return api.post('/products', brandId ? { ...form, brandId } : form, { schema: productSchema });
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
