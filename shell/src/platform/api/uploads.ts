import type { ApiClient, Parser } from './api-client';

/** `{url}` of a stored image (no zod import here: zod is not a shared module, a remote would bundle a copy). */
const uploadedImage: Parser<{ url: string }> = {
  parse(value) {
    const url = (value as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url === '') throw new TypeError('Respuesta de subida sin url');
    return { url };
  },
};

/** Types the gateway takes as an upload's content type; anything else goes as octet-stream and is judged by its bytes. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Stores an image (PNG, JPEG or WebP, at most 5 MB) and answers its URL, e.g. `/uploads/{uuid}.png`. */
export function uploadImage(api: ApiClient, file: Blob): Promise<{ url: string }> {
  const body = UPLOAD_TYPES.includes(file.type) ? file : new Blob([file], { type: 'application/octet-stream' });
  return api.upload('/uploads/images', body, { schema: uploadedImage });
}
