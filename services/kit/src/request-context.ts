import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Actor } from '@afilia/contracts';

/**
 * What every log line of one request carries, wherever it is written: the request id that
 * followed it from the browser (or that the gateway gave it), and who asks. The gateway opens it
 * for each HTTP request, `requestService` sends the id on with each request to a service, and
 * `@Handles` opens it again there, so one id ties the lines of every part together.
 */
export interface RequestContext {
  /** Absent in a service's own work that no request caused (a timer's run, a timer's events). */
  requestId?: string;
  /** Set once known: after the token is checked (gateway) or the pass is opened (services). */
  actor?: Actor | null;
  /**
   * The service's own work rather than an actor's: an event from the bus, a timer, a migration, or
   * a step a handler declares with `asSystem`. It reads every tenant's rows (tenant-scope.ts).
   */
  system?: boolean;
  /** The API key the request came with (issue 39 §1): its name and public start, never its secret. */
  apiKey?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A request id a client may choose: short and plain, so it cannot forge or break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id a caller sent, when it is one we accept; a fresh one otherwise. */
export function requestIdFrom(sent: unknown): string {
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The fields a log line of the current request gets: its id, the actor and the actor's tenant. */
export function requestLogFields(): Record<string, unknown> | undefined {
  const context = storage.getStore();
  if (!context) return undefined;
  const actor = context.actor;
  if (!actor) return context.requestId ? { requestId: context.requestId } : undefined;
  // The tenant whose rows the request is about: a brand (an agency's first), or a creator's own.
  const tenant = actor.brandIds[0] ?? actor.creatorId ?? actor.agencyId ?? null;
  return {
    requestId: context.requestId,
    actorId: actor.userId,
    actorRole: actor.role,
    tenant,
    // `keyName`: the logger redacts any field named like an API key.
    ...(context.apiKey ? { keyName: context.apiKey } : {}),
  };
}
