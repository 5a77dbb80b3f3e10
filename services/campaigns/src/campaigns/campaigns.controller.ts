import { Controller } from '@nestjs/common';
import { CampaignsRequests, type Actor, type CreateCampaignRequest, type UpdateCampaignRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { CampaignsService } from './campaigns.service.js';

@Controller()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Handles(CampaignsRequests.createCampaign)
  create(data: CreateCampaignRequest, actor: Actor) {
    return this.campaigns.create(actor, data);
  }

  @Handles(CampaignsRequests.listCampaigns)
  list(data: { brandId?: string }, actor: Actor) {
    return this.campaigns.list(actor, data.brandId);
  }

  @Handles(CampaignsRequests.availableCampaigns)
  available(_data: unknown, actor: Actor) {
    return this.campaigns.available(actor);
  }

  @Handles(CampaignsRequests.getCampaign)
  get(data: { id: string }, actor: Actor) {
    return this.campaigns.get(actor, data.id);
  }

  @Handles(CampaignsRequests.updateCampaign)
  update(data: UpdateCampaignRequest, actor: Actor) {
    return this.campaigns.update(actor, data);
  }

  @Handles(CampaignsRequests.setCampaignPaused)
  setPaused(data: { id: string; paused: boolean }, actor: Actor) {
    return this.campaigns.setPaused(actor, data.id, data.paused);
  }

  @Handles(CampaignsRequests.deleteCampaign)
  remove(data: { id: string }, actor: Actor) {
    return this.campaigns.remove(actor, data.id);
  }
}
