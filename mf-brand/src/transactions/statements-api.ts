import { brandBalanceSchema, brandStatementSchema, type BrandBalance, type BrandStatement } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const brandBalanceKey = (brandId: string | null) => ['payouts', 'brand-balance', brandId ?? 'own'] as const;

const brandQuery = (brandId: string | null) => (brandId ? `?brandId=${encodeURIComponent(brandId)}` : '');

/** mf-brand's calls for what the brand owes: its balance and statements, and the statement it pays. */
export function statementsApi(api: ApiClient) {
  return {
    balance(brandId: string | null): Promise<BrandBalance> {
      return api.get(`/payouts/brand-balance${brandQuery(brandId)}`, { schema: brandBalanceSchema });
    },
    /** The statement waiting to be paid, or a new one of what the brand owes now. */
    openStatement(brandId: string | null): Promise<BrandStatement> {
      return api.post(`/payouts/brand-statements${brandQuery(brandId)}`, {}, { schema: brandStatementSchema });
    },
  };
}
