import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  apiKeySchema,
  apiKeysSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  IdentityRequests,
  type Actor,
  type CreateApiKeyRequest,
} from '@afilia/contracts';
import { ApiKeyAuth } from '../auth/api-key-auth.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, UuidParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Claves de API';

/**
 * A brand's API keys (issue 39 §1): its owner and its agencies make them ('Configuración' →
 * 'API'); an admin may list and revoke them, never make one (a key acts as its maker, and an
 * admin reaches every brand). No key may call these routes: they declare no scope.
 */
@Controller('brands/:id/api-keys')
export class ApiKeysController {
  constructor(
    private readonly services: ServiceClient,
    private readonly keys: ApiKeyAuth,
  ) {}

  @Get()
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Las claves de API de la marca (nunca su secreto)', response: apiKeysSchema })
  list(@IdParam() brandId: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.listApiKeys, { brandId }, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({
    access: { brand: 'own', agency: 'own' },
    tag: TAG,
    summary: 'Crear una clave de API: la respuesta es la única vez que se ve la clave entera',
    response: createdApiKeySchema,
    status: 201,
  })
  create(@IdParam() brandId: string, @ValidBody(createApiKeyRequestSchema) body: CreateApiKeyRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.createApiKey, { ...body, brandId }, actor);
  }

  @Post(':keyId/revoke')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Revocar una clave de API: deja de valer en el acto', response: apiKeySchema })
  async revoke(@IdParam() brandId: string, @UuidParam('keyId') id: string, @CurrentActor() actor: Actor) {
    const revoked = await this.services.request(IdentityRequests.revokeApiKey, { brandId, id }, actor);
    this.keys.forgetKey(id);
    return revoked;
  }
}
