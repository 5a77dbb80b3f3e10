import {
  creatorProfileSchema,
  profileEditorSchema,
  type CreatorProfile,
  type ProfileEditorData,
  type SaveProfileRequest,
  type SyncNetworkRequest,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** 'Mi Perfil' calls (seed 001 §2 'Creator profile'). */
export function profileApi(client: ApiClient) {
  return {
    get(): Promise<ProfileEditorData> {
      return client.get('/creator/profile', { schema: profileEditorSchema });
    },
    save(body: SaveProfileRequest): Promise<CreatorProfile> {
      return client.put('/creator/profile', body, { schema: creatorProfileSchema });
    },
    sync(body: SyncNetworkRequest): Promise<CreatorProfile> {
      return client.post('/creator/profile/sync', body, { schema: creatorProfileSchema });
    },
  };
}
