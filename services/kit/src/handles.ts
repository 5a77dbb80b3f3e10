import { MessagePattern } from '@nestjs/microservices';
import type { z } from 'zod';
import { actorSchema, validationError, type Actor, type ActorOf, type RequestDef } from '@afilia/contracts';
import { DomainError } from './domain-error.js';

/** A handler gets the parsed payload and the actor; a request that needs an actor never reaches it without one. */
export type Handler<D extends z.ZodType, R extends z.ZodType, A extends boolean> = (
  data: z.infer<D>,
  actor: ActorOf<A>,
) => Promise<z.input<R>> | z.input<R>;

/**
 * Marks a controller method as the handler of a request subject from contracts. The method
 * receives the parsed payload and the actor; the envelope, the payload and the answer are all
 * checked against the contract here, so handlers only hold domain logic.
 */
export function Handles<D extends z.ZodType, R extends z.ZodType, A extends boolean>(def: RequestDef<string, D, R, A>) {
  return <M extends Handler<D, R, A>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    const original = descriptor.value;
    if (!original) throw new Error(`@Handles on ${String(key)} needs a method`);
    descriptor.value = async function (this: unknown, envelope: unknown) {
      const { actor, data } = parseEnvelope(envelope);
      if (def.needsActor && !actor) throw new DomainError('UNAUTHENTICATED');
      const parsed = def.data.safeParse(data ?? {});
      if (!parsed.success) {
        const error = validationError(parsed.error);
        throw new DomainError(error.code, error.message, error.field);
      }
      // The check above makes `actor` non-null exactly when the contract says ActorOf<A> is Actor.
      const answer = await original.call(this, parsed.data, actor as ActorOf<A>);
      return def.response.parse(answer);
    } as unknown as M;
    MessagePattern(def.subject)(target, key, descriptor);
    return descriptor;
  };
}

function parseEnvelope(envelope: unknown): { actor: Actor | null; data: unknown } {
  if (!envelope || typeof envelope !== 'object') return { actor: null, data: {} };
  const raw = envelope as { actor?: unknown; data?: unknown };
  if (raw.actor === undefined || raw.actor === null) return { actor: null, data: raw.data };
  const actor = actorSchema.safeParse(raw.actor);
  if (!actor.success) throw new DomainError('UNAUTHENTICATED');
  return { actor: actor.data, data: raw.data };
}
