import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  brandScopeSchema,
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
import { Operation } from '../http/operation.decorator.js';
import { ZodPipe } from '../http/zod.pipe.js';
import { ServiceClient } from '../bus/service-client.js';

const TAG = 'Productos';
export const idParam = new ZodPipe(z.uuid({ error: 'Identificador inválido' }));

@Controller('products')
export class ProductsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({ tag: TAG, summary: 'Productos de la marca, los más nuevos primero', response: productListSchema })
  list(@Query(new ZodPipe(brandScopeSchema)) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.listProducts, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({ tag: TAG, summary: 'Crear un producto custom', body: createProductRequestSchema, response: productSchema, status: 201 })
  create(@Body(new ZodPipe(createProductRequestSchema)) body: CreateProductRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.createProduct, body, actor);
  }

  @Put(':id')
  @Operation({ tag: TAG, summary: 'Editar un producto', body: productFormSchema, response: productSchema })
  update(@Param('id', idParam) id: string, @Body(new ZodPipe(productFormSchema)) body: ProductForm, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.updateProduct, { ...body, id }, actor);
  }

  @Delete(':id')
  @Operation({ tag: TAG, summary: 'Eliminar un producto', response: messageResponseSchema })
  remove(@Param('id', idParam) id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.deleteProduct, { id }, actor);
  }
}
