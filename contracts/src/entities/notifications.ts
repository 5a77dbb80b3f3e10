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
  'collaboration_invited',
  'collaboration_answered',
  // Ours (issue 35): a sale reversed by the store, a payout that reached the creator.
  'sale_reversed',
  'payout_sent',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The preference categories (seed 001 §2 'Creator profile'): each filters the e-mails and the
 * live toast of the types it holds; the bell's list always keeps every notification.
 */
export const NOTIFICATION_CATEGORIES = ['campaigns', 'conversions', 'fraud', 'budgetAlerts'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Each notification type's category: the one table the e-mails and the toast read. */
export const NOTIFICATION_CATEGORY: Record<NotificationType, NotificationCategory> = {
  application_received: 'campaigns',
  collaboration_invited: 'campaigns',
  collaboration_answered: 'campaigns',
  application_accepted: 'campaigns',
  cpc_application_approved: 'campaigns',
  application_rejected: 'campaigns',
  counter_offer: 'campaigns',
  campaign_created: 'campaigns',
  campaign_inactive: 'campaigns',
  campaign_high_ctr: 'campaigns',
  link_deleted: 'campaigns',
  code_deactivated: 'campaigns',
  conversion_new: 'conversions',
  sale_reversed: 'conversions',
  payout_sent: 'conversions',
  fraud_detected: 'fraud',
  campaign_budget_warning: 'budgetAlerts',
  campaign_budget_reached: 'budgetAlerts',
  cpc_quota_warning: 'budgetAlerts',
  cpc_quota_reached: 'budgetAlerts',
};

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
