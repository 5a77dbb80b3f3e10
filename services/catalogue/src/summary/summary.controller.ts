import { Controller } from '@nestjs/common';
import { CatalogueRequests, type Actor, type SummaryPart } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { ProductsService } from '../products/products.service.js';

/** Catalogue's part of the dashboard home: 'Productos Activos'. */
@Controller()
export class SummaryController {
  constructor(private readonly products: ProductsService) {}

  @Handles(CatalogueRequests.summary)
  async summary(_data: unknown, actor: Actor): Promise<SummaryPart> {
    if (actor.role === 'brand') return { brand: { activeProducts: await this.products.countActive(actor.brandIds) } };
    if (actor.role === 'admin') return { brand: { activeProducts: await this.products.countActive('all') } };
    return {};
  }
}
