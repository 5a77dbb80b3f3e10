import {
  authorizeUrlResponseSchema,
  messageResponseSchema,
  storeStatusSchema,
  syncJobSchema,
  type MessageResponse,
  type StoreStatus,
  type SyncJob,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Where the store platform sends the person back after authorising (seed 000 §7). */
export const STORE_RETURN_PATH = '/dashboard/brand-settings';

/** Query key of a brand's store connection ('own' for a brand owner, who sends no brand). */
export const storeKey = (brandId: string | null) => ['store', brandId ?? 'own'] as const;

/**
 * mf-brand's calls to the gateway for the Tiendanube connection and product sync. The callback
 * (code and state for a token) is the public callback page's, in mf-public.
 */
export function storeApi(api: ApiClient) {
  return {
    status(brandId?: string | null): Promise<StoreStatus> {
      return api.get('/store', { schema: storeStatusSchema, brandId });
    },
    /** The store's install page with a signed, single-use state; the browser goes there next. */
    authorizeUrl(brandId?: string | null, returnPath = STORE_RETURN_PATH): Promise<{ authUrl: string }> {
      return api.post('/store/tiendanube/authorize-url', { returnPath }, { schema: authorizeUrlResponseSchema, brandId });
    },
    disconnect(brandId?: string | null): Promise<MessageResponse> {
      return api.post('/store/tiendanube/disconnect', {}, { schema: messageResponseSchema, brandId });
    },
    /** Starts a sync (or answers the one already running); poll `sync` until it is not running. */
    startSync(brandId?: string | null): Promise<SyncJob> {
      return api.post('/store/sync', {}, { schema: syncJobSchema, brandId });
    },
    sync(id: string): Promise<SyncJob> {
      return api.get(`/store/sync/${encodeURIComponent(id)}`, { schema: syncJobSchema });
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
