import { z } from 'zod';
import { notificationSchema } from '../../entities/notifications.js';

/** The bell (seed 002 §2 'Dashboard shell', §9): the latest 20, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Which brand's notifications an agency reads (its active brand); a creator or brand owner sends none. */
export const notificationScopeSchema = z.object({ brandId: z.uuid().optional() });

export const markReadRequestSchema = z.object({ id: z.uuid() });
