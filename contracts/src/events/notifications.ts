import { z } from 'zod';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_TYPES } from '../entities/notifications.js';
import { defineEvent } from './define.js';

/** What notifications tells the platform: the gateway pushes each new one to the people it is for. */
export const NotificationsEvents = {
  notificationCreated: defineEvent(
    'notifications.notification.created',
    z.object({
      notificationId: z.uuid(),
      audience: z.enum(NOTIFICATION_AUDIENCES),
      audienceId: z.uuid(),
      type: z.enum(NOTIFICATION_TYPES),
      title: z.string(),
      message: z.string(),
      link: z.string().nullable(),
      relatedId: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
} as const;
