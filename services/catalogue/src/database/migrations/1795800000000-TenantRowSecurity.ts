import { tenantRowSecurityMigration } from '@afilia/service-kit';

/**
 * A brand's store connection (its encrypted token), its sync jobs and its orders' reversals are
 * seen only in that brand's scope, an admin's or the service's own; its discount codes and its
 * product collaborations also by the creator they name (decision 195).
 */
export const TenantRowSecurity1795800000000 = tenantRowSecurityMigration('TenantRowSecurity1795800000000', {
  '"catalogue"."store_connections"': { brand: 'brand_id' },
  '"catalogue"."sync_jobs"': { brand: 'brand_id' },
  '"catalogue"."order_reversals"': { brand: 'brand_id' },
  '"catalogue"."discount_codes"': { brand: 'brand_id', creator: 'creator_id' },
  '"catalogue"."product_collaborations"': { brand: 'brand_id', creator: 'creator_id' },
});
