import { Controller } from '@nestjs/common';
import {
  CatalogueRequests,
  type Actor,
  type CreateDiscountCodeRequest,
  type CustomCodeRequest,
  type EnsureCouponRequest,
} from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { DiscountCodesService } from './discount-codes.service.js';

@Controller()
export class DiscountCodesController {
  constructor(private readonly codes: DiscountCodesService) {}

  @Handles(CatalogueRequests.listDiscountCodes)
  list(data: { brandId?: string }, actor: Actor) {
    return this.codes.list(actor, data.brandId);
  }

  @Handles(CatalogueRequests.createDiscountCode)
  create(data: CreateDiscountCodeRequest, actor: Actor) {
    return this.codes.create(actor, data);
  }

  @Handles(CatalogueRequests.deactivateDiscountCode)
  deactivate(data: { id: string }, actor: Actor) {
    return this.codes.deactivate(actor, data.id);
  }

  @Handles(CatalogueRequests.customiseDiscountCode)
  customise(data: CustomCodeRequest & { id: string }, actor: Actor) {
    return this.codes.customise(actor, data.id, data.code);
  }

  /** Tracking's test sale (a signed service request; tracking checks who may ask for the brand). */
  @Handles(CatalogueRequests.findCreatorCode)
  findCreatorCode(data: { brandId: string; code: string }) {
    return this.codes.findCreatorCode(data.brandId, data.code);
  }

  /** Tracking's safelink (a signed service request, no person behind it). */
  @Handles(CatalogueRequests.ensureCoupon)
  ensureCoupon(data: EnsureCouponRequest) {
    return this.codes.ensureCoupon(data);
  }
}
