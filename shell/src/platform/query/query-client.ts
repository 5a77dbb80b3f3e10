import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Server state lives only in react-query; one client per page, owned by the platform. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network and 5xx errors get two more tries.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
