import { tenantPolicyRenewalMigration } from '@afilia/service-kit';

/**
 * Every tenant policy of the catalogue reads the scope the keeper verified, no longer settings any
 * SQL the service runs could change (issue 36 §4, decision 235). The tables under the policy so far.
 */
export const VerifiedTenantScope1796010000000 = tenantPolicyRenewalMigration('VerifiedTenantScope1796010000000', {
  '"catalogue"."store_connections"': { brand: 'brand_id' },
  '"catalogue"."sync_jobs"': { brand: 'brand_id' },
  '"catalogue"."order_reversals"': { brand: 'brand_id' },
  '"catalogue"."discount_codes"': { brand: 'brand_id', creator: 'creator_id' },
  '"catalogue"."product_collaborations"': { brand: 'brand_id', creator: 'creator_id' },
});
