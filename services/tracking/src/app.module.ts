import { Module, type DynamicModule } from '@nestjs/common';
import { TrackingRequests } from '@afilia/contracts';
import { healthController, JsonLogger, serviceImports } from '@afilia/service-kit';
import type { TrackingEnv } from './config/env.js';
import { trackingEntities, trackingMigrations } from './database/data-source.js';
import { CampaignEventsListener } from './links/campaign-events.listener.js';
import { LinksController } from './links/links.controller.js';
import { LinksService } from './links/links.service.js';
import { PixelsController } from './pixels/pixels.controller.js';
import { PixelsService } from './pixels/pixels.service.js';
import { DataSource } from 'typeorm';

/** Affiliate links, clicks, pixels and conversions (seeds 000–002 §3). */
@Module({})
export class TrackingModule {
  static register(env: TrackingEnv): DynamicModule {
    return {
      module: TrackingModule,
      imports: serviceImports({ name: 'tracking', env, entities: trackingEntities, migrations: trackingMigrations }),
      controllers: [LinksController, PixelsController, healthController('tracking', TrackingRequests.health)],
      providers: [
        {
          provide: LinksService,
          inject: [DataSource, JsonLogger],
          useFactory: (dataSource: DataSource, logger: JsonLogger) => new LinksService(dataSource, logger, env.PUBLIC_URL),
        },
        PixelsService,
        CampaignEventsListener,
      ],
    };
  }
}
