import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CatalogueRequests } from '@afilia/contracts';
import { Operation, Public } from '../http/operation.decorator.js';
import { ServiceClient } from '../bus/service-client.js';

/**
 * Tiendanube's webhooks. The signature covers the raw bytes, so those travel to catalogue
 * untouched (base64) with the header; catalogue verifies before reading anything.
 */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly services: ServiceClient) {}

  @Public()
  @Post('tiendanube')
  @HttpCode(200)
  @Operation({
    tag: 'Webhooks',
    summary: 'Webhooks de Tiendanube (firma HMAC-SHA256 del cuerpo)',
    response: z.object({ accepted: z.boolean() }),
  })
  tiendanube(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('x-linkedstore-hmac-sha256') signature: string | undefined) {
    const raw = request.rawBody ?? Buffer.alloc(0);
    return this.services.request(
      CatalogueRequests.receiveWebhook,
      { rawBodyBase64: raw.toString('base64'), signature: signature ?? null },
      null,
    );
  }
}
