import { z } from 'zod';

/**
 * A durable domain event on JetStream. Subjects read `<service>.<entity>.<past-tense>`.
 * Every payload carries `eventId` (used as `Nats-Msg-Id` and by consumers to drop redeliveries)
 * and `occurredAt`.
 */
export interface EventDef<S extends string, P extends z.ZodType> {
  subject: S;
  payload: P;
}

export const eventBaseSchema = z.object({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export function defineEvent<S extends string, P extends z.ZodObject>(subject: S, payload: P) {
  return { subject, payload: eventBaseSchema.extend(payload.shape) } as EventDef<S, z.ZodObject<typeof eventBaseSchema.shape & P['shape']>>;
}

export type EventPayload<T> = T extends EventDef<string, infer P> ? z.infer<P> : never;

/**
 * What a publisher writes: the payload before its schema fills the defaults (a field added to an
 * event later gets one, so older events in the stream still parse).
 */
export type EventInput<T> = T extends EventDef<string, infer P> ? Omit<z.input<P>, 'eventId' | 'occurredAt'> : never;
