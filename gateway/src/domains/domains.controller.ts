import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  brandDomainListSchema,
  brandDomainSchema,
  claimDomainBodySchema,
  messageResponseSchema,
  TrackingRequests,
  type Actor,
  type ClaimDomainBody,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Dominios';
const brandQuerySchema = z.object({ brandId: z.uuid({ error: 'Marca inválida' }).optional() });

/** 'Tus dominios' (issue 34 §3): where the active brand's links may lead; tracking scopes each. */
@Controller('domains')
export class DomainsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Los dominios de la marca activa: los de su tienda, los de su píxel y los que verificó por DNS',
    response: brandDomainListSchema,
  })
  list(@ValidQuery(brandQuerySchema) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listDomains, query, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Agregar un dominio a verificar: responde el registro TXT a crear',
    response: brandDomainSchema,
    status: 201,
  })
  claim(
    @ValidBody(claimDomainBodySchema) body: ClaimDomainBody,
    @ValidQuery(brandQuerySchema) query: { brandId?: string },
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(TrackingRequests.claimDomain, { ...body, ...query }, actor);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Buscar el registro TXT del dominio y verificarlo', response: brandDomainSchema })
  verify(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.verifyDomain, { id }, actor);
  }

  @Delete(':id')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Quitar un dominio agregado (los de la tienda y el píxel quedan)',
    response: messageResponseSchema,
  })
  remove(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.removeDomain, { id }, actor);
  }
}
