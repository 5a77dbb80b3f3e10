import { tenantRowSecurityMigration } from '@afilia/service-kit';

/**
 * A payee's bank details and payouts are seen only by that creator or agency, an admin, or the
 * service's own work (issue 36 §4; decision 195's policy, without a brand column).
 */
export const PayeeRowSecurity1795990000000 = tenantRowSecurityMigration('PayeeRowSecurity1795990000000', {
  '"tracking"."payout_accounts"': { creator: 'payee_id', agency: 'payee_id' },
  '"tracking"."payouts"': { creator: 'payee_id', agency: 'payee_id' },
});
