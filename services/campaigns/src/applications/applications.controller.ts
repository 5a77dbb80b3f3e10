import { Controller } from '@nestjs/common';
import {
  CampaignsRequests,
  type Actor,
  type ApplyRequest,
  type CounterOfferRequest,
  type CpcCounterOfferRequest,
  type RejectRequest,
  type RespondRequest,
} from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { ParticipationsService } from '../participations/participations.service.js';
import { ApplicationsService } from './applications.service.js';

/** Applications (standard, conversion) and CPC participations: the creator's side and the brand's review. */
@Controller()
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly participations: ParticipationsService,
  ) {}

  @Handles(CampaignsRequests.apply)
  apply(data: ApplyRequest, actor: Actor) {
    return this.applications.apply(actor, data);
  }

  @Handles(CampaignsRequests.listApplications)
  list(data: { campaignId?: string; brandId?: string }, actor: Actor) {
    return this.applications.list(actor, data);
  }

  @Handles(CampaignsRequests.acceptApplication)
  accept(data: { id: string }, actor: Actor) {
    return this.applications.accept(actor, data.id);
  }

  @Handles(CampaignsRequests.counterOffer)
  counterOffer(data: CounterOfferRequest, actor: Actor) {
    return this.applications.counterOffer(actor, data);
  }

  @Handles(CampaignsRequests.rejectApplication)
  reject(data: RejectRequest, actor: Actor) {
    return this.applications.reject(actor, data);
  }

  @Handles(CampaignsRequests.respondToCounterOffer)
  respond(data: RespondRequest, actor: Actor) {
    return this.applications.respond(actor, data);
  }

  @Handles(CampaignsRequests.approveParticipation)
  approve(data: { id: string }, actor: Actor) {
    return this.participations.approve(actor, data.id);
  }

  @Handles(CampaignsRequests.counterOfferParticipation)
  counterOfferParticipation(data: CpcCounterOfferRequest, actor: Actor) {
    return this.participations.counterOffer(actor, data);
  }

  @Handles(CampaignsRequests.rejectParticipation)
  rejectParticipation(data: { id: string }, actor: Actor) {
    return this.participations.reject(actor, data.id);
  }

  @Handles(CampaignsRequests.respondToParticipationOffer)
  respondToParticipationOffer(data: RespondRequest, actor: Actor) {
    return this.participations.respond(actor, data);
  }
}
