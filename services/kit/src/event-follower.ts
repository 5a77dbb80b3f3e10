import { randomBytes } from 'node:crypto';
import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { JsonLogger } from './logger.js';

/**
 * Follows a stream's events with an ordered (memory-only) consumer, as each gateway or service replica
 * does to keep its in-memory state fresh: from `since` on, or only new ones. The owner creates
 * its stream at boot, so until it exists this waits and tries again each second. `onFollowing`
 * says when the replica starts or stops seeing events (state kept meanwhile may go stale).
 */
export class EventFollower {
  private messages: ConsumerMessages | null = null;
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly logger: JsonLogger,
    private readonly options: {
      stream: string;
      /** One subject or wildcard: the NATS 2.9 of some machines takes a single filter per consumer. */
      filter: string;
      /**
       * Who follows (the gateway, a service): its consumers are named `{who}-{random}_{n}`, so an
       * operator listing a stream's consumers sees whose each is.
       */
      who: string;
      since?: Date;
      onMessage: (subject: string, body: unknown) => void;
      onFollowing?: (following: boolean) => void;
    },
  ) {}

  start(): void {
    void this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }

  private async follow(): Promise<void> {
    const { stream, filter, since, onMessage, onFollowing } = this.options;
    const namePrefix = `${this.options.who}-${randomBytes(6).toString('hex')}`;
    while (!this.stopped) {
      try {
        const consumer = await jetstream(this.nc).consumers.get(stream, {
          name_prefix: namePrefix,
          filter_subjects: filter,
          ...(since
            ? { deliver_policy: DeliverPolicy.StartTime, opt_start_time: since.toISOString() }
            : { deliver_policy: DeliverPolicy.New }),
        });
        this.messages = await consumer.consume();
        onFollowing?.(true);
        for await (const msg of this.messages) onMessage(msg.subject, msg.json());
        onFollowing?.(false);
        return;
      } catch (error) {
        onFollowing?.(false);
        if (this.stopped) return;
        this.logger.debug('events.follow-waiting', { stream, filter, error: String(error) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}
