import { randomUUID } from 'node:crypto';
import type { Actor } from '@afilia/contracts';
import { ServiceHarness } from '@afilia/service-kit';
import { CatalogueModule } from '../../src/app.module.js';
import { loadCatalogueEnv } from '../../src/config/env.js';

/** The real catalogue service on the run's database and NATS; Tiendanube settings from `env`. */
export class CatalogueHarness extends ServiceHarness {
  constructor(env: NodeJS.ProcessEnv = {}) {
    super('catalogue', () => CatalogueModule.register(loadCatalogueEnv({ ...process.env, ...env })));
  }
}

/** Actors as the gateway would attach them from verified tokens. */
export function brandActor(brandId: string = randomUUID()): Actor {
  return { userId: randomUUID(), role: 'brand', brandIds: [brandId], creatorId: null, agencyId: null };
}

export function agencyActor(brandIds: string[]): Actor {
  return { userId: randomUUID(), role: 'agency', brandIds, creatorId: null, agencyId: randomUUID() };
}

export function creatorActor(): Actor {
  return { userId: randomUUID(), role: 'creator', brandIds: [], creatorId: randomUUID(), agencyId: null };
}
