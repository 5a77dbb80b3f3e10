import { CatalogueRequests, type Actor } from '@afilia/contracts';
import { PartProcesses, ServiceHarness } from '@afilia/service-kit/testing';
import { CampaignsModule } from '../../src/app.module.js';
import { loadCampaignsEnv } from '../../src/config/env.js';

/**
 * The real campaigns service on the run's fresh database and NATS, in-process, beside the real
 * services it talks to (identity for names, catalogue for products, tracking for pixels and
 * links) as child processes.
 */
export class CampaignsHarness extends ServiceHarness {
  private readonly peers = new PartProcesses();

  constructor() {
    super('campaigns', (env) => CampaignsModule.register(loadCampaignsEnv({ ...process.env, ...env })));
  }

  override async start(): Promise<void> {
    await this.peers.startServices(['identity', 'catalogue', 'tracking']);
    await super.start();
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.peers.stopAll();
  }

  /** A product of the actor's brand in the real catalogue. */
  async product(brand: Actor, name = 'Remera de algodón'): Promise<string> {
    return (await this.call(CatalogueRequests.createProduct, { name, priceCents: 1_000_000, brandId: brand.brandIds[0] }, brand)).id;
  }
}
