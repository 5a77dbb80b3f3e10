import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  authorizeUrlRequestSchema,
  authorizeUrlResponseSchema,
  brandScopeSchema,
  CatalogueRequests,
  claimStoreInstallationSchema,
  messageResponseSchema,
  storeInstallationLookupSchema,
  storeInstallationSchema,
  storeInstallRequestSchema,
  storeInstallResponseSchema,
  storeStatusSchema,
  syncJobSchema,
  tiendanubeCallbackRequestSchema,
  tiendanubeCallbackResponseSchema,
  type Actor,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ANYONE, BRAND_SIDE } from '../http/access.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Tienda';

@Controller('store')
export class StoreController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Estado de la conexión con Tiendanube', response: storeStatusSchema })
  status(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.storeStatus, query, actor);
  }

  @Post('tiendanube/authorize-url')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'URL de instalación de la app con un state firmado de un solo uso',
    response: authorizeUrlResponseSchema,
  })
  authorizeUrl(@ValidBody(authorizeUrlRequestSchema) body: z.infer<typeof authorizeUrlRequestSchema>, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.authorizeUrl, body, actor);
  }

  @Post('tiendanube/callback')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Completar la conexión con el code y el state de la redirección',
    response: tiendanubeCallbackResponseSchema,
  })
  callback(
    @ValidBody(tiendanubeCallbackRequestSchema) body: z.infer<typeof tiendanubeCallbackRequestSchema>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CatalogueRequests.connectStore, body, actor, 30_000);
  }

  @Post('tiendanube/installations')
  @HttpCode(200)
  @RateLimit('store-install')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Instalación iniciada desde la tienda (sin state): el code se vuelve token y la tienda espera a su marca',
    response: storeInstallResponseSchema,
  })
  install(@ValidBody(storeInstallRequestSchema) body: z.infer<typeof storeInstallRequestSchema>) {
    return this.services.request(CatalogueRequests.installStore, body, null, 30_000);
  }

  @Post('tiendanube/installations/lookup')
  @HttpCode(200)
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Qué tienda espera en una instalación (la página para conectarla la muestra)',
    response: storeInstallationSchema,
  })
  installation(@ValidBody(storeInstallationLookupSchema) body: z.infer<typeof storeInstallationLookupSchema>) {
    return this.services.request(CatalogueRequests.storeInstallation, body, null);
  }

  @Post('tiendanube/installations/claim')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Conectar a la marca la tienda que espera en una instalación, con su token de un solo uso',
    response: tiendanubeCallbackResponseSchema,
  })
  claim(@ValidBody(claimStoreInstallationSchema) body: z.infer<typeof claimStoreInstallationSchema>, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.claimStoreInstallation, body, actor, 30_000);
  }

  @Post('tiendanube/disconnect')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Desconectar la tienda: se borran el id y el token',
    response: messageResponseSchema,
  })
  disconnect(@ValidBody(brandScopeSchema) body: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.disconnectStore, body, actor);
  }

  @Post('sync')
  @HttpCode(202)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Iniciar la sincronización de productos (o ver la que está en curso)',
    response: syncJobSchema,
    status: 202,
  })
  startSync(@ValidBody(brandScopeSchema) body: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.startSync, body, actor);
  }

  @Get('sync/:id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Progreso de una sincronización', response: syncJobSchema })
  getSync(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.getSync, { id }, actor);
  }
}
