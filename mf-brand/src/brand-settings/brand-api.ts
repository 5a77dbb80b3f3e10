import { brandSchema, type Brand, type UpdateBrandRequest } from '@afilia/contracts';
import type { ApiClient, Parser } from '@afilia/platform';

/** `{url}` of a stored image (no zod import here: zod is not a shared module, a remote would bundle a copy). */
export const uploadedImage: Parser<{ url: string }> = {
  parse(value) {
    const url = (value as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url === '') throw new TypeError('Respuesta de subida sin url');
    return { url };
  },
};

/** Query key of a brand's information. */
export const brandKey = (brandId: string) => ['brand', brandId] as const;

/** Types the gateway takes as an upload's content type; anything else goes as octet-stream and is judged by its bytes. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** mf-brand's calls for brand settings: the brand's information and its logo. */
export function brandApi(api: ApiClient) {
  return {
    get(id: string): Promise<Brand> {
      return api.get(`/brands/${encodeURIComponent(id)}`, { schema: brandSchema });
    },
    update(id: string, request: UpdateBrandRequest): Promise<Brand> {
      return api.patch(`/brands/${encodeURIComponent(id)}`, request, { schema: brandSchema });
    },
    /** Stores an image (PNG, JPEG or WebP, at most 5 MB) and answers its URL, e.g. `/uploads/{uuid}.png`. */
    uploadImage(file: Blob): Promise<{ url: string }> {
      const body = UPLOAD_TYPES.includes(file.type) ? file : new Blob([file], { type: 'application/octet-stream' });
      return api.upload('/uploads/images', body, { schema: uploadedImage });
    },
  };
}
