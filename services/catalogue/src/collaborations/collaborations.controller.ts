import { Controller } from '@nestjs/common';
import { CatalogueRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { CollaborationsService } from './collaborations.service.js';

@Controller()
export class CollaborationsController {
  constructor(private readonly collaborations: CollaborationsService) {}

  @Handles(CatalogueRequests.availableBrands)
  availableBrands(_data: object, actor: Actor) {
    return this.collaborations.availableBrands(actor);
  }

  @Handles(CatalogueRequests.brandForCreator)
  brandForCreator(data: { brandId: string }, actor: Actor) {
    return this.collaborations.brandForCreator(actor, data.brandId);
  }

  @Handles(CatalogueRequests.requestCollaboration)
  request(data: { productId: string; message: string | null }, actor: Actor) {
    return this.collaborations.request(actor, data.productId, data.message);
  }
}
