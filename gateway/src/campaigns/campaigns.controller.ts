import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  availableCampaignListSchema,
  campaignListSchema,
  campaignPausedResponseSchema,
  campaignSchema,
  CampaignsRequests,
  createCampaignRequestSchema,
  messageResponseSchema,
  campaignEditFormSchema,
  rewardProgressListSchema,
  TrackingRequests,
  type Actor,
  type CreateCampaignRequest,
  type CampaignEditForm,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Campañas';

@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({
    access: BRAND_SIDE,
    apiKey: 'campaigns:read',
    tag: TAG,
    summary: 'Campañas de la marca, las más nuevas primero',
    response: campaignListSchema,
  })
  list(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.relay(CampaignsRequests.listCampaigns, query, actor);
  }

  @Get('available')
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'Campañas abiertas a creadores (Buscar Marcas)',
    response: availableCampaignListSchema,
  })
  available(@CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.availableCampaigns, {}, actor);
  }

  @Get('rewards')
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'Mi progreso del mes en los escalones y bonos de mis campañas',
    response: rewardProgressListSchema,
  })
  myRewards(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.rewardProgress, {}, actor);
  }

  @Post()
  @HttpCode(201)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Crear una campaña (estándar, por conversión o CPC)',
    response: campaignSchema,
    status: 201,
  })
  create(@ValidBody(createCampaignRequestSchema) body: CreateCampaignRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.createCampaign, body, actor);
  }

  @Get(':id')
  @Operation({
    apiKey: 'campaigns:read',
    access: { creator: 'any', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Una campaña',
    response: campaignSchema,
  })
  get(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.getCampaign, { id }, actor);
  }

  @Get(':id/rewards')
  @Operation({
    apiKey: 'campaigns:read',
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'El progreso del mes de cada creador de la campaña en sus escalones y bonos',
    response: rewardProgressListSchema,
  })
  rewards(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.rewardProgress, { campaignId: id }, actor);
  }

  @Put(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Editar una campaña', response: campaignSchema })
  update(@IdParam() id: string, @ValidBody(campaignEditFormSchema) body: CampaignEditForm, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.updateCampaign, { ...body, id }, actor);
  }

  @Post(':id/pause')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Pausar una campaña', response: campaignPausedResponseSchema })
  pause(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.setCampaignPaused, { id, paused: true }, actor);
  }

  @Post(':id/resume')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Reanudar una campaña', response: campaignPausedResponseSchema })
  resume(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.setCampaignPaused, { id, paused: false }, actor);
  }

  @Delete(':id')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Eliminar una campaña', response: messageResponseSchema })
  remove(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.deleteCampaign, { id }, actor);
  }
}
