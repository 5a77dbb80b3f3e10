import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import {
  affiliateLinkListSchema,
  listLinksRequestSchema,
  pixelStatusRequestSchema,
  pixelStatusSchema,
  TrackingRequests,
  type Actor,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidQuery } from '../http/params.js';

const TAG = 'Links';

/** Tracking's reads for the screens: affiliate links, and whether the brand's pixel is in place. */
@Controller()
export class LinksController {
  constructor(private readonly services: ServiceClient) {}

  @Get('links')
  @Operation({
    tag: TAG,
    summary: 'Links de afiliado: de una campaña, del creador o de un creador en una campaña',
    response: affiliateLinkListSchema,
  })
  list(@ValidQuery(listLinksRequestSchema) query: z.infer<typeof listLinksRequestSchema>, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listLinks, query, actor);
  }

  @Get('pixel-status')
  @Operation({ tag: TAG, summary: 'Si la marca tiene un píxel de conversión activo e instalado', response: pixelStatusSchema })
  pixelStatus(@ValidQuery(pixelStatusRequestSchema) query: { brandId: string }, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.pixelStatus, query, actor);
  }
}
