import {
  availableBrandListSchema,
  brandForCreatorSchema,
  productCollaborationSchema,
  type AnswerCollaborationRequest,
  type AvailableBrand,
  type BrandForCreator,
  type ProductCollaboration,
  type RequestCollaboration,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** 'Marcas Disponibles' and a brand's products for the creator, its collaboration requests (seed 001 §2) and its answers to invitations. */
export function brandsApi(client: ApiClient) {
  return {
    list(): Promise<AvailableBrand[]> {
      return client.get('/creator-brands', { schema: availableBrandListSchema });
    },
    get(brandId: string): Promise<BrandForCreator> {
      return client.get(`/creator-brands/${encodeURIComponent(brandId)}`, { schema: brandForCreatorSchema });
    },
    request(body: RequestCollaboration): Promise<ProductCollaboration> {
      return client.post('/product-collaborations', body, { schema: productCollaborationSchema });
    },
    /** The creator's answer to a brand's invitation (issue 16 §3). */
    answer(id: string, body: AnswerCollaborationRequest): Promise<ProductCollaboration> {
      return client.put(`/product-collaborations/${encodeURIComponent(id)}`, body, { schema: productCollaborationSchema });
    },
  };
}
