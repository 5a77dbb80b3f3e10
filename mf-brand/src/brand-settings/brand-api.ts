import { brandSchema, type Brand, type UpdateBrandRequest } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query key of a brand's information. */
export const brandKey = (brandId: string) => ['brand', brandId] as const;

/** mf-brand's calls for brand settings: the brand's information (its logo is uploaded with `api.uploadImage`). */
export function brandApi(api: ApiClient) {
  return {
    get(id: string): Promise<Brand> {
      return api.get(`/brands/${encodeURIComponent(id)}`, { schema: brandSchema });
    },
    update(id: string, request: UpdateBrandRequest): Promise<Brand> {
      return api.patch(`/brands/${encodeURIComponent(id)}`, request, { schema: brandSchema });
    },
  };
}
