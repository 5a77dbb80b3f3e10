import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { CreateTracking1795461141458 } from './migrations/1795461141458-CreateTracking.js';
import { AffiliateLinks1795461300000 } from './migrations/1795461300000-AffiliateLinks.js';
import { LinkCampaignName1795461400000 } from './migrations/1795461400000-LinkCampaignName.js';
import { Clicks1795480000000 } from './migrations/1795480000000-Clicks.js';
import { StorefrontPages1795500000000 } from './migrations/1795500000000-StorefrontPages.js';
import { CpcBilling1795510000000 } from './migrations/1795510000000-CpcBilling.js';
import { PaidByCode1795530000000 } from './migrations/1795530000000-PaidByCode.js';
import { ClickQuality1795570000000 } from './migrations/1795570000000-ClickQuality.js';
import { Sales1795580000000 } from './migrations/1795580000000-Sales.js';
import { Ledger1795590000000 } from './migrations/1795590000000-Ledger.js';
import { Conversions1795600000000 } from './migrations/1795600000000-Conversions.js';
import { BrandStatements1795610000000 } from './migrations/1795610000000-BrandStatements.js';
import { Earnings1795620000000 } from './migrations/1795620000000-Earnings.js';
import { AgencyFees1795700000000 } from './migrations/1795700000000-AgencyFees.js';
import { CampaignAlerts1795710000000 } from './migrations/1795710000000-CampaignAlerts.js';
import { ShopBlockStats1795740000000 } from './migrations/1795740000000-ShopBlockStats.js';
import { DirectoryBackfill1795760000000 } from './migrations/1795760000000-DirectoryBackfill.js';
import { OutboxRequestId1795790000000 } from './migrations/1795790000000-OutboxRequestId.js';
import { TenantRowSecurity1795800000000 } from './migrations/1795800000000-TenantRowSecurity.js';
import { ClickEvidence1795850000000 } from './migrations/1795850000000-ClickEvidence.js';
import { KebabEventSubjects1795810000000 } from './migrations/1795810000000-KebabEventSubjects.js';
import { ShopBlockVisitors1795860000000 } from './migrations/1795860000000-ShopBlockVisitors.js';
import { ClearedEarnings1795870000000 } from './migrations/1795870000000-ClearedEarnings.js';
import { ConversionEvidence1795880000000 } from './migrations/1795880000000-ConversionEvidence.js';
import { BrandDomains1795890000000 } from './migrations/1795890000000-BrandDomains.js';
import { PixelPostbackKeys1795900000000 } from './migrations/1795900000000-PixelPostbackKeys.js';
import { DomainClaims1795910000000 } from './migrations/1795910000000-DomainClaims.js';
import { TransactionCancelReason1795930000000 } from './migrations/1795930000000-TransactionCancelReason.js';
import { ReturnedPayouts1795960000000 } from './migrations/1795960000000-ReturnedPayouts.js';
import { StatementPaymentReversals1795970000000 } from './migrations/1795970000000-StatementPaymentReversals.js';
import { HeldEarnings1795980000000 } from './migrations/1795980000000-HeldEarnings.js';
import { PayeeRowSecurity1795990000000 } from './migrations/1795990000000-PayeeRowSecurity.js';
import { LedgerRowSecurity1796000000000 } from './migrations/1796000000000-LedgerRowSecurity.js';
import { VerifiedTenantScope1796010000000 } from './migrations/1796010000000-VerifiedTenantScope.js';
import { CampaignRewards1796200000000 } from './migrations/1796200000000-CampaignRewards.js';
import { AffiliateLinkEntity } from '../links/affiliate-link.entity.js';

export const TRACKING_SCHEMA = 'tracking';
export const trackingEntities: (new () => object)[] = [AffiliateLinkEntity];
export const trackingMigrations = [
  CreateTracking1795461141458,
  AffiliateLinks1795461300000,
  LinkCampaignName1795461400000,
  Clicks1795480000000,
  StorefrontPages1795500000000,
  CpcBilling1795510000000,
  PaidByCode1795530000000,
  ClickQuality1795570000000,
  Sales1795580000000,
  Ledger1795590000000,
  Conversions1795600000000,
  BrandStatements1795610000000,
  Earnings1795620000000,
  AgencyFees1795700000000,
  CampaignAlerts1795710000000,
  ShopBlockStats1795740000000,
  DirectoryBackfill1795760000000,
  OutboxRequestId1795790000000,
  TenantRowSecurity1795800000000,
  KebabEventSubjects1795810000000,
  ClickEvidence1795850000000,
  ShopBlockVisitors1795860000000,
  ClearedEarnings1795870000000,
  ConversionEvidence1795880000000,
  BrandDomains1795890000000,
  PixelPostbackKeys1795900000000,
  DomainClaims1795910000000,
  TransactionCancelReason1795930000000,
  ReturnedPayouts1795960000000,
  StatementPaymentReversals1795970000000,
  HeldEarnings1795980000000,
  PayeeRowSecurity1795990000000,
  LedgerRowSecurity1796000000000,
  VerifiedTenantScope1796010000000,
  CampaignRewards1796200000000,
];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function trackingDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, TRACKING_SCHEMA, trackingEntities, trackingMigrations);
}

export default new DataSource(trackingDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
