import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogueRequests } from '@afilia/contracts';
import { AtRestCipher, healthController, serviceImports } from '@afilia/service-kit';
import { AdminListsController } from './admin/admin-lists.controller.js';
import { CATALOGUE_ENV, type CatalogueEnv } from './config/env.js';
import { catalogueEntities, catalogueMigrations } from './database/data-source.js';
import { DiscountCodesController } from './discount-codes/discount-codes.controller.js';
import { DiscountCodesService } from './discount-codes/discount-codes.service.js';
import { CollaborationsController } from './collaborations/collaborations.controller.js';
import { CollaborationsService } from './collaborations/collaborations.service.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { ProductsController } from './products/products.controller.js';
import { ProductsService } from './products/products.service.js';
import { OauthStateSigner } from './store/oauth-state.js';
import { StoreController } from './store/store.controller.js';
import { StoreService } from './store/store.service.js';
import { SyncService } from './store/sync.service.js';
import { SummaryController } from './summary/summary.controller.js';
import { TiendanubeClient } from './tiendanube/tiendanube-client.js';
import { WebhookProcessor } from './webhooks/webhook-processor.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

@Module({})
export class CatalogueModule {
  static register(env: CatalogueEnv): DynamicModule {
    return {
      module: CatalogueModule,
      imports: serviceImports({
        name: 'catalogue',
        env,
        entities: catalogueEntities,
        migrations: catalogueMigrations,
        signingKey: env.SIGNING_KEY,
      }),
      controllers: [
        ProductsController,
        StoreController,
        DiscountCodesController,
        CollaborationsController,
        PrivacyController,
        SummaryController,
        AdminListsController,
        healthController('catalogue', CatalogueRequests.health),
      ],
      providers: [
        { provide: CATALOGUE_ENV, useValue: env },
        {
          provide: TiendanubeClient,
          useValue: new TiendanubeClient({
            apiUrl: env.TIENDANUBE_API_URL,
            authUrl: env.TIENDANUBE_AUTH_URL,
            appId: env.TIENDANUBE_APP_ID,
            clientSecret: env.TIENDANUBE_CLIENT_SECRET,
            userAgent: env.TIENDANUBE_USER_AGENT,
          }),
        },
        { provide: AtRestCipher, useValue: new AtRestCipher(env.CATALOGUE_SECRET, 'store-token') },
        { provide: OauthStateSigner, useValue: new OauthStateSigner(env.CATALOGUE_SECRET) },
        ProductsService,
        StoreService,
        SyncService,
        WebhooksService,
        WebhookProcessor,
        PrivacyService,
        DiscountCodesService,
        CollaborationsService,
      ],
    };
  }
}
