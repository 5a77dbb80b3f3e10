import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { PixelsService } from './pixels.service.js';

@Controller()
export class PixelsController {
  constructor(private readonly pixels: PixelsService) {}

  @Handles(TrackingRequests.pixelStatus)
  status(data: { brandId: string }, actor: Actor) {
    return this.pixels.status(actor, data.brandId);
  }
}
