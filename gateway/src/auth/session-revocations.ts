import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ACCESS_TOKEN_TTL_S, IdentityEvents, streamOfEvent } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
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
  private messages: ConsumerMessages | null = null;
  private stopped = false;

  constructor(
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
    private readonly logger: JsonLogger,
  ) {}

  /** Whether a token of this user issued at `issuedAtMs` belongs to a session that has ended. */
  isRevoked(userId: string, issuedAtMs: number): boolean {
    const ended = this.endedAt.get(userId);
    return ended !== undefined && issuedAtMs <= ended;
  }

  onApplicationBootstrap(): void {
    void this.follow();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
  }

  private async follow(): Promise<void> {
    const stream = streamOfEvent(IdentityEvents.sessionsEnded);
    // Identity creates its stream at boot; until it exists there is nothing to revoke yet.
    while (!this.stopped) {
      try {
        const consumer = await jetstream(this.nc).consumers.get(stream.name, {
          filter_subjects: IdentityEvents.sessionsEnded.subject,
          deliver_policy: DeliverPolicy.StartTime,
          opt_start_time: new Date(Date.now() - REMEMBER_MS).toISOString(),
        });
        this.messages = await consumer.consume();
        for await (const msg of this.messages) this.remember(msg.json());
        return;
      } catch (error) {
        if (this.stopped) return;
        this.logger.debug('sessions.revocations-waiting', { error: String(error) });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private remember(body: unknown): void {
    const event = IdentityEvents.sessionsEnded.payload.safeParse(body);
    if (!event.success) return;
    const at = Date.parse(event.data.endedAt);
    this.endedAt.set(event.data.userId, Math.max(at, this.endedAt.get(event.data.userId) ?? 0));
    // Forget what no live token can be older than.
    const horizon = Date.now() - REMEMBER_MS;
    if (this.endedAt.size > 10_000) for (const [user, when] of this.endedAt) if (when < horizon) this.endedAt.delete(user);
  }
}
