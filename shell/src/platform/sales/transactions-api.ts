import { transactionPageSchema, type ListTransactionsQuery, type TransactionPage } from '@afilia/contracts';
import type { ApiClient } from '../api/api-client';

/** The transactions lists' call (GET /transactions): the service scopes the page by who asks. */
export function transactionsApi(api: ApiClient) {
  return {
    list(query: ListTransactionsQuery): Promise<TransactionPage> {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.brandId) params.set('brandId', query.brandId);
      if (query.creatorId) params.set('creatorId', query.creatorId);
      return api.get(`/transactions?${params}`, { schema: transactionPageSchema });
    },
  };
}
