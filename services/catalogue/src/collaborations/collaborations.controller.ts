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

  @Handles(CatalogueRequests.inviteCreator)
  invite(data: { creatorId: string; productId: string; message: string | null; brandId?: string }, actor: Actor) {
    return this.collaborations.invite(actor, data.creatorId, data.productId, data.message, data.brandId);
  }

  @Handles(CatalogueRequests.answerCollaboration)
  answer(data: { id: string; status: 'accepted' | 'rejected' }, actor: Actor) {
    return this.collaborations.answer(actor, data.id, data.status);
  }

  @Handles(CatalogueRequests.creatorCollaborations)
  withCreator(data: { creatorId: string; brandId?: string }, actor: Actor) {
    return this.collaborations.withCreator(actor, data.creatorId, data.brandId);
  }
}
