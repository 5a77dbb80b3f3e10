import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type { NatsConnection } from '@nats-io/transport-node';
import { callerKey, connectNats, GATEWAY_IDENTITY, JsonLogger } from '@afilia/service-kit';
import type { GatewayEnv } from './config/env.js';
import { GATEWAY_ENV } from './config/env.js';
import { AuthController } from './auth/auth.controller.js';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { SessionRevocations } from './auth/session-revocations.js';
import { CurrentUserCache } from './auth/current-user-cache.js';
import { ApiKeyAuth } from './auth/api-key-auth.js';
import { BrandsController } from './brands/brands.controller.js';
import { ApiKeysController } from './brands/api-keys.controller.js';
import { BrandWebhooksController } from './brands/webhooks.controller.js';
import { ExportsController } from './exports/exports.controller.js';
import { CollaborationsController } from './collaborations/collaborations.controller.js';
import { CreatorsController } from './creators/creators.controller.js';
import { EmailOptOutsController } from './email-opt-outs/email-opt-outs.controller.js';
import { PressKitPageController } from './profile/press-kit-page.controller.js';
import { ProfileController } from './profile/profile.controller.js';
import { ShopController } from './shop/shop.controller.js';
import { ShopPageController } from './shop/shop-page.controller.js';
import { ProductsController } from './products/products.controller.js';
import { DiscountCodesController } from './products/discount-codes.controller.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { LiveNotifications } from './notifications/live-notifications.js';
import { ApplicationsController } from './campaigns/applications.controller.js';
import { AssistantController } from './campaigns/assistant.controller.js';
import { BannersController } from './campaigns/banners.controller.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { LinksController } from './campaigns/links.controller.js';
import { TestSaleController } from './sales/test-sale.controller.js';
import { PixelsController } from './pixels/pixels.controller.js';
import { DomainsController } from './domains/domains.controller.js';
import { PayoutsController } from './sales/payouts.controller.js';
import { TransactionsController } from './sales/transactions.controller.js';
import { StoreController } from './store/store.controller.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { AdminController } from './admin/admin.controller.js';
import { DocsController } from './docs/docs.controller.js';
import { RouteDiscovery } from './docs/route-discovery.js';
import { Frontends } from './frontends/frontends.js';
import { HealthController } from './health/health.controller.js';
import { HealthMonitor } from './health/health-monitor.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { RATE_LIMIT_STORE, RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit/rate-limit.store.js';
import { GATEWAY_CALLER, GATEWAY_NATS, ServiceClient } from './bus/service-client.js';
import { LocalDiskStorage, S3Storage } from './uploads/image-storage.js';
import { IMAGE_STORAGE, UploadsController } from './uploads/uploads.controller.js';

@Module({})
export class GatewayModule implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_NATS) private readonly nc: NatsConnection) {}

  /**
   * The gateway's NATS connection, drained last: Nest calls a module's own hook after those of
   * its providers (the event followers stop first) and after the HTTP server closed. A connection
   * left open keeps the process alive once the app has closed; in a container, where the gateway
   * is PID 1, Nest's re-raised SIGTERM does not end it either (decision 243).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain();
  }

  static register(env: GatewayEnv, frontends: Frontends): DynamicModule {
    return {
      module: GatewayModule,
      imports: [PassportModule, DiscoveryModule],
      controllers: [
        AuthController,
        BrandsController,
        ApiKeysController,
        BrandWebhooksController,
        ExportsController,
        CollaborationsController,
        CreatorsController,
        EmailOptOutsController,
        ShopController,
        ShopPageController,
        ProfileController,
        PressKitPageController,
        ProductsController,
        DiscountCodesController,
        NotificationsController,
        AssistantController,
        BannersController,
        CampaignsController,
        ApplicationsController,
        LinksController,
        TransactionsController,
        TestSaleController,
        PixelsController,
        DomainsController,
        PayoutsController,
        StoreController,
        WebhooksController,
        UploadsController,
        DashboardController,
        AdminController,
        HealthController,
        DocsController,
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: JsonLogger, useValue: new JsonLogger('gateway', env.LOG_LEVEL) },
        { provide: Frontends, useValue: frontends },
        { provide: GATEWAY_NATS, useFactory: () => connectNats({ url: env.NATS_URL, identity: GATEWAY_IDENTITY, seed: env.NATS_SEED }) },
        { provide: GATEWAY_CALLER, useValue: callerKey('gateway', env.SIGNING_KEY) },
        {
          provide: RATE_LIMIT_STORE,
          useFactory: () => (env.REDIS_URL ? new RedisRateLimitStore(env.REDIS_URL) : new MemoryRateLimitStore()),
        },
        {
          provide: IMAGE_STORAGE,
          useFactory: () =>
            env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_PUBLIC_URL
              ? new S3Storage({
                  endpoint: env.S3_ENDPOINT,
                  region: env.S3_REGION,
                  bucket: env.S3_BUCKET,
                  accessKeyId: env.S3_ACCESS_KEY_ID,
                  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                  publicUrl: env.S3_PUBLIC_URL,
                })
              : new LocalDiskStorage(env.UPLOADS_DIR),
        },
        ServiceClient,
        HealthMonitor,
        SessionRevocations,
        LiveNotifications,
        CurrentUserCache,
        ApiKeyAuth,
        JwtStrategy,
        RouteDiscovery,
        // Order matters: the token first, so a per-person limit (uploads) knows the person; the
        // public routes' limits (sign-in, sign-up, reset) still count every request, as the token
        // guard lets those through untouched.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
