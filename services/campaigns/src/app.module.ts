import { Module, type DynamicModule } from '@nestjs/common';
import { CampaignsRequests } from '@afilia/contracts';
import { healthController, serviceImports } from '@afilia/service-kit';
import { AdminStatsController } from './admin/admin-stats.controller.js';
import { AssistantController } from './assistant/assistant.controller.js';
import { AssistantService } from './assistant/assistant.service.js';
import { CAMPAIGN_ASSISTANT, TRANSCRIBER } from './assistant/campaign-assistant.js';
import { LocalCampaignAssistant } from './assistant/local-assistant.js';
import { NoTranscriber, OpenAiCampaignAssistant } from './assistant/openai-assistant.js';
import { ApplicationsController } from './applications/applications.controller.js';
import { ApplicationsService } from './applications/applications.service.js';
import { BannersController } from './banners/banners.controller.js';
import { BannersService } from './banners/banners.service.js';
import { CampaignExpiry } from './campaigns/campaign-expiry.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import type { CampaignsEnv } from './config/env.js';
import { campaignsEntities, campaignsMigrations } from './database/data-source.js';
import { CpcBillingListener } from './participations/cpc-billing.listener.js';
import { ParticipationsService } from './participations/participations.service.js';
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
        AssistantController,
        BannersController,
        SummaryController,
        AdminStatsController,
        healthController('campaigns', CampaignsRequests.health),
      ],
      providers: [
        CampaignsService,
        ApplicationsService,
        ParticipationsService,
        CpcBillingListener,
        AssistantService,
        BannersService,
        CampaignExpiry,
        ...assistantProviders(env),
      ],
    };
  }
}

/** The model behind the assistant and the microphone: an OpenAI-compatible endpoint, or the embedded assistant. */
function assistantProviders(env: CampaignsEnv) {
  if (!env.AI_API_URL)
    return [
      { provide: CAMPAIGN_ASSISTANT, useValue: new LocalCampaignAssistant() },
      { provide: TRANSCRIBER, useValue: new NoTranscriber() },
    ];
  const remote = new OpenAiCampaignAssistant({
    baseUrl: env.AI_API_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
  });
  return [
    { provide: CAMPAIGN_ASSISTANT, useValue: remote },
    { provide: TRANSCRIBER, useValue: remote },
  ];
}
