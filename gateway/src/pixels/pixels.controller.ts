import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  conversionListSchema,
  conversionRowSchema,
  createPixelRequestSchema,
  messageResponseSchema,
  pixelListSchema,
  pixelViewSchema,
  TrackingRequests,
  updatePixelBodySchema,
  verificationResultSchema,
  verifyPixelBodySchema,
  voidConversionBodySchema,
  type Actor,
  type CreatePixelRequest,
  type UpdatePixelBody,
  type VerifyPixelBody,
  type VoidConversionBody,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Píxeles';
const brandQuerySchema = z.object({ brandId: z.uuid({ error: 'Marca inválida' }).optional() });

/** 'Tracking y Conversiones' (seed 002 §2, §7): the active brand's pixels, conversions and the verifier; tracking scopes each. */
@Controller('pixels')
export class PixelsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Los píxeles de la marca activa, con su último evento', response: pixelListSchema })
  list(@ValidQuery(brandQuerySchema) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listPixels, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Crear un píxel (código PX-XXXXXXXX)', response: pixelViewSchema, status: 201 })
  create(@ValidBody(createPixelRequestSchema) body: CreatePixelRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.createPixel, body, actor);
  }

  @Get('conversions')
  @Operation({
    apiKey: 'conversions:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Las últimas 50 conversiones de los píxeles de la marca (de un creador: las suyas, con su revisión)',
    response: conversionListSchema,
  })
  conversions(@ValidQuery(brandQuerySchema) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listConversions, query, actor);
  }

  @Patch(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Activar o desactivar un píxel', response: pixelViewSchema })
  update(@IdParam() id: string, @ValidBody(updatePixelBodySchema) body: UpdatePixelBody, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.updatePixel, { ...body, id }, actor);
  }

  @Delete(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Eliminar un píxel (sus conversiones quedan)', response: messageResponseSchema })
  remove(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.deletePixel, { id }, actor);
  }

  @Post('conversions/:id/approve')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Aprobar una conversión pendiente o retenida: genera su comisión',
    response: conversionRowSchema,
  })
  approve(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.approveConversion, { id }, actor);
  }

  @Post('conversions/:id/void')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Anular una conversión con un motivo que el creador lee: sale del saldo y del resumen abierto',
    response: conversionRowSchema,
  })
  void(@IdParam() id: string, @ValidBody(voidConversionBodySchema) body: VoidConversionBody, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.voidConversion, { ...body, id }, actor);
  }

  @Post(':id/postback-secret')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Regenerar la clave con que se firman los postbacks del píxel',
    response: pixelViewSchema,
  })
  rotateSecret(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.rotatePostbackSecret, { id }, actor);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Verificar la instalación: busca el píxel y el script de conversión en la página',
    response: verificationResultSchema,
  })
  verify(@IdParam() id: string, @ValidBody(verifyPixelBodySchema) body: VerifyPixelBody, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.verifyPixel, { ...body, pixelId: id }, actor);
  }
}
