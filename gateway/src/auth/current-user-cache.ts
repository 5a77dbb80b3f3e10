import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { GATEWAY_FOLLOWS, IdentityEvents, type CurrentUser } from '@afilia/contracts';
import { EventFollower, JsonLogger } from '@afilia/service-kit';
import { GATEWAY_NATS } from '../bus/service-client.js';

/** How long an answer is kept at most, should an event ever be missed. */
const TTL_MS = 60_000;
const LIMIT = 50_000;

/**
 * GET /auth/me from memory: every screen asks for it, and asking identity each time was most of
 * the cost of the round trip (docs/performance.md). Entries drop when identity says what they
 * show changed (`identity.user.changed`, `identity.brand.changed`, followed by every replica),
 * at once on the replica that carried the change, and after a minute in any case.
 */
@Injectable()
export class CurrentUserCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, { user: CurrentUser; until: number }>();
  private readonly follower: EventFollower;
  /** Until the event stream is followed, nothing is kept: a change could go unseen. */
  private following = false;
  /** Counts drops: an answer fetched before a drop is not kept after it (it may be stale). */
  private drops = 0;

  constructor(@Inject(GATEWAY_NATS) nc: NatsConnection, logger: JsonLogger) {
    this.follower = new EventFollower(nc, logger, {
      who: 'gateway',
      ...GATEWAY_FOLLOWS.accountChanges,
      onMessage: (subject, body) => this.apply(subject, body),
      onFollowing: (following) => this.setFollowing(following),
    });
  }

  get(userId: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(userId);
    return undefined;
  }

  /** Take it before asking identity, and hand it to `set` with the answer. */
  mark(): number {
    return this.drops;
  }

  set(user: CurrentUser, mark: number, now = Date.now()): void {
    if (!this.following || mark !== this.drops) return;
    if (this.entries.size >= LIMIT) this.entries.clear();
    this.entries.set(user.id, { user, until: now + TTL_MS });
  }

  dropUser(userId: string): void {
    this.drops += 1;
    this.entries.delete(userId);
  }

  dropBrand(brandId: string): void {
    this.drops += 1;
    for (const [userId, entry] of this.entries) if (entry.user.brands.some((b) => b.id === brandId)) this.entries.delete(userId);
  }

  onApplicationBootstrap(): void {
    this.follower.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  /** While events are not followed a change could go unseen: keep nothing. */
  private setFollowing(following: boolean): void {
    this.following = following;
    if (!following) {
      this.drops += 1;
      this.entries.clear();
    }
  }

  private apply(subject: string, body: unknown): void {
    if (subject === IdentityEvents.userChanged.subject) {
      const event = IdentityEvents.userChanged.payload.safeParse(body);
      if (event.success) this.dropUser(event.data.userId);
    } else {
      const event = IdentityEvents.brandChanged.payload.safeParse(body);
      if (event.success) this.dropBrand(event.data.brandId);
    }
  }
}
