import { messageResponseSchema, notificationListSchema, type MessageResponse, type NotificationList } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** The bell's calls (seed 002 §7 notifications). Pact pins them against the gateway. */
export function notificationsApi(api: ApiClient) {
  return {
    list(brandId?: string | null): Promise<NotificationList> {
      return api.get('/notifications', { schema: notificationListSchema, brandId });
    },
    markRead(id: string): Promise<MessageResponse> {
      return api.post(`/notifications/${encodeURIComponent(id)}/read`, {}, { schema: messageResponseSchema });
    },
    markAllRead(brandId?: string | null): Promise<MessageResponse> {
      return api.post('/notifications/read-all', {}, { schema: messageResponseSchema, brandId });
    },
  };
}
