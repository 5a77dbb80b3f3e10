import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  bannerMessageListSchema,
  CampaignsRequests,
  messageResponseSchema,
  moderateBannerBodySchema,
  submitBannerRequestSchema,
  type Actor,
  type SubmitBannerRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { BrandScopeQuery, IdParam } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Mensajes de banner';

/** Creators' banner messages and the brand's moderation ('Mensajes de Banner'). */
@Controller('banner-messages')
export class BannersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Mensajes de banner de la marca, o los del creador',
    response: bannerMessageListSchema,
  })
  list(@BrandScopeQuery() query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.listBanners, query, actor);
  }

  @Put()
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'Enviar (o reemplazar) el mensaje de banner para una marca',
    response: messageResponseSchema,
  })
  submit(@ValidBody(submitBannerRequestSchema) body: SubmitBannerRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.submitBanner, body, actor);
  }

  @Post(':id/moderate')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Aprobar o rechazar un mensaje de banner', response: messageResponseSchema })
  moderate(@IdParam() id: string, @ValidBody(moderateBannerBodySchema) body: { approve: boolean }, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.moderateBanner, { id, approve: body.approve }, actor);
  }
}
