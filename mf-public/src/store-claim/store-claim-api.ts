import { storeInstallationSchema, tiendanubeCallbackResponseSchema, type StoreInstallation } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** A waiting installation (decision 217): what it is, read without a session, and its claim. Pact pins both. */
export function storeClaimApi(api: ApiClient) {
  return {
    lookup(token: string): Promise<StoreInstallation> {
      return api.post('/store/tiendanube/installations/lookup', { token }, { auth: false, schema: storeInstallationSchema });
    },
    claim(token: string, brandId: string) {
      return api.post('/store/tiendanube/installations/claim', { token, brandId }, { schema: tiendanubeCallbackResponseSchema });
    },
  };
}
