import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor, type CreateBrandRequest, type UpdateBrandRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandsService } from './brands.service.js';

@Controller()
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Handles(IdentityRequests.createBrand)
  create(data: CreateBrandRequest, actor: Actor) {
    return this.brands.createForAgency(actor, data);
  }

  @Handles(IdentityRequests.getBrand)
  get(data: { id: string }, actor: Actor) {
    return this.brands.get(actor, data.id);
  }

  @Handles(IdentityRequests.updateBrand)
  update(data: UpdateBrandRequest & { id: string }, actor: Actor) {
    return this.brands.update(actor, data.id, data);
  }
}
