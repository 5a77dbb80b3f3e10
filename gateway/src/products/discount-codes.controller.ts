import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  CatalogueRequests,
  createDiscountCodeRequestSchema,
  discountCodeListSchema,
  discountCodeSchema,
  messageResponseSchema,
  type Actor,
  type CreateDiscountCodeRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Códigos de descuento';

/** A brand's discount codes, each a coupon in its Tiendanube store (seed 002 §5, §7 create-discount-code). */
@Controller('discount-codes')
export class DiscountCodesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ tag: TAG, summary: 'Códigos de descuento de la marca, los más nuevos primero', response: discountCodeListSchema })
  list(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.listDiscountCodes, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({ tag: TAG, summary: 'Crear un código de descuento (y su cupón en la tienda)', response: discountCodeSchema, status: 201 })
  create(@ValidBody(createDiscountCodeRequestSchema) body: CreateDiscountCodeRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.createDiscountCode, body, actor);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @Operation({ tag: TAG, summary: 'Desactivar un código (su cupón sale de la tienda)', response: messageResponseSchema })
  deactivate(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.deactivateDiscountCode, { id }, actor);
  }
}
