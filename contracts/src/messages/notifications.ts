import { z } from 'zod';
import { messageResponseSchema } from '../http/auth/auth.js';
import {
  markReadRequestSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationScopeSchema,
} from '../http/notifications/notifications.js';
import { defineRequest, healthResponseSchema } from './define.js';

export const NotificationsRequests = {
  /** The bell's list: the latest 20 of the actor's audience, and the unread count. */
  list: defineRequest('notifications.notification.list', notificationScopeSchema, notificationListSchema, { needsActor: true }),
  markRead: defineRequest('notifications.notification.mark-read', markReadRequestSchema, messageResponseSchema, { needsActor: true }),
  markAllRead: defineRequest('notifications.notification.mark-all-read', notificationScopeSchema, messageResponseSchema, {
    needsActor: true,
  }),
  /** The actor's own preferences (the defaults until they save theirs); nobody reads another's. */
  preferences: defineRequest('notifications.preferences.get', z.object({}), notificationPreferencesSchema, { needsActor: true }),
  /** Replaces the actor's own preferences; answers them as saved. */
  updatePreferences: defineRequest('notifications.preferences.update', notificationPreferencesSchema, notificationPreferencesSchema, {
    needsActor: true,
  }),
  health: defineRequest('notifications.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
