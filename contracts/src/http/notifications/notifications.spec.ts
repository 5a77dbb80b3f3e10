import { NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY, NOTIFICATION_TYPES } from '../../entities/notifications.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema, wantsEmail, wantsNotification } from './notifications.js';

describe('the notification categories', () => {
  it('gives every type one category of the four', () => {
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_CATEGORIES).toContain(NOTIFICATION_CATEGORY[type]);
    expect(Object.keys(NOTIFICATION_CATEGORY).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('groups the types as the issue lists them', () => {
    const byCategory = (category: string) =>
      NOTIFICATION_TYPES.filter((t) => NOTIFICATION_CATEGORY[t] === category)
        .slice()
        .sort();
    expect(byCategory('campaigns')).toEqual(
      [
        'application_received',
        'application_accepted',
        'cpc_application_approved',
        'application_rejected',
        'counter_offer',
        'campaign_created',
        'campaign_inactive',
        'campaign_high_ctr',
        'link_deleted',
        'code_deactivated',
        'collaboration_invited',
        'collaboration_answered',
      ].sort(),
    );
    // With issue 35's reversed sales and payouts: money a person earned or lost.
    expect(byCategory('conversions')).toEqual(['conversion_new', 'payout_sent', 'sale_reversed']);
    expect(byCategory('fraud')).toEqual(['fraud_detected']);
    expect(byCategory('budgetAlerts')).toEqual(
      ['campaign_budget_warning', 'campaign_budget_reached', 'cpc_quota_warning', 'cpc_quota_reached'].sort(),
    );
  });
});

describe('notification preferences', () => {
  it('start with every category on and e-mail off (seed 001 §2)', () => {
    expect(notificationPreferencesSchema.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual({
      campaigns: true,
      conversions: true,
      fraud: true,
      budgetAlerts: true,
      emailNotifications: false,
    });
  });

  it('filter by the type’s category; e-mail needs both e-mail and the category on', () => {
    const noBudget = { ...DEFAULT_NOTIFICATION_PREFERENCES, budgetAlerts: false };
    expect(wantsNotification(noBudget, 'campaign_budget_warning')).toBe(false);
    expect(wantsNotification(noBudget, 'application_received')).toBe(true);
    expect(wantsEmail(DEFAULT_NOTIFICATION_PREFERENCES, 'application_received')).toBe(false);
    expect(wantsEmail({ ...noBudget, emailNotifications: true }, 'application_received')).toBe(true);
    expect(wantsEmail({ ...noBudget, emailNotifications: true }, 'cpc_quota_reached')).toBe(false);
  });

  it('refuses a body that leaves one out', () => {
    expect(notificationPreferencesSchema.safeParse({ campaigns: true }).success).toBe(false);
  });
});
