import { startService } from '@afilia/service-kit';
import { CampaignsModule } from './app.module.js';
import { loadCampaignsEnv } from './config/env.js';

const env = loadCampaignsEnv();
await startService(CampaignsModule.register(env), { name: 'campaigns', env });
