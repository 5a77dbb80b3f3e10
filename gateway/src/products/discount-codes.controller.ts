import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  CatalogueRequests,
  createDiscountCodeRequestSchema,
  customCodeRequestSchema,
  discountCodeListSchema,
  discountCodeSchema,
  messageResponseSchema,
  type Actor,
  type CreateDiscountCodeRequest,
  type CustomCodeRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { BRAND_SIDE, CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Códigos de descuento';

/**
 * A brand's discount codes, each a coupon in its Tiendanube store (seed 002 §5, §7
 * create-discount-code), and the creator's: the codes assigned to it and its own version of them
 * (seed 001 §2).
 */
@Controller('discount-codes')
export class DiscountCodesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Códigos de descuento de la marca, o los asignados al creador en todas sus marcas; los más nuevos primero',
    response: discountCodeListSchema,
  })
  list(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.listDiscountCodes, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Crear un código de descuento (y su cupón en la tienda)',
    response: discountCodeSchema,
    status: 201,
  })
  create(@ValidBody(createDiscountCodeRequestSchema) body: CreateDiscountCodeRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.createDiscountCode, body, actor);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Desactivar un código (su cupón sale de la tienda)',
    response: messageResponseSchema,
  })
  deactivate(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.deactivateDiscountCode, { id }, actor);
  }

  @Put(':id/custom-code')
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'El código personalizado del creador (su cupón en la tienda cambia con él)',
    response: messageResponseSchema,
  })
  customise(@IdParam() id: string, @ValidBody(customCodeRequestSchema) body: CustomCodeRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.customiseDiscountCode, { ...body, id }, actor);
  }
}
