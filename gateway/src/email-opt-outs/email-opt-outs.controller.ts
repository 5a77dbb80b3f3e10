import { Controller, HttpCode, Post } from '@nestjs/common';
import { emailOptOutRequestSchema, emailOptOutSchema, IdentityRequests, type EmailOptOutRequest } from '@afilia/contracts';
import { ServiceClient } from '../bus/service-client.js';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

const TAG = 'Emails de marcas';

/**
 * The link at the end of every e-mail a brand causes (decision 230): mf-public's /baja-emails
 * reads which brand it is for, then records the refusal. No account is needed; the token, signed
 * by identity, names the brand and the address, so it refuses that pair and nothing else. Opening
 * the page changes nothing (mail scanners open links); only its button refuses.
 */
@Controller('email-opt-outs')
export class EmailOptOutsController {
  constructor(private readonly services: ServiceClient) {}

  // The token travels in a body, not the path: request logs and proxies keep paths.
  @Post('lookup')
  @HttpCode(200)
  @RateLimit('email-opt-out')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Para qué marca es un link de baja de emails, y si la dirección ya la rechazó (no cambia nada)',
    response: emailOptOutSchema,
  })
  lookup(@ValidBody(emailOptOutRequestSchema) body: EmailOptOutRequest) {
    return this.services.request(IdentityRequests.emailOptOut, body, null);
  }

  @Post()
  @HttpCode(200)
  @RateLimit('email-opt-out')
  @Operation({
    access: ANYONE,
    tag: TAG,
    summary: 'Dejar de recibir emails de una marca en esta dirección (el link de baja de sus emails)',
    response: emailOptOutSchema,
  })
  optOut(@ValidBody(emailOptOutRequestSchema) body: EmailOptOutRequest) {
    return this.services.request(IdentityRequests.optOutOfEmails, body, null);
  }
}
