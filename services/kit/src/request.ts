import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { apiErrorSchema, errorFor, type Actor, type ApiError, type RequestDef, type RequestEnvelope } from '@afilia/contracts';
import { passFor, type CallerKey } from './caller-auth.js';
import { currentRequestContext } from './request-context.js';

export type Reply<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sends a request to a service in the wire format of NestJS's NATS transport
 * (`{pattern, data, id}` → `{response | err, id}`), with the caller's signed pass for this
 * subject and the actor it vouches for. The one client-side implementation, used by the
 * gateway, the demo-data loader and the integration tests.
 */
export async function requestService<D extends z.ZodType, R extends z.ZodType>(
  nc: NatsConnection,
  def: RequestDef<string, D, R>,
  data: z.input<D>,
  actor: Actor | null,
  options: { caller: CallerKey; timeoutMs?: number },
): Promise<Reply<z.infer<R>>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // The id of the request being served travels on, so the callee's log lines carry it too.
  const envelope: RequestEnvelope = {
    pass: passFor(options.caller, def.subject, actor),
    data,
    requestId: currentRequestContext()?.requestId,
  };
  const packet = { pattern: def.subject, data: envelope, id: randomUUID() };
  let reply: { response?: unknown; err?: unknown };
  try {
    const msg = await nc.request(def.subject, encoder.encode(JSON.stringify(packet)), { timeout: timeoutMs });
    reply = JSON.parse(decoder.decode(msg.data)) as typeof reply;
  } catch {
    return { ok: false, error: errorFor('SERVICE_UNAVAILABLE') };
  }
  if (reply.err !== undefined && reply.err !== null) {
    const known = apiErrorSchema.safeParse(reply.err);
    return { ok: false, error: known.success ? known.data : errorFor('INTERNAL') };
  }
  return { ok: true, value: def.response.parse(reply.response) as z.infer<R> };
}
