import { Controller, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  assistantReplySchema,
  assistantRequestSchema,
  CampaignsRequests,
  errorFor,
  transcribeReplySchema,
  type Actor,
  type AssistantRequest,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';

/** The microphone's recording arrives as the file itself (create-gateway.ts lets only this route take one). */
export const TRANSCRIBE_ROUTE = '/api/v1/campaigns/assistant/transcribe';

const TAG = 'Asistente de campañas';

/** The campaign assistant's chat and microphone (seed 002 §7 campaign-ai-assistant, transcribe-audio). */
@Controller('campaigns/assistant')
export class AssistantController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Un turno del asistente; puede crear una campaña CPC o por conversión',
    response: assistantReplySchema,
  })
  reply(@ValidBody(assistantRequestSchema) body: AssistantRequest, @CurrentActor() actor: Actor) {
    return this.services.request(CampaignsRequests.assistantReply, body, actor);
  }

  @Post('transcribe')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Transcribir el audio del micrófono (audio/webm en el cuerpo)',
    response: transcribeReplySchema,
  })
  transcribe(@Req() request: FastifyRequest, @CurrentActor() actor: Actor) {
    const bytes = Buffer.isBuffer(request.body) ? request.body : null;
    if (!bytes || bytes.length === 0) throw new HttpException(errorFor('TRANSCRIPTION_UNAVAILABLE'), 400);
    return this.services.request(CampaignsRequests.transcribeAudio, { audio: bytes.toString('base64') }, actor);
  }
}
