import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListTransactionsQuery } from '@afilia/contracts';
import { useSearchParams } from 'react-router';
import { api } from '../instance';
import { useLoadFailureToast } from '../feedback/use-failure-toast';
import { transactionsApi } from './transactions-api';

export const TRANSACTIONS_KEY = ['transactions'] as const;

/**
 * A page of the transactions the signed-in person may see (GET /transactions): the service
 * scopes it (a creator's own, the active brand's, or the admin's filters). The page on screen
 * stays while the next loads; a failure is toasted as '{loadErrorText}: {message}'.
 */
export function useTransactions(query: ListTransactionsQuery, loadErrorText: string, enabled = true) {
  const result = useQuery({
    queryKey: [...TRANSACTIONS_KEY, query.brandId ?? 'all', query.creatorId ?? 'all', query.page],
    queryFn: () => transactionsApi(api).list(query),
    placeholderData: keepPreviousData,
    enabled,
  });
  useLoadFailureToast(loadErrorText, result.error);
  return result;
}

/** The list's filters and page live in the URL (?brand=&creator=&page=), so a reload or a shared link keeps them. */
export function useTransactionsFilter() {
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brand');
  const creatorId = params.get('creator');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { brandId?: string | null; creatorId?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    const brand = next.brandId === undefined ? brandId : next.brandId;
    const creator = next.creatorId === undefined ? creatorId : next.creatorId;
    if (brand) query.set('brand', brand);
    if (creator) query.set('creator', creator);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { brandId, creatorId, page, set };
}
