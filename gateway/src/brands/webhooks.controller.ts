import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  createWebhookEndpointRequestSchema,
  messageResponseSchema,
  NotificationsRequests,
  updateWebhookEndpointRequestSchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookEndpointWithSecretSchema,
  type Actor,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDeliveriesQuery,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, UuidParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Webhooks';
/** Who may add an endpoint or see a secret: the brand's own people (an admin reaches every brand). */
const SECRET_HOLDERS = { brand: 'own', agency: 'own' } as const;

/**
 * A brand's webhook endpoints and their delivery log (issue 39 §2): 'Configuración de Marca' →
 * 'Webhooks'. Its owner and agencies add endpoints and see a secret once; an admin lists, pauses,
 * tests, resends and deletes. No API key may call these routes: they declare no scope.
 */
@Controller('brands/:id')
export class BrandWebhooksController {
  constructor(private readonly services: ServiceClient) {}

  @Get('webhooks')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Los destinos de webhooks de la marca (nunca su secreto)',
    response: webhookEndpointsSchema,
  })
  list(@IdParam() brandId: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.listWebhooks, { brandId }, actor);
  }

  @Post('webhooks')
  @HttpCode(201)
  @Operation({
    access: SECRET_HOLDERS,
    tag: TAG,
    summary: 'Agregar un destino: la respuesta es la única vez que se ve su secreto de firma',
    response: webhookEndpointWithSecretSchema,
    status: 201,
  })
  create(
    @IdParam() brandId: string,
    @ValidBody(createWebhookEndpointRequestSchema) body: CreateWebhookEndpointRequest,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(NotificationsRequests.createWebhook, { ...body, brandId }, actor);
  }

  @Patch('webhooks/:webhookId')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Cambiar la URL, los eventos o la descripción de un destino, o pausarlo',
    response: webhookEndpointSchema,
  })
  update(
    @IdParam() brandId: string,
    @UuidParam('webhookId') id: string,
    @ValidBody(updateWebhookEndpointRequestSchema) body: UpdateWebhookEndpointRequest,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(NotificationsRequests.updateWebhook, { ...body, brandId, id }, actor);
  }

  @Delete('webhooks/:webhookId')
  @Operation({ access: BRAND_SIDE, tag: TAG, summary: 'Eliminar un destino y su registro de envíos', response: messageResponseSchema })
  remove(@IdParam() brandId: string, @UuidParam('webhookId') id: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.deleteWebhook, { brandId, id }, actor);
  }

  @Post('webhooks/:webhookId/rotate-secret')
  @HttpCode(200)
  @Operation({
    access: SECRET_HOLDERS,
    tag: TAG,
    summary: 'Rotar el secreto: los envíos siguientes se firman con el nuevo, que la respuesta muestra una vez',
    response: webhookEndpointWithSecretSchema,
  })
  rotate(@IdParam() brandId: string, @UuidParam('webhookId') id: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.rotateWebhookSecret, { brandId, id }, actor);
  }

  @Post('webhooks/:webhookId/test')
  @HttpCode(202)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Enviar un evento de prueba (webhook.ping) al destino',
    response: webhookDeliverySchema,
    status: 202,
  })
  test(@IdParam() brandId: string, @UuidParam('webhookId') id: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.testWebhook, { brandId, id }, actor);
  }

  @Get('webhooks/:webhookId/deliveries')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'El registro de envíos del destino, del más nuevo al más viejo',
    response: webhookDeliveriesPageSchema,
  })
  deliveries(
    @IdParam() brandId: string,
    @UuidParam('webhookId') id: string,
    @ValidQuery(webhookDeliveriesQuerySchema) query: WebhookDeliveriesQuery,
    @CurrentActor() actor: Actor,
  ) {
    return this.services.request(NotificationsRequests.webhookDeliveries, { ...query, brandId, id }, actor);
  }

  @Post('webhook-deliveries/:deliveryId/resend')
  @HttpCode(202)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Reenviar un envío: mismo id y cuerpo, firmado de nuevo',
    response: webhookDeliverySchema,
    status: 202,
  })
  resend(@IdParam() brandId: string, @UuidParam('deliveryId') deliveryId: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.resendWebhookDelivery, { brandId, deliveryId }, actor);
  }
}
