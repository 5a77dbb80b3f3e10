import { Controller, Delete, Get, HttpCode, HttpException, Inject, Patch, Post, Put } from '@nestjs/common';
import {
  addBrandAgencyRequestSchema,
  agencyFeeRequestSchema,
  brandAgenciesSchema,
  brandSchema,
  errorFor,
  createBrandRequestSchema,
  IdentityRequests,
  updateBrandRequestSchema,
  type Actor,
  type AddBrandAgencyRequest,
  type AgencyFeeRequest,
  type CreateBrandRequest,
  type UpdateBrandRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, UuidParam } from '../http/params.js';
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
    access: { agency: 'own' },
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
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Una marca que el usuario puede gestionar', response: brandSchema })
  get(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.getBrand, { id }, actor);
  }

  @Patch(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Configuración de marca: nombre, descripción y logo', response: brandSchema })
  async update(@IdParam() id: string, @ValidBody(updateBrandRequestSchema) body: UpdateBrandRequest, @CurrentActor() actor: Actor) {
    // A logo is a file uploaded here, never an address of someone else's choosing.
    if (body.logoUrl && !this.storage.owns(body.logoUrl))
      throw new HttpException(errorFor('VALIDATION_FAILED', 'Logo inválido', 'logoUrl'), 400);
    const brand = await this.services.request(IdentityRequests.updateBrand, { ...body, id }, actor);
    this.users.dropBrand(id);
    return brand;
  }

  @Get(':id/agencies')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Las agencias de la marca y su comisión', response: brandAgenciesSchema })
  agencies(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.listBrandAgencies, { brandId: id }, actor);
  }

  @Post(':id/agencies')
  @HttpCode(200)
  @Operation({
    access: { brand: 'own' },
    tag: TAG,
    summary: 'El dueño de la marca agrega una agencia por su e-mail',
    response: brandAgenciesSchema,
  })
  addAgency(@IdParam() id: string, @ValidBody(addBrandAgencyRequestSchema) body: AddBrandAgencyRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.addBrandAgency, { ...body, brandId: id }, actor);
  }

  @Delete(':id/agencies/:agencyId')
  @Operation({
    access: { brand: 'own' },
    tag: TAG,
    summary: 'El dueño de la marca quita una agencia; su comisión termina',
    response: brandAgenciesSchema,
  })
  removeAgency(@IdParam() id: string, @UuidParam('agencyId') agencyId: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.removeBrandAgency, { brandId: id, agencyId }, actor);
  }

  @Put(':id/agency-fee')
  @Operation({
    access: { agency: 'own' },
    tag: TAG,
    summary: 'La agencia propone su comisión sobre la parte de la marca',
    response: brandAgenciesSchema,
  })
  proposeFee(@IdParam() id: string, @ValidBody(agencyFeeRequestSchema) body: AgencyFeeRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.proposeAgencyFee, { ...body, brandId: id }, actor);
  }

  @Post(':id/agencies/:agencyId/confirm-fee')
  @HttpCode(200)
  @Operation({
    access: { brand: 'own' },
    tag: TAG,
    summary: 'El dueño de la marca confirma la comisión de la agencia',
    response: brandAgenciesSchema,
  })
  confirmFee(@IdParam() id: string, @UuidParam('agencyId') agencyId: string, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.confirmAgencyFee, { brandId: id, agencyId }, actor);
  }
}
