import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { brandSchema, createBrandRequestSchema, IdentityRequests, type Actor, type CreateBrandRequest } from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Operation } from '../http/operation.decorator.js';
import { ZodPipe } from '../http/zod.pipe.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('brands')
export class BrandsController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @HttpCode(201)
  @Operation({
    tag: 'Marcas',
    summary: 'Una agencia crea una marca y queda vinculada a ella',
    body: createBrandRequestSchema,
    response: brandSchema,
    status: 201,
  })
  create(@Body(new ZodPipe(createBrandRequestSchema)) body: CreateBrandRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.createBrand, body, actor);
  }
}
