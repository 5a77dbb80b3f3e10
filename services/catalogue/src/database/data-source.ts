import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { ProductEntity } from '../products/product.entity.js';
import { OauthStateEntity, StoreConnectionEntity, SyncJobEntity } from '../store/store-connection.entity.js';
import { CreateCatalogue1763712200000 } from './migrations/1763712200000-CreateCatalogue.js';
import { OrderReversals1765100000000 } from './migrations/1765100000000-OrderReversals.js';
import { PrivacyRequests1765200000000 } from './migrations/1765200000000-PrivacyRequests.js';
import { StoreDisconnectReason1765300000000 } from './migrations/1765300000000-StoreDisconnectReason.js';
import { StorefrontPages1795490000000 } from './migrations/1795490000000-StorefrontPages.js';
import { DiscountCodes1795520000000 } from './migrations/1795520000000-DiscountCodes.js';
import { DiscountCodeUses1795540000000 } from './migrations/1795540000000-DiscountCodeUses.js';
import { CreatorCustomCodes1795560000000 } from './migrations/1795560000000-CreatorCustomCodes.js';
import { ProductCollaborations1795720000000 } from './migrations/1795720000000-ProductCollaborations.js';
import { OutboxRequestId1795790000000 } from './migrations/1795790000000-OutboxRequestId.js';
import { TenantRowSecurity1795800000000 } from './migrations/1795800000000-TenantRowSecurity.js';
import { StoreInstallations1795920000000 } from './migrations/1795920000000-StoreInstallations.js';
import { StoreSuspension1795940000000 } from './migrations/1795940000000-StoreSuspension.js';
import { DiscountCodeCampaign1795950000000 } from './migrations/1795950000000-DiscountCodeCampaign.js';
import { VerifiedTenantScope1796010000000 } from './migrations/1796010000000-VerifiedTenantScope.js';

export const CATALOGUE_SCHEMA = 'catalogue';
export const catalogueEntities = [ProductEntity, StoreConnectionEntity, OauthStateEntity, SyncJobEntity];
export const catalogueMigrations = [
  CreateCatalogue1763712200000,
  OrderReversals1765100000000,
  PrivacyRequests1765200000000,
  StoreDisconnectReason1765300000000,
  StorefrontPages1795490000000,
  DiscountCodes1795520000000,
  DiscountCodeUses1795540000000,
  CreatorCustomCodes1795560000000,
  ProductCollaborations1795720000000,
  OutboxRequestId1795790000000,
  TenantRowSecurity1795800000000,
  StoreInstallations1795920000000,
  StoreSuspension1795940000000,
  DiscountCodeCampaign1795950000000,
  VerifiedTenantScope1796010000000,
];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function catalogueDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, CATALOGUE_SCHEMA, catalogueEntities, catalogueMigrations);
}

export default new DataSource(catalogueDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
