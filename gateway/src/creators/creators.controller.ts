import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  claimInfoSchema,
  claimTokenField,
  createCreatorListRequestSchema,
  createCreatorRequestSchema,
  createdCreatorSchema,
  creatorDetailSchema,
  creatorListSummariesSchema,
  creatorListSummarySchema,
  directoryPageSchema,
  directoryQuerySchema,
  IdentityRequests,
  importCreatorsRequestSchema,
  importCreatorsResultSchema,
  type ImportCreatorsRequest,
  listCreatorListsQuerySchema,
  setCreatorListsRequestSchema,
  type Actor,
  type CreateCreatorListRequest,
  type CreateCreatorRequest,
  type DirectoryQuery,
  type SetCreatorListsRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ServiceClient } from '../bus/service-client.js';
import { ANYONE, BRAND_SIDE, SIGNED_IN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { ZodPipe } from '../http/zod.pipe.js';

const TAG = 'Creadores';

/** A claim link's secret in the path, checked like the contract checks it (400 otherwise). */
const ClaimTokenParam = () => Param('token', new ZodPipe(claimTokenField));

/** The creators directory, a creator's page for a brand, 'Crear Creador' and creator lists (seed 001 §2, §7; issue 16). */
@Controller()
export class CreatorsController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get('creators')
  @Operation({
    apiKey: 'creators:read',
    access: { creator: 'any', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'El directorio de creadores: los de la marca y los públicos, filtrados, ordenados y paginados',
    response: directoryPageSchema,
  })
  page(@ValidQuery(directoryQuerySchema) query: DirectoryQuery, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.creatorDirectory, query, actor);
  }

  @Post('creators')
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Crear un creador interno de la marca; con email, se le envía la invitación si los límites lo permiten (notices dice si no)',
    response: createdCreatorSchema,
    status: 201,
  })
  create(@ValidBody(createCreatorRequestSchema) body: CreateCreatorRequest, @CurrentActor() actor: Actor) {
    // The platform's address, for the claim link the creator's e-mail gets (decision 184).
    return this.services.request(IdentityRequests.createCreator, { ...body, origin: this.env.PUBLIC_URL }, actor);
  }

  @Post('creators/import')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Importar creadores internos (una parte de un CSV): los que la marca ya tiene se omiten',
    response: importCreatorsResultSchema,
  })
  import(@ValidBody(importCreatorsRequestSchema) body: ImportCreatorsRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.importCreators, body, actor);
  }

  @Get('creators/:id')
  @Operation({
    access: BRAND_SIDE,
    apiKey: 'creators:read',
    tag: TAG,
    summary: 'Un creador, como lo ve la marca',
    response: creatorDetailSchema,
  })
  detail(@IdParam() id: string, @BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.creatorDetail, { ...query, id }, actor);
  }

  @Get('creator-claims/:token')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Para qué perfil de creador es un link de reclamo (la página de registro lo muestra)',
    response: claimInfoSchema,
  })
  claimInfo(@ClaimTokenParam() token: string) {
    return this.services.request(IdentityRequests.claimInfo, { token }, null);
  }

  @Get('creator-lists')
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Las listas de creadores del usuario, por nombre, y si el creador indicado está en cada una',
    response: creatorListSummariesSchema,
  })
  lists(@ValidQuery(listCreatorListsQuerySchema) query: { creatorId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.listCreatorLists, query, actor);
  }

  @Post('creator-lists')
  @HttpCode(201)
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Crear una lista de creadores', response: creatorListSummarySchema, status: 201 })
  createList(@ValidBody(createCreatorListRequestSchema) body: CreateCreatorListRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.createCreatorList, body, actor);
  }

  @Put('creator-lists/membership')
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Deja al creador exactamente en las listas indicadas del usuario',
    response: z.array(creatorListSummarySchema),
  })
  setLists(@ValidBody(setCreatorListsRequestSchema) body: SetCreatorListsRequest, @CurrentActor() actor: Actor) {
    return this.services.request(IdentityRequests.setCreatorLists, body, actor);
  }
}
