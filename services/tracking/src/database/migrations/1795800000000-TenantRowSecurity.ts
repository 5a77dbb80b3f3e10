import { tenantRowSecurityMigration } from '@afilia/service-kit';

/**
 * The money: a sale's transactions, its order, the creator's earnings, the agency's fees, the
 * brand's statements and the pixel's conversions are seen only by the tenants they name (the
 * brand; the creator or agency paid), an admin, or the service's own work (decision 195).
 */
export const TenantRowSecurity1795800000000 = tenantRowSecurityMigration('TenantRowSecurity1795800000000', {
  '"tracking"."transactions"': { brand: 'brand_id', creator: 'creator_id', agency: 'agency_id' },
  '"tracking"."sale_orders"': { brand: 'brand_id', creator: 'creator_id' },
  '"tracking"."earnings"': { brand: 'brand_id', creator: 'creator_id' },
  '"tracking"."agency_fees"': { brand: 'brand_id', agency: 'agency_id' },
  '"tracking"."brand_statements"': { brand: 'brand_id' },
  '"tracking"."external_conversions"': { brand: 'brand_id', creator: 'creator_id' },
});
