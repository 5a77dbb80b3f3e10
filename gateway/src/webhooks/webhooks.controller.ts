import { Body, Controller, Headers, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CatalogueRequests, TrackingRequests, type PrivacyTopic } from '@afilia/contracts';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

const accepted = z.object({ accepted: z.boolean() });

/**
 * Tiendanube's webhooks. The signature covers the raw bytes, so those travel to catalogue
 * untouched (base64) with the header; catalogue verifies before reading anything.
 */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly services: ServiceClient) {}

  @Post('tiendanube')
  @HttpCode(200)
  @Operation({ access: ANYONE, tag: 'Webhooks', summary: 'Webhooks de Tiendanube (firma HMAC-SHA256 del cuerpo)', response: accepted })
  tiendanube(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('x-linkedstore-hmac-sha256') signature: string | undefined) {
    const raw = request.rawBody ?? Buffer.alloc(0);
    return this.services.request(
      CatalogueRequests.receiveWebhook,
      { rawBodyBase64: raw.toString('base64'), signature: signature ?? null },
      null,
    );
  }

  /**
   * Mercado Pago's notifications: a payment's signature covers the query's data.id, x-request-id
   * and a timestamp, so those travel to tracking as received; a Payouts notification is the
   * transaction itself in the body, unsigned, so only its id travels. Tracking verifies what can
   * be verified, then reads the resource back from Mercado Pago (the body's claims are not trusted).
   */
  @Post('mercadopago')
  @HttpCode(200)
  @RateLimit('mercadopago-webhook')
  @Operation({
    access: ANYONE,
    tag: 'Webhooks',
    summary: 'Notificaciones de Mercado Pago (firma x-signature sobre data.id, x-request-id y ts)',
    response: accepted,
  })
  mercadoPago(
    @Body() body: unknown,
    @Query() query: Record<string, unknown>,
    @Headers('x-signature') signature: string | undefined,
    @Headers('x-request-id') requestId: string | undefined,
  ) {
    const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value.slice(0, 500) : null);
    return this.services.request(
      TrackingRequests.receiveMercadoPagoNotification,
      {
        dataId: text(query['data.id'])?.slice(0, 100) ?? null,
        type: text(query.type ?? query.topic)?.slice(0, 60) ?? null,
        requestId: text(requestId)?.slice(0, 200) ?? null,
        signature: text(signature),
        transferId: text(typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['id'] : null)?.slice(0, 100) ?? null,
      },
      null,
    );
  }

  // Tiendanube's privacy webhooks (LGPD): each at its own URL, entered in the app's settings at
  // the Partner Portal (docs/operations.md); their bodies name no event, the URL does.
  @Post('tiendanube/store-redact')
  @HttpCode(200)
  @Operation({ access: ANYONE, tag: 'Webhooks', summary: 'store/redact de Tiendanube: borrar los datos de la tienda', response: accepted })
  storeRedact(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('x-linkedstore-hmac-sha256') signature: string | undefined) {
    return this.privacy('store/redact', request, signature);
  }

  @Post('tiendanube/customers-redact')
  @HttpCode(200)
  @Operation({
    access: ANYONE,
    tag: 'Webhooks',
    summary: 'customers/redact de Tiendanube: borrar los datos de un cliente',
    response: accepted,
  })
  customersRedact(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('x-linkedstore-hmac-sha256') signature: string | undefined) {
    return this.privacy('customers/redact', request, signature);
  }

  @Post('tiendanube/customers-data-request')
  @HttpCode(200)
  @Operation({
    access: ANYONE,
    tag: 'Webhooks',
    summary: 'customers/data_request de Tiendanube: qué datos guardamos de un cliente',
    response: accepted,
  })
  customersDataRequest(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-linkedstore-hmac-sha256') signature: string | undefined,
  ) {
    return this.privacy('customers/data_request', request, signature);
  }

  private privacy(topic: PrivacyTopic, request: RawBodyRequest<FastifyRequest>, signature: string | undefined) {
    const raw = request.rawBody ?? Buffer.alloc(0);
    return this.services.request(
      CatalogueRequests.receivePrivacyWebhook,
      { topic, rawBodyBase64: raw.toString('base64'), signature: signature ?? null },
      null,
    );
  }
}
