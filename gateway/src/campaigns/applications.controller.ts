import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  applicationsListSchema,
  applyRequestSchema,
  applyResponseSchema,
  CampaignsRequests,
  counterOfferBodySchema,
  cpcCounterOfferRequestSchema,
  listApplicationsRequestSchema,
  messageResponseSchema,
  rejectRequestSchema,
  respondRequestSchema,
  type Actor,
  type ApplyRequest,
  type CounterOfferRequest,
  type CpcCounterOfferRequest,
  type RejectRequest,
  type RespondRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE, CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Aplicaciones';
const applyBodySchema = applyRequestSchema.omit({ campaignId: true });
const rejectBodySchema = rejectRequestSchema.omit({ id: true });
const respondBodySchema = respondRequestSchema.omit({ id: true });
const cpcCounterOfferBodySchema = cpcCounterOfferRequestSchema.omit({ id: true });

/** Applications and CPC participations: the creator applies and answers; the brand reviews. */
@Controller()
export class ApplicationsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('campaigns/:id/applications')
  @HttpCode(201)
  @Operation({
    access: { creator: 'any' },
    tag: TAG,
    summary: 'Aplicar a una campaña (o pedir participar en una CPC)',
    response: applyResponseSchema,
    status: 201,
  })
  apply(@IdParam() campaignId: string, @ValidBody(applyBodySchema) body: Omit<ApplyRequest, 'campaignId'>, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.apply, { ...body, campaignId }, actor);
  }

  @Get('applications')
  @Operation({
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Aplicaciones y participaciones: de la marca o del creador',
    response: applicationsListSchema,
  })
  list(@ValidQuery(listApplicationsRequestSchema) query: z.infer<typeof listApplicationsRequestSchema>, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.listApplications, query, actor);
  }

  @Post('applications/:id/accept')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Aceptar una aplicación', response: messageResponseSchema })
  accept(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.acceptApplication, { id }, actor);
  }

  @Post('applications/:id/counter-offer')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Contraofertar una aplicación', response: messageResponseSchema })
  counterOffer(
    @IdParam() id: string,
    @ValidBody(counterOfferBodySchema) body: Omit<CounterOfferRequest, 'id'>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CampaignsRequests.counterOffer, { ...body, id }, actor);
  }

  @Post('applications/:id/reject')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Rechazar una aplicación', response: messageResponseSchema })
  reject(@IdParam() id: string, @ValidBody(rejectBodySchema) body: Omit<RejectRequest, 'id'>, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.rejectApplication, { ...body, id }, actor);
  }

  @Post('applications/:id/respond')
  @HttpCode(200)
  @Operation({ access: CREATOR, tag: TAG, summary: 'Responder la contraoferta de la marca', response: messageResponseSchema })
  respond(@IdParam() id: string, @ValidBody(respondBodySchema) body: Omit<RespondRequest, 'id'>, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.respondToCounterOffer, { ...body, id }, actor);
  }

  @Post('participations/:id/approve')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Aprobar una participación CPC', response: messageResponseSchema })
  approve(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.approveParticipation, { id }, actor);
  }

  @Post('participations/:id/counter-offer')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Contraofertar una participación CPC', response: messageResponseSchema })
  counterOfferParticipation(
    @IdParam() id: string,
    @ValidBody(cpcCounterOfferBodySchema) body: Omit<CpcCounterOfferRequest, 'id'>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CampaignsRequests.counterOfferParticipation, { ...body, id }, actor);
  }

  @Post('participations/:id/reject')
  @HttpCode(200)
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Rechazar una participación CPC', response: messageResponseSchema })
  rejectParticipation(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.rejectParticipation, { id }, actor);
  }

  @Post('participations/:id/respond')
  @HttpCode(200)
  @Operation({ access: CREATOR, tag: TAG, summary: 'Responder la contraoferta CPC de la marca', response: messageResponseSchema })
  respondToParticipationOffer(
    @IdParam() id: string,
    @ValidBody(respondBodySchema) body: Omit<RespondRequest, 'id'>,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(CampaignsRequests.respondToParticipationOffer, { ...body, id }, actor);
  }
}
