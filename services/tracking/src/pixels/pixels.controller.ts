import { Controller } from '@nestjs/common';
import {
  TrackingRequests,
  type Actor,
  type CreatePixel,
  type UpdatePixelRequest,
  type VerifyPixel,
  type VoidConversionRequest,
} from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { PixelsService } from './pixels.service.js';

@Controller()
export class PixelsController {
  constructor(private readonly pixels: PixelsService) {}

  @Handles(TrackingRequests.pixelStatus)
  status(data: { brandId: string }, actor: Actor) {
    return this.pixels.status(actor, data.brandId);
  }

  @Handles(TrackingRequests.listPixels)
  list(data: { brandId?: string }, actor: Actor) {
    return this.pixels.list(actor, data.brandId);
  }

  @Handles(TrackingRequests.createPixel)
  create(data: CreatePixel, actor: Actor) {
    return this.pixels.create(actor, data);
  }

  @Handles(TrackingRequests.updatePixel)
  update(data: UpdatePixelRequest, actor: Actor) {
    return this.pixels.update(actor, data);
  }

  @Handles(TrackingRequests.deletePixel)
  remove(data: { id: string }, actor: Actor) {
    return this.pixels.remove(actor, data.id);
  }

  @Handles(TrackingRequests.listConversions)
  conversions(data: { brandId?: string }, actor: Actor) {
    return this.pixels.conversions(actor, data.brandId);
  }

  @Handles(TrackingRequests.approveConversion)
  approve(data: { id: string }, actor: Actor) {
    return this.pixels.approve(actor, data.id);
  }

  @Handles(TrackingRequests.voidConversion)
  void(data: VoidConversionRequest, actor: Actor) {
    return this.pixels.void(actor, data);
  }

  @Handles(TrackingRequests.rotatePostbackSecret)
  rotateSecret(data: { id: string }, actor: Actor) {
    return this.pixels.rotateSecret(actor, data.id);
  }

  @Handles(TrackingRequests.verifyPixel)
  verify(data: VerifyPixel, actor: Actor) {
    return this.pixels.verify(actor, data);
  }
}
