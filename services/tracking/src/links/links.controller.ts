import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { LinksService } from './links.service.js';

@Controller()
export class LinksController {
  constructor(private readonly links: LinksService) {}

  @Handles(TrackingRequests.listLinks)
  list(data: { campaignId?: string; creatorId?: string; limit?: number }, actor: Actor) {
    return this.links.list(actor, data);
  }
}
