import { Module, type DynamicModule } from '@nestjs/common';
import { CampaignsRequests } from '@afilia/contracts';
import { healthController, serviceImports } from '@afilia/service-kit';
import type { CampaignsEnv } from './config/env.js';
import { campaignsEntities, campaignsMigrations } from './database/data-source.js';

/** Campañas, postulaciones y participaciones CPC */
@Module({})
export class CampaignsModule {
  static register(env: CampaignsEnv): DynamicModule {
    return {
      module: CampaignsModule,
      imports: serviceImports({ name: 'campaigns', env, entities: campaignsEntities, migrations: campaignsMigrations }),
      controllers: [healthController('campaigns', CampaignsRequests.health)],
      providers: [],
    };
  }
}
