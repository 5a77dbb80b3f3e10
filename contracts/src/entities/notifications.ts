import { z } from 'zod';

/** Notifications' data model: in-app notifications and the e-mail outbox. */

const timestamp = z.iso.datetime({ offset: true });

export const NOTIFICATION_TYPES = [
  'application_accepted',
  'cpc_application_approved',
  'application_rejected',
  'counter_offer',
  'application_received',
  'campaign_created',
  'campaign_budget_warning',
  'campaign_budget_reached',
  'campaign_inactive',
  'campaign_high_ctr',
  'conversion_new',
  'fraud_detected',
  'cpc_quota_warning',
  'cpc_quota_reached',
  'link_deleted',
  'code_deactivated',
] as const;

/**
 * Who a notification is for: the people of a brand (its owner and the agencies linked to it) or a
 * creator. Kept by audience rather than by user, so a brand's agency sees it too (docs/decisions.md).
 */
export const NOTIFICATION_AUDIENCES = ['brand', 'creator'] as const;

export const notificationSchema = z.object({
  id: z.uuid(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  audienceId: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  relatedId: z.string().nullable(),
  read: z.boolean(),
  createdAt: timestamp,
});
export type Notification = z.infer<typeof notificationSchema>;

export const emailSchema = z.object({
  id: z.uuid(),
  to: z.email(),
  subject: z.string(),
  text: z.string(),
  /** 'pending' until the adapter delivered it; the embedded adapter logs it and marks it sent. */
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: timestamp,
});
export type Email = z.infer<typeof emailSchema>;
