import { tenantPolicyRenewalMigration } from '@afilia/service-kit';

/**
 * Every tenant policy of tracking reads the scope the keeper verified, no longer settings any SQL
 * the service runs could change (issue 36 §4, decision 235). The tables under the policy so far.
 */
export const VerifiedTenantScope1796010000000 = tenantPolicyRenewalMigration('VerifiedTenantScope1796010000000', {
  '"tracking"."transactions"': { brand: 'brand_id', creator: 'creator_id', agency: 'agency_id' },
  '"tracking"."sale_orders"': { brand: 'brand_id', creator: 'creator_id' },
  '"tracking"."earnings"': { brand: 'brand_id', creator: 'creator_id' },
  '"tracking"."agency_fees"': { brand: 'brand_id', agency: 'agency_id' },
  '"tracking"."brand_statements"': { brand: 'brand_id' },
  '"tracking"."external_conversions"': { brand: 'brand_id', creator: 'creator_id' },
  '"tracking"."domain_claims"': { brand: 'brand_id' },
  '"tracking"."payout_accounts"': { creator: 'payee_id', agency: 'payee_id' },
  '"tracking"."payouts"': { creator: 'payee_id', agency: 'payee_id' },
  '"tracking"."ledger_entries"': { brand: 'brand_id', creator: 'owner_id', agency: 'owner_id' },
});
