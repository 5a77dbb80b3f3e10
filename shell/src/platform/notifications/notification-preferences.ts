import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@afilia/contracts';
import { api, queryClient } from '../instance';

/** One query for the person's preferences: the settings card saves them, the bell's toast reads them. */
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

/** GET /notifications/preferences: the signed-in person's own (the defaults until they save theirs). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: () => api.get('/notifications/preferences', { schema: notificationPreferencesSchema }),
  });
}

/** PUT /notifications/preferences; the saved ones take the query's place, so the bell follows at once. */
export function useSaveNotificationPreferences() {
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put('/notifications/preferences', preferences, { schema: notificationPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
