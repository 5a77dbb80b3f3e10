import { brandAgenciesSchema, type BrandAgencies } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query key of a brand's agencies and their fees. */
export const agenciesKey = (brandId: string) => ['brand-agencies', brandId] as const;

/** A brand's agencies (decision 171): the owner adds, removes and confirms fees; the agency proposes its fee. */
export function agenciesApi(api: ApiClient) {
  const base = (brandId: string) => `/brands/${encodeURIComponent(brandId)}`;
  const options = { schema: brandAgenciesSchema };
  return {
    list(brandId: string): Promise<BrandAgencies> {
      return api.get(`${base(brandId)}/agencies`, options);
    },
    add(brandId: string, email: string): Promise<BrandAgencies> {
      return api.post(`${base(brandId)}/agencies`, { email }, options);
    },
    remove(brandId: string, agencyId: string): Promise<BrandAgencies> {
      return api.delete(`${base(brandId)}/agencies/${encodeURIComponent(agencyId)}`, options);
    },
    proposeFee(brandId: string, feePercent: number | null): Promise<BrandAgencies> {
      return api.put(`${base(brandId)}/agency-fee`, { feePercent }, options);
    },
    confirmFee(brandId: string, agencyId: string): Promise<BrandAgencies> {
      return api.post(`${base(brandId)}/agencies/${encodeURIComponent(agencyId)}/confirm-fee`, {}, options);
    },
  };
}
