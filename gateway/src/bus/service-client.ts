import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { statusOf, type Actor, type ApiError, type RequestDef } from '@afilia/contracts';
import { JsonLogger, requestService, type CallerKey } from '@afilia/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';

export const GATEWAY_NATS = Symbol('GATEWAY_NATS');
/** The gateway's signing key: every request it sends carries a pass signed with it. */
export const GATEWAY_CALLER = Symbol('GATEWAY_CALLER');

/** An error a service answered, carried to the HTTP layer with its catalogue status. */
export class ServiceError extends HttpException {
  constructor(body: ApiError) {
    super(body, statusOf(body.code));
  }
}

/**
 * Request-reply to the domain services. The actor always comes from the verified token, never
 * from the body, and travels inside the gateway's signed pass. A service that is down or
 * silent becomes a 503.
 */
@Injectable()
export class ServiceClient {
  constructor(
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_CALLER) private readonly caller: CallerKey,
    private readonly logger: JsonLogger,
  ) {}

  async request<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null,
    timeoutMs = this.env.REQUEST_TIMEOUT_MS,
  ): Promise<z.infer<R>> {
    const reply = await requestService(this.nc, def, data, actor, { caller: this.caller, timeoutMs });
    if (reply.ok) return reply.value;
    if (reply.error.code === 'SERVICE_UNAVAILABLE' || reply.error.code === 'INTERNAL') {
      this.logger.warn('service.request-failed', { subject: def.subject, code: reply.error.code });
    }
    throw new ServiceError(reply.error);
  }
}
