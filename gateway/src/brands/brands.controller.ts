import { Controller, Get, HttpCode, HttpException, Inject, Patch, Post } from '@nestjs/common';
import {
  brandSchema,
  errorFor,
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
import { CurrentUserCache } from '../auth/current-user-cache.js';
import type { ImageStorage } from '../uploads/image-storage.js';
import { IMAGE_STORAGE } from '../uploads/uploads.controller.js';

const TAG = 'Marcas';

@Controller('brands')
export class BrandsController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly users: CurrentUserCache,
  ) {}

  @Post()
  @HttpCode(201)
  @Operation({
    tag: TAG,
    summary: 'Una agencia crea una marca y queda vinculada a ella',
    response: brandSchema,
    status: 201,
  })
  async create(@ValidBody(createBrandRequestSchema) body: CreateBrandRequest, @CurrentActor() actor: Actor) {
    const brand = await this.services.request(IdentityRequests.createBrand, body, actor);
    this.users.dropUser(actor.userId);
    return brand;
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
  async update(@IdParam() id: string, @ValidBody(updateBrandRequestSchema) body: UpdateBrandRequest, @CurrentActor() actor: Actor) {
    // A logo is a file uploaded here, never an address of someone else's choosing.
    if (body.logoUrl && !this.storage.owns(body.logoUrl))
      throw new HttpException(errorFor('VALIDATION_FAILED', 'Logo inválido', 'logoUrl'), 400);
    const brand = await this.services.request(IdentityRequests.updateBrand, { ...body, id }, actor);
    this.users.dropBrand(id);
    return brand;
  }
}
