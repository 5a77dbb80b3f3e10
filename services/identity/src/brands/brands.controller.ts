import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor, type CreateBrandRequest, type UpdateBrandRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandAgenciesService } from './brand-agencies.service.js';
import { BrandsService } from './brands.service.js';

@Controller()
export class BrandsController {
  constructor(
    private readonly brands: BrandsService,
    private readonly agencies: BrandAgenciesService,
  ) {}

  @Handles(IdentityRequests.createBrand)
  create(data: CreateBrandRequest, actor: Actor) {
    return this.brands.createForAgency(actor, data);
  }

  @Handles(IdentityRequests.brandNameInCode)
  nameInCode(data: { code: string; brandId: string }) {
    return this.brands.nameInCode(data.code, data.brandId);
  }

  @Handles(IdentityRequests.getBrand)
  get(data: { id: string }, actor: Actor) {
    return this.brands.get(actor, data.id);
  }

  @Handles(IdentityRequests.updateBrand)
  update(data: UpdateBrandRequest & { id: string }, actor: Actor) {
    return this.brands.update(actor, data.id, data);
  }

  @Handles(IdentityRequests.listBrandAgencies)
  listAgencies(data: { brandId: string }, actor: Actor) {
    return this.agencies.list(actor, data.brandId);
  }

  @Handles(IdentityRequests.addBrandAgency)
  addAgency(data: { brandId: string; email: string }, actor: Actor) {
    return this.agencies.add(actor, data.brandId, data.email);
  }

  @Handles(IdentityRequests.removeBrandAgency)
  removeAgency(data: { brandId: string; agencyId: string }, actor: Actor) {
    return this.agencies.remove(actor, data.brandId, data.agencyId);
  }

  @Handles(IdentityRequests.proposeAgencyFee)
  proposeFee(data: { brandId: string; feePercent: number }, actor: Actor) {
    return this.agencies.proposeFee(actor, data.brandId, data.feePercent);
  }

  @Handles(IdentityRequests.confirmAgencyFee)
  confirmFee(data: { brandId: string; agencyId: string }, actor: Actor) {
    return this.agencies.confirmFee(actor, data.brandId, data.agencyId);
  }
}
