import { MessagePattern } from '@nestjs/microservices';
import type { z } from 'zod';
import { validationError, type Actor, type ActorOf, type RequestDef } from '@afilia/contracts';
import { PassRefused, type CallerVerifier } from './caller-auth.js';
import { DomainError } from './domain-error.js';
import { currentRequestContext, requestIdFrom, runInRequestContext } from './request-context.js';
import { busRequests, busRequestSeconds } from './metrics.js';
import { checkedRawReply, RawJson } from './json-read.js';

let verifier: CallerVerifier | null = null;

/** The public keys requests are checked against; set once at boot from CALLER_KEYS (ServiceKitModule). */
export function trustCallers(callers: CallerVerifier): void {
  verifier = callers;
}

/** A handler gets the parsed payload and the actor; a request that needs an actor never reaches it without one. */
export type Handler<D extends z.ZodType, R extends z.ZodType, A extends boolean> = (
  data: z.infer<D>,
  actor: ActorOf<A>,
) => Promise<z.input<R> | RawJson> | z.input<R> | RawJson;

/**
 * Marks a controller method as the handler of a request subject from contracts. The method
 * receives the parsed payload and the actor; the caller's signed pass, the payload and the
 * answer are all checked against the contract here, so handlers only hold domain logic. A
 * request without a valid pass from a caller the contract allows is refused before any of it.
 */
export function Handles<D extends z.ZodType, R extends z.ZodType, A extends boolean>(def: RequestDef<string, D, R, A>) {
  return <M extends Handler<D, R, A>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    const original = descriptor.value;
    if (!original) throw new Error(`@Handles on ${String(key)} needs a method`);
    const handle = async function (this: unknown, envelope: unknown) {
      const { caller, actor, data } = openEnvelope(envelope, def.subject);
      const context = currentRequestContext();
      if (context) context.actor = actor;
      if (!def.callers.includes(caller)) throw new DomainError('FORBIDDEN');
      if (def.needsActor && !actor) throw new DomainError('UNAUTHENTICATED');
      const parsed = def.data.safeParse(data ?? {});
      if (!parsed.success) {
        const error = validationError(parsed.error);
        throw new DomainError(error.code, error.message, error.field);
      }
      // The check above makes `actor` non-null exactly when the contract says ActorOf<A> is Actor.
      const answer: unknown = await original.call(this, parsed.data, actor as ActorOf<A>);
      // JSON Postgres wrote from the service's own query goes on as it is (json-read.ts).
      if (answer instanceof RawJson) return checkedRawReply(def.response, answer, def.subject);
      return def.response.parse(answer);
    };
    descriptor.value = function (this: unknown, envelope: unknown) {
      // Everything this request logs, here and in the services it asks, carries the caller's request id.
      const requestId = requestIdFrom((envelope as { requestId?: unknown } | null)?.requestId);
      return runInRequestContext({ requestId }, () => measured(def.subject, () => handle.call(this, envelope)));
    } as unknown as M;
    MessagePattern(def.subject)(target, key, descriptor);
    return descriptor;
  };
}

/** Counts each answer by outcome (`ok` or the refusal's catalogue code) and times it. */
async function measured<T>(subject: string, answer: () => Promise<T>): Promise<T> {
  const stop = busRequestSeconds.startTimer({ subject });
  try {
    const value = await answer();
    busRequests.inc({ subject, outcome: 'ok' });
    return value;
  } catch (error) {
    busRequests.inc({ subject, outcome: error instanceof DomainError ? error.body.code : 'INTERNAL' });
    throw error;
  } finally {
    stop();
  }
}

function openEnvelope(envelope: unknown, subject: string): { caller: string; actor: Actor | null; data: unknown } {
  if (!verifier) throw new Error('trustCallers() was not called: the service cannot check who is asking');
  const raw = (envelope && typeof envelope === 'object' ? envelope : {}) as { pass?: unknown; data?: unknown };
  try {
    return { ...verifier.verify(raw.pass, subject), data: raw.data };
  } catch (error) {
    if (error instanceof PassRefused) throw new DomainError('UNAUTHENTICATED');
    throw error;
  }
}
