import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  authorizeUrlRequestSchema,
  authorizeUrlResponseSchema,
  brandScopeSchema,
  CatalogueRequests,
  messageResponseSchema,
  storeStatusSchema,
  syncJobSchema,
  tiendanubeCallbackRequestSchema,
  tiendanubeCallbackResponseSchema,
  type Actor,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Operation } from '../http/operation.decorator.js';
import { ZodPipe } from '../http/zod.pipe.js';
import { idParam } from '../products/products.controller.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Tienda';

@Controller('store')
export class StoreController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ tag: TAG, summary: 'Estado de la conexión con Tiendanube', response: storeStatusSchema })
  status(@Query(new ZodPipe(brandScopeSchema)) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.storeStatus, query, actor);
  }

  @Post('tiendanube/authorize-url')
  @HttpCode(200)
  @Operation({
    tag: TAG,
    summary: 'URL de instalación de la app con un state firmado de un solo uso',
    body: authorizeUrlRequestSchema,
    response: authorizeUrlResponseSchema,
  })
  authorizeUrl(
    @Body(new ZodPipe(authorizeUrlRequestSchema)) body: z.infer<typeof authorizeUrlRequestSchema>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CatalogueRequests.authorizeUrl, body, actor);
  }

  @Post('tiendanube/callback')
  @HttpCode(200)
  @Operation({
    tag: TAG,
    summary: 'Completar la conexión con el code y el state de la redirección',
    body: tiendanubeCallbackRequestSchema,
    response: tiendanubeCallbackResponseSchema,
  })
  callback(
    @Body(new ZodPipe(tiendanubeCallbackRequestSchema)) body: z.infer<typeof tiendanubeCallbackRequestSchema>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CatalogueRequests.connectStore, body, actor, 30_000);
  }

  @Post('tiendanube/disconnect')
  @HttpCode(200)
  @Operation({
    tag: TAG,
    summary: 'Desconectar la tienda: se borran el id y el token',
    body: brandScopeSchema,
    response: messageResponseSchema,
  })
  disconnect(@Body(new ZodPipe(brandScopeSchema)) body: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.disconnectStore, body, actor);
  }

  @Post('sync')
  @HttpCode(202)
  @Operation({
    tag: TAG,
    summary: 'Iniciar la sincronización de productos (o ver la que está en curso)',
    body: brandScopeSchema,
    response: syncJobSchema,
    status: 202,
  })
  startSync(@Body(new ZodPipe(brandScopeSchema)) body: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.startSync, body, actor);
  }

  @Get('sync/:id')
  @Operation({ tag: TAG, summary: 'Progreso de una sincronización', response: syncJobSchema })
  getSync(@Param('id', idParam) id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.getSync, { id }, actor);
  }
}
