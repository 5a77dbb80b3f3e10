import type { EntityManager } from 'typeorm';
import type { EventDef, EventPayload } from '@afilia/contracts';
import type { z } from 'zod';

/**
 * Runs the handler's database work in the one transaction that also records the event as
 * processed, so the effect and the mark commit together. Network calls (a store's API, SMTP)
 * happen before it, never inside: a transaction holds one of the pool's few connections.
 */
export type EventTransaction = <R>(work: (manager: EntityManager) => Promise<R>) => Promise<R>;

export type EventHandler<T extends EventDef<string, z.ZodType>> = (event: EventPayload<T>, transaction: EventTransaction) => Promise<void>;

export interface EventBinding {
  def: EventDef<string, z.ZodType>;
  method: string | symbol;
}

const BINDINGS = Symbol('afilia:event-bindings');

/**
 * Marks a provider's method as the service's handler of a domain event. The stream is found
 * from the subject's owner and the durable consumer is named after the service and the event,
 * so the definition is all a handler declares; the kit subscribes it at boot, idempotently.
 */
export function OnEvent<T extends EventDef<string, z.ZodType>>(def: T) {
  return (target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<EventHandler<T>>): void => {
    const holder = target as { [BINDINGS]?: EventBinding[] };
    // Own property per class, so a subclass does not add to its parent's list.
    const own = Object.prototype.hasOwnProperty.call(holder, BINDINGS) ? holder[BINDINGS]! : [];
    Object.defineProperty(holder, BINDINGS, { value: [...own, { def, method }], configurable: true });
  };
}

/**
 * Marks one method as the handler of several events (a table of rules, one line per event):
 * each event still gets its own durable consumer; the handler receives the event's definition
 * as its third argument.
 */
export function OnEvents(defs: readonly EventDef<string, z.ZodType>[]) {
  return (
    target: object,
    method: string | symbol,
    descriptor: TypedPropertyDescriptor<(event: never, transaction: EventTransaction, def: EventDef<string, z.ZodType>) => Promise<void>>,
  ): void => {
    for (const def of defs)
      OnEvent(def)(target, method, descriptor as unknown as TypedPropertyDescriptor<EventHandler<EventDef<string, z.ZodType>>>);
  };
}

/** The events an object's class handles, with the bound handler of each. */
export function eventBindingsOf(
  instance: object,
): { def: EventDef<string, z.ZodType>; handler: EventHandler<EventDef<string, z.ZodType>> }[] {
  const bindings = (Object.getPrototypeOf(instance) as { [BINDINGS]?: EventBinding[] } | null)?.[BINDINGS] ?? [];
  return bindings.map(({ def, method }) => {
    const fn = (instance as Record<string | symbol, unknown>)[method] as (
      event: unknown,
      transaction: EventTransaction,
      def: EventDef<string, z.ZodType>,
    ) => Promise<void>;
    return { def, handler: (event, transaction) => fn.call(instance, event, transaction, def) };
  });
}

/** The durable consumer of an event in a service: one handler per service and event. */
export function durableName(service: string, subject: string): string {
  // Durable names may not contain dots.
  return `${service}__${subject.replace(/\./g, '_')}`;
}
