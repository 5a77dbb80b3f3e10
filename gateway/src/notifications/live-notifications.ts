import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { GATEWAY_FOLLOWS, NotificationsEvents, type Actor, type EventPayload } from '@afilia/contracts';
import { EventFollower, JsonLogger } from '@afilia/service-kit';
import { SessionRevocations } from '../auth/session-revocations.js';
import { GATEWAY_NATS } from '../bus/service-client.js';

type Created = EventPayload<typeof NotificationsEvents.notificationCreated>;

/** One open live connection: whom it is for, and how to send it a line. */
export interface LiveConnection {
  actor: Actor;
  /** When the access token that opened it was issued: an ending of the person's sessions after that closes it. */
  issuedAtMs: number;
  send(event: string, data: unknown): void;
  /** Ends the stream (the gateway stops, the session ended: browsers reconnect, or fall back to reading the list). */
  end(): void;
}

/** Streams one person may hold on a replica: a few tabs. */
export const LIVE_STREAMS_PER_PERSON = 3;
/** Streams one replica holds at most, whoever opens them. */
export const LIVE_STREAMS_PER_REPLICA = 2000;

/** Why a stream was not opened: the person has enough (429), or the replica is full (503). */
export type LiveRefusal = 'person' | 'replica';

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
  /** The same connections by person, to count and to close them. */
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly follower: EventFollower;

  constructor(@Inject(GATEWAY_NATS) nc: NatsConnection, logger: JsonLogger, revocations: SessionRevocations) {
    this.follower = new EventFollower(nc, logger, {
      who: 'gateway',
      ...GATEWAY_FOLLOWS.notificationsCreated,
      onMessage: (_subject, body) => this.deliver(body),
    });
    // A signed-out person, or one whose access changed, keeps no stream opened before.
    revocations.onRevoked((userId, endedAtMs) => {
      for (const connection of this.byUser.get(userId) ?? []) if (connection.issuedAtMs <= endedAtMs) connection.end();
    });
  }

  /**
   * Holds a connection until the returned function is called, or refuses it: one account must
   * not fill the replica (nor the edge's pool of upstream sockets) with streams.
   */
  add(
    connection: LiveConnection,
    limits = { perPerson: LIVE_STREAMS_PER_PERSON, perReplica: LIVE_STREAMS_PER_REPLICA },
  ): (() => void) | LiveRefusal {
    const userId = connection.actor.userId;
    const own = this.byUser.get(userId) ?? new Set<LiveConnection>();
    if (own.size >= limits.perPerson) return 'person';
    if (this.connections.size >= limits.perReplica) return 'replica';
    own.add(connection);
    this.byUser.set(userId, own);
    this.connections.add(connection);
    return () => {
      this.connections.delete(connection);
      own.delete(connection);
      if (own.size === 0 && this.byUser.get(userId) === own) this.byUser.delete(userId);
    };
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
    this.byUser.clear();
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
