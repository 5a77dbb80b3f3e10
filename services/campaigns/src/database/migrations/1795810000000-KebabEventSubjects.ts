import { outboxSubjectsRenameMigration } from '@afilia/service-kit';

/**
 * Campaigns' event subjects in kebab-case like every other (decision 196): the events written
 * under the old subjects and not yet published go out under the new ones.
 */
export const KebabEventSubjects1795810000000 = outboxSubjectsRenameMigration('KebabEventSubjects1795810000000', 'campaigns', {
  'campaigns.application.counter_offered': 'campaigns.application.counter-offered',
  'campaigns.participation.counter_offered': 'campaigns.participation.counter-offered',
  'campaigns.campaign.budget_warning': 'campaigns.campaign.budget-warning',
  'campaigns.campaign.budget_reached': 'campaigns.campaign.budget-reached',
});
