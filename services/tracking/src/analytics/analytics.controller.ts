import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor, type AnalyticsRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { AnalyticsService } from './analytics.service.js';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Handles(TrackingRequests.analytics)
  get(data: AnalyticsRequest, actor: Actor) {
    return this.analytics.analytics(actor, data);
  }

  @Handles(TrackingRequests.linkStats)
  stats(data: { id: string }, actor: Actor) {
    return this.analytics.linkStats(actor, data.id);
  }
}
