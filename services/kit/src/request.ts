import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { apiErrorSchema, errorFor, type Actor, type ApiError, type RequestDef, type RequestEnvelope } from '@afilia/contracts';
import { passFor, type CallerKey } from './caller-auth.js';
import { currentRequestContext } from './request-context.js';
import { RawJson } from './json-read.js';

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
  const sent = await send(nc, def, data, actor, options);
  if (!sent) return { ok: false, error: errorFor('SERVICE_UNAVAILABLE') };
  const reply = JSON.parse(sent.text) as WireReply;
  if (hasError(reply)) return refusal(reply);
  return { ok: true, value: def.response.parse(reply.response) as z.infer<R> };
}

/**
 * The same request, its answer kept as the JSON the service wrote, for a caller that only passes
 * it on (the gateway's read routes, issue 37 §1): not parsed, not validated again (the service
 * validated it against the same contract), not encoded again. A refusal is read as usual.
 */
export async function relayService<D extends z.ZodType, R extends z.ZodType>(
  nc: NatsConnection,
  def: RequestDef<string, D, R>,
  data: z.input<D>,
  actor: Actor | null,
  options: { caller: CallerKey; timeoutMs?: number },
): Promise<Reply<RawJson>> {
  const sent = await send(nc, def, data, actor, options);
  if (!sent) return { ok: false, error: errorFor('SERVICE_UNAVAILABLE') };
  const raw = answerText(sent.text, sent.id);
  if (raw !== null) return { ok: true, value: new RawJson(raw) };
  const reply = JSON.parse(sent.text) as WireReply;
  if (hasError(reply)) return refusal(reply);
  return { ok: true, value: new RawJson(JSON.stringify(reply.response ?? null)) };
}

type WireReply = { response?: unknown; err?: unknown };

async function send<D extends z.ZodType>(
  nc: NatsConnection,
  def: RequestDef<string, D, z.ZodType>,
  data: z.input<D>,
  actor: Actor | null,
  options: { caller: CallerKey; timeoutMs?: number },
): Promise<{ text: string; id: string } | null> {
  // The id of the request being served travels on, so the callee's log lines carry it too.
  const envelope: RequestEnvelope = {
    pass: passFor(options.caller, def.subject, actor),
    data,
    requestId: currentRequestContext()?.requestId,
  };
  const id = randomUUID();
  const packet = { pattern: def.subject, data: envelope, id };
  try {
    const msg = await nc.request(def.subject, encoder.encode(JSON.stringify(packet)), { timeout: options.timeoutMs ?? 10_000 });
    return { text: decoder.decode(msg.data), id };
  } catch {
    return null;
  }
}

const ANSWER_HEAD = '{"response":';

/**
 * The answer's JSON inside a successful reply, read without parsing: NestJS writes the reply's
 * fields in this order, and the kit's ReplySerializer keeps it. Null when the reply is laid out
 * otherwise (a refusal), to be parsed instead.
 */
function answerText(text: string, id: string): string | null {
  const tail = `,"isDisposed":true,"id":${JSON.stringify(id)}}`;
  if (!text.startsWith(ANSWER_HEAD) || !text.endsWith(tail) || text.length <= ANSWER_HEAD.length + tail.length) return null;
  return text.slice(ANSWER_HEAD.length, text.length - tail.length);
}

function hasError(reply: WireReply): boolean {
  return reply.err !== undefined && reply.err !== null;
}

function refusal(reply: WireReply): { ok: false; error: ApiError } {
  const known = apiErrorSchema.safeParse(reply.err);
  return { ok: false, error: known.success ? known.data : errorFor('INTERNAL') };
}
