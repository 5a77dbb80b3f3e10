import { z } from 'zod';
import { messageResponseSchema } from '../http/auth/auth.js';
import {
  markReadRequestSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationScopeSchema,
} from '../http/notifications/notifications.js';
import {
  createWebhookEndpointRequestSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookEndpointWithSecretSchema,
} from '../http/brands/webhooks.js';
import { defineRequest, healthResponseSchema } from './define.js';

const ofBrand = z.object({ brandId: z.uuid() });
const ofEndpoint = ofBrand.extend({ id: z.uuid() });

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
  /** A brand's webhook endpoints (issue 39 §2): its owner, its agencies and admins; never a secret. */
  listWebhooks: defineRequest('notifications.webhook.list', ofBrand, webhookEndpointsSchema, { needsActor: true }),
  /** Answers the endpoint with its whole secret, this once. */
  createWebhook: defineRequest(
    'notifications.webhook.create',
    createWebhookEndpointRequestSchema.extend(ofBrand.shape),
    webhookEndpointWithSecretSchema,
    {
      needsActor: true,
    },
  ),
  updateWebhook: defineRequest(
    'notifications.webhook.update',
    updateWebhookEndpointRequestSchema.extend(ofEndpoint.shape),
    webhookEndpointSchema,
    {
      needsActor: true,
    },
  ),
  deleteWebhook: defineRequest('notifications.webhook.delete', ofEndpoint, messageResponseSchema, { needsActor: true }),
  /** A new secret signs from now on; the answer holds it, this once. */
  rotateWebhookSecret: defineRequest('notifications.webhook.rotate-secret', ofEndpoint, webhookEndpointWithSecretSchema, {
    needsActor: true,
  }),
  /** Queues a webhook.ping delivery to the endpoint. */
  testWebhook: defineRequest('notifications.webhook.test', ofEndpoint, webhookDeliverySchema, { needsActor: true }),
  /** The endpoint's delivery log, newest first, a page at a time. */
  webhookDeliveries: defineRequest(
    'notifications.webhook.deliveries',
    webhookDeliveriesQuerySchema.extend(ofEndpoint.shape),
    webhookDeliveriesPageSchema,
    {
      needsActor: true,
    },
  ),
  /** Sends a delivery again, with its id and body, at once. */
  resendWebhookDelivery: defineRequest('notifications.webhook.resend', ofBrand.extend({ deliveryId: z.uuid() }), webhookDeliverySchema, {
    needsActor: true,
  }),
  health: defineRequest('notifications.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
