import { Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  brandSchema,
  createBrandRequestSchema,
  IdentityRequests,
  updateBrandRequestSchema,
  type Actor,
  type CreateBrandRequest,
  type UpdateBrandRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Marcas';

@Controller('brands')
export class BrandsController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @HttpCode(201)
  @Operation({
    tag: TAG,
    summary: 'Una agencia crea una marca y queda vinculada a ella',
    response: brandSchema,
    status: 201,
  })
  create(@ValidBody(createBrandRequestSchema) body: CreateBrandRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.createBrand, body, actor);
  }

  @Get(':id')
  @Operation({ tag: TAG, summary: 'Una marca que el usuario puede gestionar', response: brandSchema })
  get(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.getBrand, { id }, actor);
  }

  @Patch(':id')
  @Operation({
    tag: TAG,
    summary: 'Configuración de marca: nombre, descripción y logo',
    response: brandSchema,
  })
  update(@IdParam() id: string, @ValidBody(updateBrandRequestSchema) body: UpdateBrandRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.updateBrand, { ...body, id }, actor);
  }
}
