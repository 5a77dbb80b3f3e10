import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  affiliateLinkListSchema,
  affiliateLinkSchema,
  analyticsRequestSchema,
  linkStatsSchema,
  safelinkAnalyticsSchema,
  type AnalyticsRequest,
  createCustomLinkRequestSchema,
  createInternalLinkRequestSchema,
  generateLinkRequestSchema,
  linkOptionListSchema,
  listLinksRequestSchema,
  messageResponseSchema,
  updateLinkBodySchema,
  settleHeldClicksBodySchema,
  type SettleHeldClicksBody,
  type CreateCustomLinkRequest,
  type CreateInternalLinkRequest,
  type GenerateLinkRequest,
  type UpdateLinkBody,
  pixelStatusRequestSchema,
  pixelStatusSchema,
  TrackingRequests,
  type Actor,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE, CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Links';

/**
 * Tracking's links for the screens ('Mis Links y Códigos', the campaign's links tabs) and whether
 * the brand's pixel is in place.
 */
@Controller()
export class LinksController {
  constructor(private readonly services: ServiceClient) {}

  @Get('links')
  @Operation({
    apiKey: 'links:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Links de afiliado: de una campaña, del creador o de un creador en una campaña',
    response: affiliateLinkListSchema,
  })
  list(@ValidQuery(listLinksRequestSchema) query: z.infer<typeof listLinksRequestSchema>, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listLinks, query, actor);
  }

  @Get('links/options')
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'Campañas aceptadas del creador y sus productos, para generar un link',
    response: linkOptionListSchema,
  })
  options(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.linkOptions, {}, actor);
  }

  @Post('links')
  @HttpCode(201)
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'Generar un link de producto o de tienda (creador)',
    response: affiliateLinkSchema,
    status: 201,
  })
  generate(@ValidBody(generateLinkRequestSchema) body: GenerateLinkRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.generateLink, body, actor);
  }

  @Post('links/internal')
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Crear un link para un creador interno de la marca (producto o tienda)',
    response: affiliateLinkSchema,
    status: 201,
  })
  createInternal(@ValidBody(createInternalLinkRequestSchema) body: CreateInternalLinkRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.createInternalLink, body, actor);
  }

  @Post('links/custom')
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    apiKey: 'links:write',
    tag: TAG,
    summary: 'Crear un link personalizado (marca)',
    response: affiliateLinkSchema,
    status: 201,
  })
  createCustom(@ValidBody(createCustomLinkRequestSchema) body: CreateCustomLinkRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.createCustomLink, body, actor);
  }

  @Patch('links/:id')
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'Personalizar el producto de un link o mostrarlo en la tienda',
    response: affiliateLinkSchema,
  })
  update(@IdParam() id: string, @ValidBody(updateLinkBodySchema) body: UpdateLinkBody, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.updateLink, { ...body, id }, actor);
  }

  @Delete('links/:id')
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Eliminar un link sin ventas',
    response: messageResponseSchema,
  })
  remove(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.deleteLink, { id }, actor);
  }

  @Post('links/:id/held-clicks')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Liberar o descartar los clics retenidos de un link de costo por clic',
    response: messageResponseSchema,
  })
  settleHeldClicks(@IdParam() id: string, @ValidBody(settleHeldClicksBodySchema) body: SettleHeldClicksBody, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.settleHeldClicks, { ...body, id }, actor);
  }

  @Get('analytics')
  @Operation({
    apiKey: 'links:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'SafeLink Analytics: los links de la marca o del creador, sus campañas y la calidad de sus clics',
    response: safelinkAnalyticsSchema,
  })
  analytics(@ValidQuery(analyticsRequestSchema) query: AnalyticsRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.analytics, query, actor);
  }

  @Get('analytics/links/:id')
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Estadísticas de un link: 30 días, fuentes, dispositivos y países',
    response: linkStatsSchema,
  })
  linkStats(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.linkStats, { id }, actor);
  }

  @Get('pixel-status')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Si la marca tiene un píxel de conversión activo e instalado',
    response: pixelStatusSchema,
  })
  pixelStatus(@ValidQuery(pixelStatusRequestSchema) query: { brandId: string }, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.pixelStatus, query, actor);
  }
}
