import { Controller } from '@nestjs/common';
import { CatalogueRequests, type Actor, type CreateProductRequest, type UpdateProductRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Handles(CatalogueRequests.listProducts)
  list(data: { brandId?: string }, actor: Actor) {
    return this.products.list(actor, data.brandId);
  }

  @Handles(CatalogueRequests.createProduct)
  create(data: CreateProductRequest, actor: Actor) {
    return this.products.create(actor, data);
  }

  @Handles(CatalogueRequests.updateProduct)
  update(data: UpdateProductRequest, actor: Actor) {
    return this.products.update(actor, data);
  }

  @Handles(CatalogueRequests.deleteProduct)
  remove(data: { id: string }, actor: Actor) {
    return this.products.remove(actor, data.id);
  }

  @Handles(CatalogueRequests.getProducts)
  byIds(data: { ids: string[] }) {
    return this.products.byIds(data.ids);
  }
}
