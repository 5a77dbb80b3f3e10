import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor, type ApiKeyScope } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { ApiKeysService } from './api-keys.service.js';

@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Handles(IdentityRequests.listApiKeys)
  list(data: { brandId: string }, actor: Actor) {
    return this.keys.list(actor, data.brandId);
  }

  @Handles(IdentityRequests.createApiKey)
  create(data: { brandId: string; name: string; scopes: ApiKeyScope[] }, actor: Actor) {
    return this.keys.create(actor, data.brandId, data.name, data.scopes);
  }

  @Handles(IdentityRequests.revokeApiKey)
  revoke(data: { brandId: string; id: string }, actor: Actor) {
    return this.keys.revoke(actor, data.brandId, data.id);
  }

  @Handles(IdentityRequests.verifyApiKey)
  verify(data: { key: string }) {
    return this.keys.verify(data.key);
  }
}
