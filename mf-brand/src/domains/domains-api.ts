import {
  brandDomainListSchema,
  brandDomainSchema,
  messageResponseSchema,
  type BrandDomain,
  type ClaimDomainBody,
  type MessageResponse,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query keys of 'Tus dominios', per brand (an agency switches brands). */
export const domainKeys = {
  all: ['domains'] as const,
  list: (brandId: string | null) => ['domains', brandId ?? 'own'] as const,
};

const brandQuery = (brandId: string | null) => (brandId ? `?brandId=${encodeURIComponent(brandId)}` : '');
const id = encodeURIComponent;

/** mf-brand's calls for 'Tus dominios' (issue 34 §3). Pact pins them. */
export function domainsApi(api: ApiClient) {
  return {
    list(brandId: string | null): Promise<BrandDomain[]> {
      return api.get(`/domains${brandQuery(brandId)}`, { schema: brandDomainListSchema });
    },
    claim(brandId: string | null, body: ClaimDomainBody): Promise<BrandDomain> {
      return api.post(`/domains${brandQuery(brandId)}`, body, { schema: brandDomainSchema });
    },
    verify(claimId: string): Promise<BrandDomain> {
      return api.post(`/domains/${id(claimId)}/verify`, {}, { schema: brandDomainSchema });
    },
    remove(claimId: string): Promise<MessageResponse> {
      return api.delete(`/domains/${id(claimId)}`, { schema: messageResponseSchema });
    },
  };
}
