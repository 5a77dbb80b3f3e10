import { tenantPolicyRenewalMigration } from '@afilia/service-kit';

/**
 * Every tenant policy of campaigns reads the scope the keeper verified, no longer settings any SQL
 * the service runs could change (issue 36 §4, decision 235). The tables under the policy so far.
 */
export const VerifiedTenantScope1796010000000 = tenantPolicyRenewalMigration('VerifiedTenantScope1796010000000', {
  '"campaigns"."campaign_applications"': { brand: 'brand_id', creator: 'creator_id' },
  '"campaigns"."cpc_campaign_participations"': { brand: 'brand_id', creator: 'creator_id' },
});
