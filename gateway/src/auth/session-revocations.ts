import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { ACCESS_TOKEN_TTL_S, GATEWAY_FOLLOWS, IdentityEvents } from '@afilia/contracts';
import { EventFollower, JsonLogger } from '@afilia/service-kit';
import { GATEWAY_NATS } from '../bus/service-client.js';

/** An access token lives this long at most, so an ended session matters no longer than that. */
const REMEMBER_MS = (ACCESS_TOKEN_TTL_S + 60) * 1000;

/**
 * When each person's sessions last ended (sign-out, a stolen refresh token, a new password),
 * kept fresh from identity's `identity.sessions.ended` events. The JWT check refuses an access
 * token issued before that moment, so ending a session ends its live access tokens at once.
 * Every replica reads the stream from the last token lifetime on, so a restart forgets nothing
 * that still matters.
 */
@Injectable()
export class SessionRevocations implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly endedAt = new Map<string, number>();
  private readonly follower: EventFollower;

  constructor(@Inject(GATEWAY_NATS) nc: NatsConnection, logger: JsonLogger) {
    this.follower = new EventFollower(nc, logger, {
      who: 'gateway',
      ...GATEWAY_FOLLOWS.sessionsEnded,
      since: new Date(Date.now() - REMEMBER_MS),
      onMessage: (_subject, body) => this.remember(body),
    });
  }

  private readonly listeners: ((userId: string, endedAtMs: number) => void)[] = [];

  /** Whether a token of this user issued at `issuedAtMs` belongs to a session that has ended. */
  isRevoked(userId: string, issuedAtMs: number): boolean {
    const ended = this.endedAt.get(userId);
    return ended !== undefined && issuedAtMs <= ended;
  }

  /** Told of each ending, whichever way it arrives (live streams close with it). */
  onRevoked(listener: (userId: string, endedAtMs: number) => void): void {
    this.listeners.push(listener);
  }

  /**
   * The user's access tokens issued until `endedAtMs` stop here now: called by the event, and by
   * this replica itself when it served the request that ended them, before it answers.
   */
  record(userId: string, endedAtMs: number): void {
    const known = this.endedAt.get(userId) ?? 0;
    if (endedAtMs <= known) return;
    this.endedAt.set(userId, endedAtMs);
    for (const listener of this.listeners) listener(userId, endedAtMs);
    // Forget what no live token can be older than.
    const horizon = Date.now() - REMEMBER_MS;
    if (this.endedAt.size > 10_000) for (const [user, when] of this.endedAt) if (when < horizon) this.endedAt.delete(user);
  }

  onApplicationBootstrap(): void {
    this.follower.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  private remember(body: unknown): void {
    const event = IdentityEvents.sessionsEnded.payload.safeParse(body);
    if (event.success) this.record(event.data.userId, Date.parse(event.data.endedAt));
  }
}
