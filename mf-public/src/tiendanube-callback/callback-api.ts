import { tiendanubeCallbackResponseSchema } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** The callback page's one call: the code and state of the redirect become the brand's store connection. */
export function tiendanubeCallbackApi(api: ApiClient) {
  return {
    connect(code: string, state: string) {
      return api.post('/store/tiendanube/callback', { code, state }, { schema: tiendanubeCallbackResponseSchema });
    },
  };
}
