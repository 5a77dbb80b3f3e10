import { useMutation, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@afilia/contracts';
import { api, queryClient } from '../instance';
import { notificationPreferencesApi } from './notification-preferences-api';

/** One query for the person's preferences: the settings card saves them, the bell's toast reads them. */
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

/** The signed-in person's own preferences (the defaults until they save theirs). */
export function useNotificationPreferences() {
  return useQuery({ queryKey: NOTIFICATION_PREFERENCES_KEY, queryFn: () => notificationPreferencesApi(api).get() });
}

/** Saves them; the saved ones take the query's place, so the bell follows at once. */
export function useSaveNotificationPreferences() {
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => notificationPreferencesApi(api).save(preferences),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
