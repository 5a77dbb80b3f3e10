import { Controller } from '@nestjs/common';
import { CampaignsRequests, type Actor, type ModerateBannerRequest, type SubmitBannerRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BannersService } from './banners.service.js';

@Controller()
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Handles(CampaignsRequests.submitBanner)
  submit(data: SubmitBannerRequest, actor: Actor) {
    return this.banners.submit(actor, data);
  }

  @Handles(CampaignsRequests.listBanners)
  list(data: { brandId?: string }, actor: Actor) {
    return this.banners.list(actor, data.brandId);
  }

  @Handles(CampaignsRequests.approvedBanner)
  approved(data: { brandId: string; creatorId: string }) {
    return this.banners.approved(data.brandId, data.creatorId);
  }

  @Handles(CampaignsRequests.moderateBanner)
  moderate(data: ModerateBannerRequest, actor: Actor) {
    return this.banners.moderate(actor, data.id, data.approve);
  }
}
