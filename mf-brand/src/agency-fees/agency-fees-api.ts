import { agencyBrandFeesSchema, type AgencyBrandFees } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const AGENCY_FEES_KEY = ['payouts', 'agency-fees'] as const;

/** The agency panel's fees per brand (decision 171). */
export function agencyFeesApi(api: ApiClient) {
  return {
    byBrand(): Promise<AgencyBrandFees> {
      return api.get('/payouts/agency-fees', { schema: agencyBrandFeesSchema });
    },
  };
}
