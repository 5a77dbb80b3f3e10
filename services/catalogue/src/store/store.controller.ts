import { Controller } from '@nestjs/common';
import { CatalogueRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { StoreService } from './store.service.js';
import { SyncService } from './sync.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';

@Controller()
export class StoreController {
  constructor(
    private readonly store: StoreService,
    private readonly sync: SyncService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Handles(CatalogueRequests.storeStatus)
  status(data: { brandId?: string }, actor: Actor) {
    return this.store.status(actor, data.brandId);
  }

  @Handles(CatalogueRequests.authorizeUrl)
  authorizeUrl(data: { brandId?: string; returnPath: string }, actor: Actor) {
    return this.store.authorizeUrl(actor, data.brandId, data.returnPath);
  }

  @Handles(CatalogueRequests.connectStore)
  connect(data: { code: string; state: string }, actor: Actor) {
    return this.store.connect(actor, data.code, data.state);
  }

  @Handles(CatalogueRequests.installStore)
  install(data: { code: string }) {
    return this.store.install(data.code);
  }

  @Handles(CatalogueRequests.storeInstallation)
  installation(data: { token: string }) {
    return this.store.installation(data.token);
  }

  @Handles(CatalogueRequests.claimStoreInstallation)
  claim(data: { token: string; brandId?: string }, actor: Actor) {
    return this.store.claim(actor, data.token, data.brandId);
  }

  @Handles(CatalogueRequests.disconnectStore)
  disconnect(data: { brandId?: string }, actor: Actor) {
    return this.store.disconnect(actor, data.brandId);
  }

  @Handles(CatalogueRequests.startSync)
  startSync(data: { brandId?: string }, actor: Actor) {
    return this.sync.start(actor, data.brandId);
  }

  @Handles(CatalogueRequests.getSync)
  getSync(data: { id: string }, actor: Actor) {
    return this.sync.get(actor, data.id);
  }

  @Handles(CatalogueRequests.receiveWebhook)
  receiveWebhook(data: { rawBodyBase64: string; signature: string | null }) {
    return this.webhooks.receive(data.rawBodyBase64, data.signature);
  }
}
