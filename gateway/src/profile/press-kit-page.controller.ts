import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IdentityRequests, TrackingRequests } from '@afilia/contracts';
import { pressKitView, renderPressKitDocument, renderPressKitUnavailable } from '@afilia/shop-page';
import { ServiceClient, ServiceError } from '../bus/service-client.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';

const SLUG_OR_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The creator's public press kit, /press-kit/{slug or id} (seed 001 §2; issue 15 §3): like the
 * shop, HTML made here in one answer with no script. A private press kit says so and shows
 * nothing of its content.
 */
@Controller('press-kit')
export class PressKitPageController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get(':slugOrId')
  @Operation({ access: ANYONE, tag: 'Perfil del creador', summary: 'El press kit público del creador (HTML)', response: z.string() })
  async page(@Param('slugOrId') slugOrId: string, @Res() reply: FastifyReply) {
    const html = (status: number, body: string) =>
      reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
    if (!SLUG_OR_ID.test(slugOrId)) return html(404, renderPressKitUnavailable('not-found'));
    try {
      const found = await this.services.request(IdentityRequests.publicPressKit, { slugOrId }, null);
      if (found.status === 'private') return html(403, renderPressKitUnavailable('private'));
      const { profile } = found;
      const results = profile.showVerifiedResults
        ? await this.services.request(TrackingRequests.verifiedResults, { creatorId: profile.creatorId }, null)
        : null;
      const path = `/press-kit/${encodeURIComponent(profile.slug ?? profile.creatorId)}`;
      return html(
        200,
        renderPressKitDocument(pressKitView(profile, results), {
          url: new URL(path, this.env.PUBLIC_URL).href,
          origin: this.env.PUBLIC_URL,
        }),
      );
    } catch (error) {
      if (error instanceof ServiceError && error.getStatus() === 404) return html(404, renderPressKitUnavailable('not-found'));
      throw error;
    }
  }
}
