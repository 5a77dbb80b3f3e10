import { outboxSubjectsRenameMigration } from '@afilia/service-kit';

/**
 * Tracking's event subjects in kebab-case like every other (decision 196): the events written
 * under the old subjects and not yet published go out under the new ones.
 */
export const KebabEventSubjects1795810000000 = outboxSubjectsRenameMigration('KebabEventSubjects1795810000000', 'tracking', {
  'tracking.cpc.quota_warning': 'tracking.cpc.quota-warning',
  'tracking.cpc.quota_reached': 'tracking.cpc.quota-reached',
  'tracking.creator.earnings_changed': 'tracking.creator.earnings-changed',
  'tracking.campaign.high_ctr': 'tracking.campaign.high-ctr',
});
