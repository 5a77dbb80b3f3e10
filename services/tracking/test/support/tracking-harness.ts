import { ServiceHarness } from '@afilia/service-kit/testing';
import { TrackingModule } from '../../src/app.module.js';
import { loadTrackingEnv } from '../../src/config/env.js';

/** The real tracking service on the run's fresh database and NATS. */
export class TrackingHarness extends ServiceHarness {
  constructor() {
    super('tracking', (env) => TrackingModule.register(loadTrackingEnv({ ...process.env, ...env })));
  }
}
