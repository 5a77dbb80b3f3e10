import { useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema, type DashboardSummary } from '@afilia/contracts';
import { api, queryClient } from '../instance';

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;

/**
 * The role home's figures (GET /dashboard/summary). Seed 000 §8: a load error is only logged
 * and the screen shows empty data, so this never errors: it resolves to null instead.
 */
export function useDashboardSummary() {
  return useQuery(summaryQuery);
}

const summaryQuery = {
  queryKey: DASHBOARD_SUMMARY_KEY,
  queryFn: async (): Promise<DashboardSummary | null> => {
    try {
      return await api.get('/dashboard/summary', { schema: dashboardSummarySchema });
    } catch (error) {
      console.error('Error al cargar el dashboard', error);
      return null;
    }
  },
};

/** The homes' `prefetch`: the summary is on its way while the home's code still loads. */
export function prefetchDashboardSummary(): void {
  void queryClient.prefetchQuery(summaryQuery);
}

export const DASHBOARD_LOADING_TEXT = 'Cargando dashboard...';
