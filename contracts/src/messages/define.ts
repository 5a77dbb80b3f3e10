import { z } from 'zod';
import type { Actor } from '../common/roles.js';

/**
 * A NATS request-reply subject with the schemas of what it takes and answers.
 * Subjects read `<service>.<entity>.<imperative>`; the first segment is the owner.
 */
export interface RequestDef<S extends string, D extends z.ZodType, R extends z.ZodType, A extends boolean = boolean> {
  subject: S;
  data: D;
  response: R;
  /** Whether a request without an actor is refused by the service (its handler then gets `Actor`, never null). */
  needsActor: A;
  /** Who may send it: the gateway, for people's requests, unless a service is named too. */
  callers: readonly string[];
}

export function defineRequest<S extends string, D extends z.ZodType, R extends z.ZodType, A extends boolean>(
  subject: S,
  data: D,
  response: R,
  options: { needsActor: A; callers?: readonly string[] },
): RequestDef<S, D, R, A> {
  return { subject, data, response, needsActor: options.needsActor, callers: options.callers ?? ['gateway'] };
}

/** The actor a handler of this request receives: always present when the request needs one. */
export type ActorOf<A extends boolean> = A extends true ? Actor : Actor | null;

/**
 * What travels on the wire for every request: the caller's signed pass (who asks, for which
 * subject, vouching for which actor; services/kit/src/caller-auth.ts), the payload, and the id of
 * the request it serves (services/kit/src/request-context.ts), which the callee's log lines carry.
 */
export type RequestEnvelope<D = unknown> = { pass: string; data: D; requestId?: string };

export type RequestData<T> = T extends RequestDef<string, infer D, z.ZodType> ? z.input<D> : never;
/** What a handler receives: the request's data as its schema parsed it (defaults filled, transforms applied). */
export type HandledData<T> = T extends RequestDef<string, infer D, z.ZodType> ? z.output<D> : never;
export type RequestResponse<T> = T extends RequestDef<string, z.ZodType, infer R> ? z.infer<R> : never;

export const healthResponseSchema = z.object({ service: z.string(), ok: z.boolean(), database: z.boolean() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
