import { z } from 'zod';
import { NOTIFICATION_CATEGORY, notificationSchema, type NotificationType } from '../../entities/notifications.js';

/** The bell (seed 002 §2 'Dashboard shell', §9): the latest 20, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Which brand's notifications an agency reads (its active brand); a creator or brand owner sends none. */
export const notificationScopeSchema = z.object({ brandId: z.uuid().optional() });

export const markReadRequestSchema = z.object({ id: z.uuid() });

/** A person's notification preferences, kept by notifications per user. */
export const notificationPreferencesSchema = z.object({
  campaigns: z.boolean(),
  conversions: z.boolean(),
  fraud: z.boolean(),
  budgetAlerts: z.boolean(),
  /** Whether the notifications of the categories that are on also arrive by e-mail. */
  emailNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Until a person saves theirs (seed 001 §2): every category on, e-mail off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  campaigns: true,
  conversions: true,
  fraud: true,
  budgetAlerts: true,
  emailNotifications: false,
};

/** Whether a notification of this type is wanted (toasted live, e-mailed when e-mail is on). */
export function wantsNotification(preferences: NotificationPreferences, type: NotificationType): boolean {
  return preferences[NOTIFICATION_CATEGORY[type]];
}

/** Whether a notification of this type goes to the person by e-mail too. */
export function wantsEmail(preferences: NotificationPreferences, type: NotificationType): boolean {
  return preferences.emailNotifications && wantsNotification(preferences, type);
}
