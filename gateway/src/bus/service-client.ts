import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { statusOf, type Actor, type ApiError, type RequestDef } from '@afilia/contracts';
import { JsonLogger, relayService, requestService, type CallerKey, type RawJson, type Reply } from '@afilia/service-kit';
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
    return this.answer(def, await requestService(this.nc, def, data, actor, { caller: this.caller, timeoutMs }));
  }

  /**
   * The same request for a route that answers exactly what the service answered: the service's
   * JSON goes to the browser as it came (create-gateway.ts's reply serializer), with no second
   * parse, validation or encoding (issue 37 §1; the service checked it against the contract).
   */
  async relay<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null,
    timeoutMs = this.env.REQUEST_TIMEOUT_MS,
  ): Promise<RawJson> {
    return this.answer(def, await relayService(this.nc, def, data, actor, { caller: this.caller, timeoutMs }));
  }

  private answer<T>(def: RequestDef<string, z.ZodType, z.ZodType>, reply: Reply<T>): T {
    if (reply.ok) return reply.value;
    if (reply.error.code === 'SERVICE_UNAVAILABLE' || reply.error.code === 'INTERNAL') {
      this.logger.warn('service.request-failed', { subject: def.subject, code: reply.error.code });
    }
    throw new ServiceError(reply.error);
  }
}
