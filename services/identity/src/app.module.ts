import { Module, type DynamicModule } from '@nestjs/common';
import { IdentityRequests } from '@afilia/contracts';
import { AtRestCipher, healthController, serviceImports } from '@afilia/service-kit';
import { AdminListsController } from './admin/admin-lists.controller.js';
import { IDENTITY_ENV, type IdentityEnv } from './config/env.js';
import { identityEntities, identityMigrations } from './database/data-source.js';
import { AccountsService } from './accounts/accounts.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { BrandsController } from './brands/brands.controller.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { BrandEmailsController } from './brand-emails/brand-emails.controller.js';
import { BrandEmailsService } from './brand-emails/brand-emails.service.js';
import { BrandAgenciesService } from './brands/brand-agencies.service.js';
import { BrandsService } from './brands/brands.service.js';
import { CreatorListsService } from './directory/creator-lists.service.js';
import { CreatorsDirectoryController } from './directory/creators-directory.controller.js';
import { CreatorsDirectoryService } from './directory/creators-directory.service.js';
import { DirectoryController } from './directory/directory.controller.js';
import { DirectoryProjectionsListener } from './directory/directory-projections.listener.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { ProfilesService } from './profiles/profiles.service.js';
import { SOCIAL_STATS_SOURCES, socialStatsSources } from './profiles/social-stats/social-stats-sources.js';
import { ShopsController } from './shops/shops.controller.js';
import { ShopsService } from './shops/shops.service.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TOTP_KEYS, TwoFactorService } from './two-factor/two-factor.service.js';

@Module({})
export class IdentityModule {
  static register(env: IdentityEnv): DynamicModule {
    return {
      module: IdentityModule,
      imports: serviceImports({ name: 'identity', env, entities: identityEntities, migrations: identityMigrations }),
      controllers: [
        AuthController,
        PasswordResetController,
        BrandsController,
        DirectoryController,
        AdminListsController,
        ShopsController,
        ProfilesController,
        CreatorsDirectoryController,
        TwoFactorController,
        BrandEmailsController,
        ApiKeysController,
        healthController('identity', IdentityRequests.health),
      ],
      providers: [
        { provide: IDENTITY_ENV, useValue: env },
        AccountsService,
        AuthService,
        SessionsService,
        PasswordResetService,
        BrandsService,
        BrandAgenciesService,
        ShopsService,
        ProfilesService,
        CreatorsDirectoryService,
        CreatorListsService,
        DirectoryProjectionsListener,
        TwoFactorService,
        BrandEmailsService,
        ApiKeysService,
        { provide: TOTP_KEYS, useValue: new AtRestCipher(env.IDENTITY_SECRET, 'totp-key') },
        { provide: SOCIAL_STATS_SOURCES, useValue: socialStatsSources(env) },
      ],
    };
  }
}
