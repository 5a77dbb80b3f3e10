import { ServiceHarness } from '@afilia/service-kit/testing';
import { CampaignsModule } from '../../src/app.module.js';
import { loadCampaignsEnv } from '../../src/config/env.js';

/** The real campaigns service on the run's fresh database and NATS. */
export class CampaignsHarness extends ServiceHarness {
  constructor() {
    super('campaigns', (env) => CampaignsModule.register(loadCampaignsEnv({ ...process.env, ...env })));
  }
}
