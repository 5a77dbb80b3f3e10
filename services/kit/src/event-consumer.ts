import type { DataSource, EntityManager } from 'typeorm';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventDef, EventPayload } from '@afilia/contracts';
import type { z } from 'zod';
import { ensureConsumer, ensureStream, jetstreamManager } from './jetstream.js';
import type { JsonLogger } from './logger.js';

export type EventHandler<T extends EventDef<string, z.ZodType>> = (event: EventPayload<T>, manager: EntityManager) => Promise<void>;

/**
 * Idempotent JetStream consumption: the event id goes into `processed_events` in the same
 * transaction as the handler's effect, so a redelivery (crash before ack, late ack) is a no-op.
 * Transient failures are NAK'd with a delay; a message that never parses is terminated.
 */
export class EventConsumers {
  private readonly running: ConsumerMessages[] = [];

  constructor(
    private readonly schema: string,
    private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  async subscribe<T extends EventDef<string, z.ZodType>>(
    nc: NatsConnection,
    stream: { name: string; subjects: readonly string[] },
    def: T,
    durable: string,
    handler: EventHandler<T>,
  ): Promise<void> {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, stream);
    await ensureConsumer(jsm, stream.name, durable, def.subject);
    const consumer = await jetstream(nc).consumers.get(stream.name, durable);
    const messages = await consumer.consume({ max_messages: 50 });
    this.running.push(messages);
    void (async () => {
      for await (const msg of messages) await this.handle(def, durable, handler, msg);
    })();
  }

  async stop(): Promise<void> {
    for (const messages of this.running) await messages.close();
    this.running.length = 0;
  }

  private async handle<T extends EventDef<string, z.ZodType>>(
    def: T,
    durable: string,
    handler: EventHandler<T>,
    msg: JsMsg,
  ): Promise<void> {
    let event: EventPayload<T>;
    try {
      event = def.payload.parse(msg.json()) as EventPayload<T>;
    } catch (error) {
      this.logger.error('poison event terminated', { subject: msg.subject, consumer: durable, error: String(error) });
      msg.term();
      return;
    }
    const eventId = (event as { eventId: string }).eventId;
    try {
      await this.dataSource.transaction(async (manager) => {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO "${this.schema}"."processed_events" ("consumer", "event_id") VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING "event_id"`,
          [durable, eventId],
        );
        if (inserted.length === 0) return;
        await handler(event, manager);
      });
      await msg.ackAck();
    } catch (error) {
      this.logger.warn('event handling failed, redelivering', { subject: msg.subject, eventId, error: String(error) });
      msg.nak(Math.min(60_000, 1000 * 2 ** msg.info.deliveryCount));
    }
  }
}
