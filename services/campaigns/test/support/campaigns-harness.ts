import { CatalogueRequests, type Actor } from '@afilia/contracts';
import { ServiceHarness } from '@afilia/service-kit/testing';
import { CampaignsModule } from '../../src/app.module.js';
import { loadCampaignsEnv } from '../../src/config/env.js';

/**
 * The real campaigns service on the run's fresh database and NATS, in-process, beside the real
 * services it talks to (identity for names, catalogue for products, tracking for pixels and
 * links), which the run starts once as child processes (package.json's integrationPeers).
 */
export class CampaignsHarness extends ServiceHarness {
  constructor() {
    super('campaigns', (env) => CampaignsModule.register(loadCampaignsEnv({ ...process.env, ...env })));
  }

  /** A product of the actor's brand in the real catalogue. */
  async product(brand: Actor, name = 'Remera de algodón'): Promise<string> {
    return (await this.call(CatalogueRequests.createProduct, { name, priceCents: 1_000_000, brandId: brand.brandIds[0] }, brand)).id;
  }
}
