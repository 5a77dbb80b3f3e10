import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  CatalogueRequests,
  createProductRequestSchema,
  messageResponseSchema,
  productFormSchema,
  productListSchema,
  productSchema,
  type Actor,
  type CreateProductRequest,
  type ProductForm,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Productos';

@Controller('products')
export class ProductsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Productos de la marca, los más nuevos primero', response: productListSchema })
  list(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.relay(CatalogueRequests.listProducts, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Crear un producto custom', response: productSchema, status: 201 })
  create(@ValidBody(createProductRequestSchema) body: CreateProductRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.createProduct, body, actor);
  }

  @Put(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Editar un producto', response: productSchema })
  update(@IdParam() id: string, @ValidBody(productFormSchema) body: ProductForm, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.updateProduct, { ...body, id }, actor);
  }

  @Delete(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Eliminar un producto', response: messageResponseSchema })
  remove(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.deleteProduct, { id }, actor);
  }
}
