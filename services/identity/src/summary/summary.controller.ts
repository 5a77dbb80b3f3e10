import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor, type SummaryPart } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandsService } from '../brands/brands.service.js';

/** Identity's part of the dashboard home: the agency's 'Marcas Activas'. */
@Controller()
export class SummaryController {
  constructor(private readonly brands: BrandsService) {}

  @Handles(IdentityRequests.summary)
  async summary(_data: unknown, actor: Actor): Promise<SummaryPart> {
    if (actor.role === 'agency' && actor.agencyId) {
      return { agency: { activeBrands: await this.brands.countLinkedBrands(actor.agencyId) } };
    }
    return {};
  }
}
