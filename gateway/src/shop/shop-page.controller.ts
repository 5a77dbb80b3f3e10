import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IdentityRequests, TrackingRequests } from '@afilia/contracts';
import { renderShopDocument, renderShopNotFound, shopView } from '@afilia/shop-page';
import { ServiceClient, ServiceError } from '../bus/service-client.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';

const SLUG_OR_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The creator's public shop, /shop/{slug or id} (seed 001 §2; issue 15 §1): HTML made here, in
 * one answer, with no script, so a phone opening it from a bio paints it at once.
 */
@Controller('shop')
export class ShopPageController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get(':slugOrId')
  @Operation({ access: ANYONE, tag: 'Tienda del creador', summary: 'La tienda pública del creador (HTML)', response: z.string() })
  async page(@Param('slugOrId') slugOrId: string, @Res() reply: FastifyReply) {
    const html = (status: number, body: string) =>
      reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
    if (!SLUG_OR_ID.test(slugOrId)) return html(404, renderShopNotFound());
    try {
      const { shop } = await this.services.request(IdentityRequests.publicShop, { slugOrId }, null);
      const linkIds = shop.blocks.flatMap((b) => (b.type === 'product' ? [b.data.affiliateLinkId] : []));
      const products = await this.services.request(TrackingRequests.shopProducts, { creatorId: shop.creatorId, linkIds }, null);
      const key = encodeURIComponent(shop.slug ?? shop.creatorId);
      const meta = { url: new URL(`/shop/${key}`, this.env.PUBLIC_URL).href, origin: this.env.PUBLIC_URL };
      // 'Ver Press Kit' only when the creator made the press kit public (seed 001 §2).
      return html(
        200,
        renderShopDocument(shopView(shop, products), meta, { pressKitUrl: shop.pressKitPublic ? `/press-kit/${key}` : null }),
      );
    } catch (error) {
      if (error instanceof ServiceError && error.getStatus() === 404) return html(404, renderShopNotFound());
      throw error;
    }
  }
}
