import {
  conversionListSchema,
  conversionRowSchema,
  messageResponseSchema,
  pixelListSchema,
  pixelViewSchema,
  verificationResultSchema,
  type ConversionRow,
  type CreatePixelRequest,
  type PixelView,
  type VerificationResult,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query keys of 'Tracking y Conversiones', per brand (an agency switches brands). */
export const pixelKeys = {
  all: ['pixels'] as const,
  list: (brandId: string | null) => ['pixels', 'list', brandId ?? 'own'] as const,
  conversions: (brandId: string | null) => ['pixels', 'conversions', brandId ?? 'own'] as const,
};

const brandQuery = (brandId: string | null) => (brandId ? `?brandId=${encodeURIComponent(brandId)}` : '');
const id = (value: string) => encodeURIComponent(value);

/** mf-brand's calls for the conversion pixel: its pixels, their conversions and the verifier. */
export function pixelsApi(api: ApiClient) {
  return {
    list(brandId: string | null): Promise<PixelView[]> {
      return api.get(`/pixels${brandQuery(brandId)}`, { schema: pixelListSchema });
    },
    create(request: CreatePixelRequest): Promise<PixelView> {
      return api.post('/pixels', request, { schema: pixelViewSchema });
    },
    setActive(pixelId: string, isActive: boolean): Promise<PixelView> {
      return api.patch(`/pixels/${id(pixelId)}`, { isActive }, { schema: pixelViewSchema });
    },
    setMaxOrder(pixelId: string, maxOrderCents: number): Promise<PixelView> {
      return api.patch(`/pixels/${id(pixelId)}`, { maxOrderCents }, { schema: pixelViewSchema });
    },
    rotatePostbackSecret(pixelId: string): Promise<PixelView> {
      return api.post(`/pixels/${id(pixelId)}/postback-secret`, {}, { schema: pixelViewSchema });
    },
    approveConversion(conversionId: string): Promise<ConversionRow> {
      return api.post(`/pixels/conversions/${id(conversionId)}/approve`, {}, { schema: conversionRowSchema });
    },
    voidConversion(conversionId: string, reason: string): Promise<ConversionRow> {
      return api.post(`/pixels/conversions/${id(conversionId)}/void`, { reason }, { schema: conversionRowSchema });
    },
    remove(pixelId: string): Promise<{ message: string }> {
      return api.delete(`/pixels/${id(pixelId)}`, { schema: messageResponseSchema });
    },
    conversions(brandId: string | null): Promise<ConversionRow[]> {
      return api.get(`/pixels/conversions${brandQuery(brandId)}`, { schema: conversionListSchema });
    },
    verify(pixelId: string, url: string): Promise<VerificationResult> {
      return api.post(`/pixels/${id(pixelId)}/verify`, { url }, { schema: verificationResultSchema });
    },
  };
}
