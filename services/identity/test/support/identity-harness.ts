import { ServiceHarness } from '@afilia/service-kit';
import { IdentityModule } from '../../src/app.module.js';
import { loadIdentityEnv } from '../../src/config/env.js';

/** The real identity service on the run's fresh database and NATS. */
export class IdentityHarness extends ServiceHarness {
  constructor() {
    super('identity', () => IdentityModule.register(loadIdentityEnv()));
  }
}

let counter = 0;
/** A unique, valid e-mail per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
