import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  answerCollaborationRequestSchema,
  availableBrandSchema,
  brandForCreatorSchema,
  creatorCollaborationsSchema,
  inviteCreatorRequestSchema,
  CatalogueRequests,
  productCollaborationSchema,
  requestCollaborationSchema,
  type Actor,
  type AnswerCollaborationRequest,
  type InviteCreatorRequest,
  type RequestCollaboration,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE, CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Marcas para creadores';

/** 'Marcas Disponibles' and a brand's products for creators, and their collaboration requests (seed 001 §2). */
@Controller()
export class CollaborationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('creator-brands')
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'Las marcas con productos activos, para creadores',
    response: z.array(availableBrandSchema),
  })
  list(@CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.availableBrands, {}, actor);
  }

  @Get('creator-brands/:id')
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'Una marca y sus productos activos, con la colaboración del creador en cada uno',
    response: brandForCreatorSchema,
  })
  get(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.brandForCreator, { brandId: id }, actor);
  }

  @Post('product-collaborations')
  @HttpCode(201)
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'El creador solicita colaborar en un producto',
    response: productCollaborationSchema,
    status: 201,
  })
  request(@ValidBody(requestCollaborationSchema) body: RequestCollaboration, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.requestCollaboration, body, actor);
  }

  @Put('product-collaborations/:id')
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Responder una colaboración pendiente: la marca la solicitud de un creador, el creador la invitación de una marca',
    response: productCollaborationSchema,
  })
  answer(
    @IdParam() id: string,
    @ValidBody(answerCollaborationRequestSchema) body: AnswerCollaborationRequest,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CatalogueRequests.answerCollaboration, { ...body, id }, actor);
  }

  @Post('creators/:id/invitations')
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'La marca invita al creador a un producto',
    response: productCollaborationSchema,
    status: 201,
  })
  invite(@IdParam() id: string, @ValidBody(inviteCreatorRequestSchema) body: InviteCreatorRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.inviteCreator, { ...body, creatorId: id }, actor);
  }

  @Get('creators/:id/collaborations')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Las solicitudes del creador a la marca y las invitaciones de la marca al creador',
    response: creatorCollaborationsSchema,
  })
  withCreator(@IdParam() id: string, @BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.creatorCollaborations, { ...query, creatorId: id }, actor);
  }
}
