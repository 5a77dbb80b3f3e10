import { Module, type DynamicModule } from '@nestjs/common';
import { CampaignsRequests } from '@afilia/contracts';
import { healthController, serviceImports } from '@afilia/service-kit';
import { ApplicationsController } from './applications/applications.controller.js';
import { ApplicationsService } from './applications/applications.service.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import type { CampaignsEnv } from './config/env.js';
import { campaignsEntities, campaignsMigrations } from './database/data-source.js';
import { ParticipationsService } from './participations/participations.service.js';
import { PeerLookups } from './peers/peer-lookups.js';
import { SummaryController } from './summary/summary.controller.js';

/** Campaigns, the applications to them and CPC participations (seed 002 §2–§4). */
@Module({})
export class CampaignsModule {
  static register(env: CampaignsEnv): DynamicModule {
    return {
      module: CampaignsModule,
      imports: serviceImports({
        name: 'campaigns',
        env,
        entities: campaignsEntities,
        migrations: campaignsMigrations,
        signingKey: env.SIGNING_KEY,
      }),
      controllers: [
        CampaignsController,
        ApplicationsController,
        SummaryController,
        healthController('campaigns', CampaignsRequests.health),
      ],
      providers: [CampaignsService, ApplicationsService, ParticipationsService, PeerLookups],
    };
  }
}
