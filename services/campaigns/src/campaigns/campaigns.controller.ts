import { Controller } from '@nestjs/common';
import { CampaignsRequests, type Actor, type CpcCampaignForm, type UpdateCampaignRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { CampaignsService } from './campaigns.service.js';

@Controller()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Handles(CampaignsRequests.createCampaign)
  create(data: CpcCampaignForm, actor: Actor) {
    return this.campaigns.createCpc(actor, data);
  }

  @Handles(CampaignsRequests.listCampaigns)
  list(data: { brandId?: string }, actor: Actor) {
    return this.campaigns.list(actor, data.brandId);
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
