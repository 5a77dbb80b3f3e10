import { z } from 'zod';
import { actorSchema, type Actor } from '../common/roles.js';

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
}

export function defineRequest<S extends string, D extends z.ZodType, R extends z.ZodType, A extends boolean>(
  subject: S,
  data: D,
  response: R,
  options: { needsActor: A },
): RequestDef<S, D, R, A> {
  return { subject, data, response, needsActor: options.needsActor };
}

/** The actor a handler of this request receives: always present when the request needs one. */
export type ActorOf<A extends boolean> = A extends true ? Actor : Actor | null;

/** What travels on the wire for every request: who asks, and the payload. */
export const requestEnvelopeSchema = z.object({
  actor: actorSchema.nullable(),
  data: z.unknown(),
});
export type RequestEnvelope<D = unknown> = { actor: z.infer<typeof actorSchema> | null; data: D };

export type RequestData<T> = T extends RequestDef<string, infer D, z.ZodType> ? z.input<D> : never;
export type RequestResponse<T> = T extends RequestDef<string, z.ZodType, infer R> ? z.infer<R> : never;

export const healthResponseSchema = z.object({ service: z.string(), ok: z.boolean(), database: z.boolean() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
