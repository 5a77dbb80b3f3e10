import { ServiceHarness } from '@afilia/service-kit/testing';
import { IdentityModule } from '../../src/app.module.js';
import { loadIdentityEnv } from '../../src/config/env.js';

/** The real identity service on the run's fresh database and NATS. */
export class IdentityHarness extends ServiceHarness {
  constructor() {
    super('identity', (env) => IdentityModule.register(loadIdentityEnv({ ...process.env, ...env })));
  }
}
