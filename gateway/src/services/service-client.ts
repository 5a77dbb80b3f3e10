import { HttpException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { apiErrorSchema, errorFor, statusOf, type Actor, type RequestDef } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';

export const GATEWAY_NATS = Symbol('GATEWAY_NATS');

/** An error a service answered, carried to the HTTP layer with its catalogue status. */
export class ServiceError extends HttpException {
  constructor(body: z.infer<typeof apiErrorSchema>) {
    super(body, statusOf(body.code));
  }
}

/**
 * Request-reply to the domain services, in the wire format of NestJS's NATS transport
 * (`{pattern, data, id}` → `{response | err, id}`). The actor always comes from the verified
 * token, never from the body. A service that is down or silent becomes a 503.
 */
@Injectable()
export class ServiceClient {
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  constructor(
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly logger: JsonLogger,
  ) {}

  async request<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null,
    timeoutMs = this.env.REQUEST_TIMEOUT_MS,
  ): Promise<z.infer<R>> {
    const packet = { pattern: def.subject, data: { actor, data }, id: randomUUID() };
    let reply: { response?: unknown; err?: unknown };
    try {
      const msg = await this.nc.request(def.subject, this.encoder.encode(JSON.stringify(packet)), { timeout: timeoutMs });
      reply = JSON.parse(this.decoder.decode(msg.data)) as typeof reply;
    } catch (error) {
      this.logger.warn('service.unavailable', { subject: def.subject, error: String(error) });
      throw new ServiceError(errorFor('SERVICE_UNAVAILABLE'));
    }
    if (reply.err !== undefined && reply.err !== null) {
      const known = apiErrorSchema.safeParse(reply.err);
      if (known.success) throw new ServiceError(known.data);
      this.logger.error('service.unexpected-error', { subject: def.subject, error: JSON.stringify(reply.err) });
      throw new ServiceError(errorFor('INTERNAL'));
    }
    return def.response.parse(reply.response) as z.infer<R>;
  }
}
