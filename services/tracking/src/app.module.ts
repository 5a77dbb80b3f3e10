import { Module, type DynamicModule } from '@nestjs/common';
import { TrackingRequests } from '@afilia/contracts';
import { healthController, JsonLogger, Outbox, serviceImports, ServiceClient } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from './config/env.js';
import { trackingEntities, trackingMigrations } from './database/data-source.js';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AnalyticsService } from './analytics/analytics.service.js';
import { CampaignEventsListener } from './links/campaign-events.listener.js';
import { StorefrontEventsListener } from './links/storefront-events.listener.js';
import { HeldClicksService } from './billing/held-clicks.service.js';
import { LinksController } from './links/links.controller.js';
import { DomainsController } from './links/domains.controller.js';
import { DomainClaimsService } from './links/domain-claims.service.js';
import { dnsTxtLookup } from './links/domain-records.js';
import { LinksService } from './links/links.service.js';
import { LinkViews } from './links/link-views.js';
import { ManagedLinksService } from './links/managed-links.service.js';
import { ConversionReviewClock } from './pixels/conversion-review-clock.js';
import { ConversionReviews } from './pixels/conversion-review.js';
import { PixelsController } from './pixels/pixels.controller.js';
import { PixelDirectory } from './pixels/pixel-directory.js';
import { PixelsService } from './pixels/pixels.service.js';
import { RedirectHost } from './redirect/redirect-host.js';
import { ShopVisitorsPurge } from './shops/shop-visitors-purge.js';
import { CommissionClearing } from './money/commission-clearing.js';
import { OrderEventsListener } from './money/order-events.listener.js';
import { AgencyFeeEventsListener } from './money/agency-fee-events.listener.js';
import { SaleRecorder } from './money/sale-recorder.js';
import { TestSaleService } from './money/test-sale.service.js';
import { PayoutsService } from './money/payouts.service.js';
import { PAYMENT_PROVIDER } from './money/payment-provider.js';
import { mercadoPagoClientFor, paymentProviderFor } from './money/payment-provider-settings.js';
import { StatementsService } from './money/statements.service.js';
import { ClickEarnings } from './money/click-earnings.js';
import { MERCADOPAGO_CLIENT, MercadoPagoNotifications } from './money/mercadopago/mercadopago-notifications.service.js';
import { MercadoPagoReconciler } from './money/mercadopago/mercadopago-reconciler.js';
import { TransactionsController } from './money/transactions.controller.js';
import { RewardProgressController, RewardProgressService } from './money/reward-progress.js';
import { TransactionsService } from './money/transactions.service.js';
import { ExportsController } from './exports/exports.controller.js';
import { ExportsService } from './exports/exports.service.js';
import { DataSource } from 'typeorm';

/** Affiliate links, clicks, pixels and conversions (seeds 000–002 §3). */
@Module({})
export class TrackingModule {
  static register(env: TrackingEnv): DynamicModule {
    const mercadoPago = mercadoPagoClientFor(env);
    return {
      module: TrackingModule,
      imports: serviceImports({
        name: 'tracking',
        env,
        entities: trackingEntities,
        migrations: trackingMigrations,
        signingKey: env.SIGNING_KEY,
      }),
      controllers: [
        ExportsController,
        LinksController,
        DomainsController,
        AnalyticsController,
        PixelsController,
        TransactionsController,
        RewardProgressController,
        healthController('tracking', TrackingRequests.health),
      ],
      providers: [
        { provide: TRACKING_ENV, useValue: env },
        LinkViews,
        AnalyticsService,
        {
          provide: DomainClaimsService,
          inject: [DataSource, JsonLogger],
          useFactory: (dataSource: DataSource, logger: JsonLogger) =>
            new DomainClaimsService(dataSource, dnsTxtLookup(env.DOMAIN_DNS_SERVERS), logger),
        },
        {
          provide: LinksService,
          inject: [DataSource, JsonLogger, Outbox, LinkViews],
          useFactory: (dataSource: DataSource, logger: JsonLogger, outbox: Outbox, views: LinkViews) =>
            new LinksService(dataSource, logger, outbox, env.PUBLIC_URL, views),
        },
        {
          provide: ManagedLinksService,
          inject: [DataSource, LinksService, LinkViews, Outbox, JsonLogger, ServiceClient],
          useFactory: (
            dataSource: DataSource,
            links: LinksService,
            views: LinkViews,
            outbox: Outbox,
            logger: JsonLogger,
            client: ServiceClient,
          ) => new ManagedLinksService(dataSource, links, views, outbox, logger, env.PUBLIC_URL, client),
        },
        { provide: PixelDirectory, inject: [DataSource], useFactory: (dataSource: DataSource) => new PixelDirectory(dataSource) },
        {
          provide: ConversionReviews,
          inject: [Outbox],
          useFactory: (outbox: Outbox) => new ConversionReviews(outbox, env.COMMISSION_HOLD_DAYS),
        },
        ConversionReviewClock,
        PixelsService,
        TransactionsService,
        RewardProgressService,
        ExportsService,
        {
          provide: SaleRecorder,
          inject: [Outbox, JsonLogger],
          useFactory: (outbox: Outbox, logger: JsonLogger) => new SaleRecorder(outbox, logger, env.COMMISSION_HOLD_DAYS),
        },
        OrderEventsListener,
        AgencyFeeEventsListener,
        TestSaleService,
        CommissionClearing,
        ClickEarnings,
        HeldClicksService,
        { provide: MERCADOPAGO_CLIENT, useValue: mercadoPago },
        { provide: PAYMENT_PROVIDER, useValue: paymentProviderFor(env, mercadoPago) },
        PayoutsService,
        StatementsService,
        MercadoPagoNotifications,
        MercadoPagoReconciler,
        CampaignEventsListener,
        StorefrontEventsListener,
        RedirectHost,
        ShopVisitorsPurge,
      ],
    };
  }
}
