import { notificationPreferencesSchema, type NotificationPreferences } from '@afilia/contracts';
import type { ApiClient } from '../api/api-client';

/** The person's notification preferences (GET and PUT /notifications/preferences). Pact pins them against the gateway. */
export function notificationPreferencesApi(api: Pick<ApiClient, 'get' | 'put'>) {
  return {
    get(): Promise<NotificationPreferences> {
      return api.get('/notifications/preferences', { schema: notificationPreferencesSchema });
    },
    save(preferences: NotificationPreferences): Promise<NotificationPreferences> {
      return api.put('/notifications/preferences', preferences, { schema: notificationPreferencesSchema });
    },
  };
}
