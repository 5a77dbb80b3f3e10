import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { GATEWAY_FOLLOWS, NotificationsEvents, type Actor, type EventPayload } from '@afilia/contracts';
import { EventFollower, JsonLogger } from '@afilia/service-kit';
import { GATEWAY_NATS } from '../bus/service-client.js';

type Created = EventPayload<typeof NotificationsEvents.notificationCreated>;

/** One open live connection: whom it is for, and how to send it a line. */
export interface LiveConnection {
  actor: Actor;
  send(event: string, data: unknown): void;
  /** Ends the stream (the gateway stops: browsers reconnect to another replica). */
  end(): void;
}

/** Whether a notification is for this person: its creator, or one of the brands it acts on. */
export function isFor(actor: Actor, n: Pick<Created, 'audience' | 'audienceId'>): boolean {
  if (n.audience === 'creator') return actor.role === 'creator' && actor.creatorId === n.audienceId;
  return (actor.role === 'brand' || actor.role === 'agency') && actor.brandIds.includes(n.audienceId);
}

/**
 * The live side of the bell: every replica follows `notifications.notification.created` and
 * writes each new notification to the connections it holds for its audience. A replica knows
 * only its own connections, so with several replicas each delivers to its own (docs/decisions.md).
 */
@Injectable()
export class LiveNotifications implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly connections = new Set<LiveConnection>();
  private readonly follower: EventFollower;

  constructor(@Inject(GATEWAY_NATS) nc: NatsConnection, logger: JsonLogger) {
    this.follower = new EventFollower(nc, logger, {
      ...GATEWAY_FOLLOWS.notificationsCreated,
      onMessage: (_subject, body) => this.deliver(body),
    });
  }

  /** Holds a connection until `close` is called. */
  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  onApplicationBootstrap(): void {
    this.follower.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.follower.stop();
    // Open streams would hold the server's close until they end by themselves.
    for (const connection of this.connections) connection.end();
    this.connections.clear();
  }

  private deliver(body: unknown): void {
    const event = NotificationsEvents.notificationCreated.payload.safeParse(body);
    if (!event.success) return;
    const n = event.data;
    const notification = {
      id: n.notificationId,
      audience: n.audience,
      audienceId: n.audienceId,
      type: n.type,
      title: n.title,
      message: n.message,
      link: n.link,
      relatedId: n.relatedId,
      read: false,
      createdAt: n.createdAt,
    };
    for (const connection of this.connections) if (isFor(connection.actor, n)) connection.send('notification', notification);
  }
}
