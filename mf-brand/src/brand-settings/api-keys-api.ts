import {
  apiKeySchema,
  apiKeysSchema,
  createdApiKeySchema,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query key of a brand's API keys. */
export const apiKeysKey = (brandId: string) => ['api-keys', brandId] as const;

/** A brand's API keys (issue 39 §1): listed without their secret, made (the secret shown once), revoked. */
export function apiKeysApi(api: ApiClient) {
  const base = (brandId: string) => `/brands/${encodeURIComponent(brandId)}/api-keys`;
  return {
    list(brandId: string): Promise<ApiKey[]> {
      return api.get(base(brandId), { schema: apiKeysSchema });
    },
    create(brandId: string, body: CreateApiKeyRequest): Promise<CreatedApiKey> {
      return api.post(base(brandId), body, { schema: createdApiKeySchema });
    },
    revoke(brandId: string, id: string): Promise<ApiKey> {
      return api.post(`${base(brandId)}/${encodeURIComponent(id)}/revoke`, {}, { schema: apiKeySchema });
    },
  };
}
