import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { UserEntity } from '../users/user.entity.js';
import { AgencyEntity, BrandAgencyLinkEntity, BrandEntity } from '../brands/brand.entity.js';
import { CreatorEntity } from '../creators/creator.entity.js';
import { RefreshTokenEntity } from '../sessions/refresh-token.entity.js';
import { PasswordResetTokenEntity } from '../password-reset/password-reset-token.entity.js';
import { RecoveryCodeEntity, SignInChallengeEntity } from '../two-factor/two-factor.entities.js';
import { CreateIdentity1763712000000 } from './migrations/1763712000000-CreateIdentity.js';
import { AgencyFees1795700000000 } from './migrations/1795700000000-AgencyFees.js';
import { CreatorShops1795730000000 } from './migrations/1795730000000-CreatorShops.js';
import { CreatorProfiles1795750000000 } from './migrations/1795750000000-CreatorProfiles.js';
import { CreatorsDirectory1795760000000 } from './migrations/1795760000000-CreatorsDirectory.js';
import { CreatorClaims1795770000000 } from './migrations/1795770000000-CreatorClaims.js';
import { TwoFactor1795780000000 } from './migrations/1795780000000-TwoFactor.js';
import { OutboxRequestId1795790000000 } from './migrations/1795790000000-OutboxRequestId.js';
import { DirectoryEarnings1795870000000 } from './migrations/1795870000000-DirectoryEarnings.js';
import { BrandEmails1795880000000 } from './migrations/1795880000000-BrandEmails.js';
import { ReleasedSlugs1795890000000 } from './migrations/1795890000000-ReleasedSlugs.js';
import { ApiKeys1795900000000 } from './migrations/1795900000000-ApiKeys.js';
import { ApiKeyEntity } from '../api-keys/api-key.entity.js';

export const IDENTITY_SCHEMA = 'identity';

export const identityEntities = [
  UserEntity,
  BrandEntity,
  AgencyEntity,
  BrandAgencyLinkEntity,
  CreatorEntity,
  RefreshTokenEntity,
  PasswordResetTokenEntity,
  RecoveryCodeEntity,
  SignInChallengeEntity,
  ApiKeyEntity,
];

export const identityMigrations = [
  CreateIdentity1763712000000,
  AgencyFees1795700000000,
  CreatorShops1795730000000,
  CreatorProfiles1795750000000,
  CreatorsDirectory1795760000000,
  CreatorClaims1795770000000,
  TwoFactor1795780000000,
  OutboxRequestId1795790000000,
  DirectoryEarnings1795870000000,
  BrandEmails1795880000000,
  ReleasedSlugs1795890000000,
  ApiKeys1795900000000,
];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function identityDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, IDENTITY_SCHEMA, identityEntities, identityMigrations);
}

export default new DataSource(identityDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
