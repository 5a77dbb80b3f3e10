import type { DecimalSeparator, ExportDataset } from '@afilia/contracts';
import type { ApiClient } from '../api/api-client';

/** What an export is asked for: the separator, the days (both optional) and the screen's filters. */
export interface ExportRequest {
  decimal: DecimalSeparator;
  from?: string;
  to?: string;
  filters?: Record<string, string | undefined>;
}

/** An export's file (GET /exports/{dataset}), downloaded with the session's token. */
export function exportsApi(api: ApiClient) {
  return {
    download(dataset: ExportDataset, { decimal, from, to, filters = {} }: ExportRequest) {
      const query = new URLSearchParams({ decimal });
      if (from) query.set('from', from);
      if (to) query.set('to', to);
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return api.download(`/exports/${dataset}?${query}`);
    },
  };
}
