import { z } from 'zod';
import { defineRequest, healthResponseSchema } from './define.js';

export const NotificationsRequests = {
  health: defineRequest('notifications.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
