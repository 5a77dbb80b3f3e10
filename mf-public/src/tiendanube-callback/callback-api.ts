import { storeInstallResponseSchema, tiendanubeCallbackResponseSchema } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/**
 * The callback page's calls: the code and state of an install Afilia started become the brand's
 * store connection; a code alone (an install started in the store) becomes a waiting installation.
 */
export function tiendanubeCallbackApi(api: ApiClient) {
  return {
    connect(code: string, state: string) {
      return api.post('/store/tiendanube/callback', { code, state }, { schema: tiendanubeCallbackResponseSchema });
    },
    install(code: string) {
      return api.post('/store/tiendanube/installations', { code }, { auth: false, schema: storeInstallResponseSchema });
    },
  };
}
