import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityRequests } from '@afilia/contracts';
import { ensureSchema, healthController, ServiceKitModule } from '@afilia/service-kit';
import { IDENTITY_ENV, type IdentityEnv } from './config/env.js';
import { IDENTITY_SCHEMA, identityDataSourceOptions, identityEntities } from './database/data-source.js';
import { AccountsService } from './accounts/accounts.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { BrandsController } from './brands/brands.controller.js';
import { BrandsService } from './brands/brands.service.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SummaryController } from './summary/summary.controller.js';

@Module({})
export class IdentityModule {
  static register(env: IdentityEnv): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            await ensureSchema(env.DATABASE_URL, IDENTITY_SCHEMA);
            return identityDataSourceOptions(env.DATABASE_URL);
          },
        }),
        TypeOrmModule.forFeature(identityEntities),
        ServiceKitModule.forService({ name: 'identity', natsUrl: env.NATS_URL, logLevel: env.LOG_LEVEL }),
      ],
      controllers: [
        AuthController,
        PasswordResetController,
        BrandsController,
        SummaryController,
        healthController('identity', IdentityRequests.health),
      ],
      providers: [
        { provide: IDENTITY_ENV, useValue: env },
        AccountsService,
        AuthService,
        SessionsService,
        PasswordResetService,
        BrandsService,
      ],
    };
  }
}
