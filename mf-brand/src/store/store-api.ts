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
import { brandQuery } from '../products/products-api';

/** Where the store platform sends the person back after authorising (seed 000 §7). */
export const STORE_RETURN_PATH = '/dashboard/brand-settings';

const scope = (brandId?: string | null) => (brandId ? { brandId } : {});

/**
 * mf-brand's calls to the gateway for the Tiendanube connection and product sync. The callback
 * (code and state for a token) is the public callback page's, in mf-public.
 */
export function storeApi(api: ApiClient) {
  return {
    status(brandId?: string | null): Promise<StoreStatus> {
      return api.get(`/store${brandQuery(brandId)}`, { schema: storeStatusSchema });
    },
    /** The store's install page with a signed, single-use state; the browser goes there next. */
    authorizeUrl(brandId?: string | null, returnPath = STORE_RETURN_PATH): Promise<{ authUrl: string }> {
      return api.post('/store/tiendanube/authorize-url', { ...scope(brandId), returnPath }, { schema: authorizeUrlResponseSchema });
    },
    disconnect(brandId?: string | null): Promise<MessageResponse> {
      return api.post('/store/tiendanube/disconnect', scope(brandId), { schema: messageResponseSchema });
    },
    /** Starts a sync (or answers the one already running); poll `sync` until it is not running. */
    startSync(brandId?: string | null): Promise<SyncJob> {
      return api.post('/store/sync', scope(brandId), { schema: syncJobSchema });
    },
    sync(id: string): Promise<SyncJob> {
      return api.get(`/store/sync/${encodeURIComponent(id)}`, { schema: syncJobSchema });
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
