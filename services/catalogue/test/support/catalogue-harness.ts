import { ServiceHarness } from '@afilia/service-kit/testing';
import { CatalogueModule } from '../../src/app.module.js';
import { loadCatalogueEnv } from '../../src/config/env.js';

/** The real catalogue service on the run's database and NATS; Tiendanube settings from `env`. */
export class CatalogueHarness extends ServiceHarness {
  constructor(env: NodeJS.ProcessEnv = {}) {
    super('catalogue', (own) => CatalogueModule.register(loadCatalogueEnv({ ...process.env, ...env, ...own })));
  }
}
