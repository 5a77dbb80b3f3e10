import { claimInfoSchema, type ClaimInfo } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** What a claim link (decision 184) is for, read before signing up. Pact pins it against the gateway. */
export function claimApi(api: ApiClient) {
  return {
    info(token: string): Promise<ClaimInfo> {
      return api.get(`/creator-claims/${encodeURIComponent(token)}`, { auth: false, schema: claimInfoSchema });
    },
  };
}
