import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import type { Actor, ErrorCode, RequestDef } from '@afilia/contracts';
import type { CallerKey } from './caller-auth.js';
import { DomainError } from './domain-error.js';
import { requestService } from './request.js';

/**
 * How a service asks another: the owner's request over NATS, signed with this service's own key
 * (its SIGNING_KEY) and vouching for the actor it is serving, or for nobody. The contract must name
 * the service among the request's callers (the owner refuses it otherwise, and NATS does not let
 * it publish there). A refusal travels on as the same catalogue error, so the person sees the
 * owner's Spanish message.
 */
export class ServiceClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly caller: CallerKey | null,
  ) {}

  async call<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null,
  ): Promise<z.infer<R>> {
    if (!this.caller) throw new Error(`This service has no SIGNING_KEY: it cannot call ${def.subject}`);
    const reply = await requestService(this.nc, def, data, actor, { caller: this.caller });
    if (!reply.ok) throw new DomainError(reply.error.code as ErrorCode, reply.error.message, reply.error.field);
    return reply.value;
  }
}
