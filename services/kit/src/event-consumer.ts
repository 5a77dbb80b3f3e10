import type { DataSource } from 'typeorm';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  SERVICE_NAMES,
  SERVICES,
  streamOfEvent,
  type EventDef,
  type EventPayload,
  type ServiceContract,
  type ServiceName,
} from '@afilia/contracts';
import type { z } from 'zod';
import { ensureConsumer, jetstreamManager } from './jetstream.js';
import type { JsonLogger } from './logger.js';
import { eventRedeliveries, eventsConsumed, watchConsumer } from './metrics.js';
import { durableName, type EventHandler, type EventTransaction } from './on-event.js';
import { REQUEST_ID_HEADER } from './outbox.js';
import { requestIdFrom, runInRequestContext } from './request-context.js';

/**
 * A platform service consumes only what contracts' SERVICES lists for it: the list is what its
 * NATS permissions are made from, so a handler missing from it could never bind.
 */
function assertListed(service: string, def: EventDef<string, z.ZodType>): void {
  if (!(SERVICE_NAMES as string[]).includes(service)) return;
  const listed: ServiceContract = SERVICES[service as ServiceName];
  if (!listed.consumes.includes(def))
    throw new Error(`${service} handles ${def.subject} but SERVICES.${service}.consumes does not list it (contracts/src/services.ts)`);
}

/** Thrown inside the transaction when another delivery of the same event committed first. */
class AlreadyProcessed extends Error {}

/**
 * Idempotent JetStream consumption: the event id goes into `processed_events` in the same
 * transaction as the handler's effect, so a redelivery (crash before ack, late ack) is a no-op.
 * Transient failures are NAK'd with a delay; a message that never parses is terminated.
 */
export class EventConsumers {
  private readonly running: ConsumerMessages[] = [];
  private readonly unwatch: (() => void)[] = [];
  private readonly durables = new Set<string>();
  private stopped = false;

  constructor(
    private readonly service: string,
    private readonly dataSource: DataSource,
    private readonly nc: NatsConnection,
    private readonly logger: JsonLogger,
  ) {}

  /**
   * Binds the durable consumer once its stream exists, without holding up the boot: the owner
   * creates its stream, a consumer only waits for it (NATS lets it do no more). Events published
   * meanwhile wait in the stream.
   */
  subscribe<T extends EventDef<string, z.ZodType>>(def: T, handler: EventHandler<T>): void {
    const durable = durableName(this.service, def.subject);
    if (this.durables.has(durable)) throw new Error(`${this.service} handles ${def.subject} twice: keep one @OnEvent for it`);
    assertListed(this.service, def);
    this.durables.add(durable);
    void this.bind(def, durable, handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const unwatch of this.unwatch.splice(0)) unwatch();
    for (const messages of this.running) await messages.close();
    this.running.length = 0;
  }

  private async bind<T extends EventDef<string, z.ZodType>>(def: T, durable: string, handler: EventHandler<T>): Promise<void> {
    const stream = streamOfEvent(def);
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        const jsm = await jetstreamManager(this.nc);
        await jsm.streams.info(stream.name);
        await ensureConsumer(jsm, stream.name, durable, def.subject);
        const consumer = await jetstream(this.nc).consumers.get(stream.name, durable);
        // Its lag, read when Prometheus scrapes (metrics.ts).
        this.unwatch.push(
          watchConsumer(durable, async () => {
            const info = await jsm.consumers.info(stream.name, durable);
            return { pending: info.num_pending, ackPending: info.num_ack_pending };
          }),
        );
        const messages = await consumer.consume({ max_messages: 50 });
        if (this.stopped) return void (await messages.close());
        this.running.push(messages);
        for await (const msg of messages) await this.handle(def, durable, handler, msg);
        return;
      } catch (error) {
        if (this.stopped) return;
        // Once at info (the owner may simply not have started yet), then quietly each second.
        const log = attempt === 0 ? this.logger.info : this.logger.debug;
        log.call(this.logger, 'events.waiting-for-stream', { stream: stream.name, consumer: durable, error: String(error) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async handle<T extends EventDef<string, z.ZodType>>(
    def: T,
    durable: string,
    handler: EventHandler<T>,
    msg: JsMsg,
  ): Promise<void> {
    if (msg.info.deliveryCount > 1) eventRedeliveries.inc({ consumer: durable });
    let event: EventPayload<T>;
    try {
      event = def.payload.parse(msg.json()) as EventPayload<T>;
    } catch (error) {
      this.logger.error('poison event terminated', { subject: msg.subject, consumer: durable, error: String(error) });
      eventsConsumed.inc({ consumer: durable, outcome: 'poison' });
      msg.term();
      return;
    }
    const eventId = (event as { eventId: string }).eventId;
    // The request that caused the event, when one did: the handler's log lines and the events it
    // adds name it too. An event of a timer's work has none. An event is the service's own work
    // (the bus let only its publisher send it): it sees every tenant's rows.
    const requestId = msg.headers?.get(REQUEST_ID_HEADER);
    await runInRequestContext({ requestId: requestId ? requestIdFrom(requestId) : undefined, system: true }, () =>
      this.apply(def, durable, handler, msg, event, eventId),
    );
  }

  private async apply<T extends EventDef<string, z.ZodType>>(
    def: T,
    durable: string,
    handler: EventHandler<T>,
    msg: JsMsg,
    event: EventPayload<T>,
    eventId: string,
  ): Promise<void> {
    try {
      // A redelivery of a finished event costs one indexed read and no network call.
      const done = await this.isProcessed(durable, eventId);
      if (!done) {
        const transaction = this.transactionFor(durable, eventId);
        await handler(event, transaction.run);
        // A handler with nothing to write still marks the event as done.
        if (!transaction.opened) await transaction.run(async () => undefined);
      }
      await msg.ackAck();
      eventsConsumed.inc({ consumer: durable, outcome: done ? 'duplicate' : 'handled' });
    } catch (error) {
      if (error instanceof AlreadyProcessed) {
        await msg.ackAck();
        eventsConsumed.inc({ consumer: durable, outcome: 'duplicate' });
        return;
      }
      eventsConsumed.inc({ consumer: durable, outcome: 'retried' });
      this.logger.warn('event handling failed, redelivering', { subject: msg.subject, eventId, error: String(error) });
      msg.nak(Math.min(60_000, 1000 * 2 ** msg.info.deliveryCount));
    }
  }

  private async isProcessed(durable: string, eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "${this.service}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`,
      [durable, eventId],
    );
    return rows.length > 0;
  }

  private transactionFor(durable: string, eventId: string): { run: EventTransaction; opened: boolean } {
    const state = {
      opened: false,
      run: (async (work) => {
        if (state.opened) throw new Error('An event handler opens one transaction: its effect and the processed mark commit together');
        state.opened = true;
        return this.dataSource.transaction(async (manager) => {
          const inserted: unknown[] = await manager.query(
            `INSERT INTO "${this.service}"."processed_events" ("consumer", "event_id") VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING "event_id"`,
            [durable, eventId],
          );
          if (inserted.length === 0) throw new AlreadyProcessed();
          return work(manager);
        });
      }) as EventTransaction,
    };
    return state;
  }
}
