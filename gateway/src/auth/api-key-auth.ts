import { createHash } from 'node:crypto';
import { HttpException, Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyReply } from 'fastify';
import {
  API_KEY_FAILURES_PER_MIN,
  API_KEY_FORMAT,
  API_KEY_REQUESTS_PER_MIN,
  API_KEY_TEXTS,
  errorFor,
  GATEWAY_FOLLOWS,
  IdentityEvents,
  IdentityRequests,
  type VerifiedApiKey,
} from '@afilia/contracts';
import { EventFollower, JsonLogger } from '@afilia/service-kit';
import { GATEWAY_NATS, ServiceClient, ServiceError } from '../bus/service-client.js';
import { RATE_LIMIT_STORE } from '../rate-limit/rate-limit.guard.js';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { SessionRevocations } from './session-revocations.js';

/** How long a verified key is kept at most, should an event ever be missed. */
const TTL_MS = 60_000;
const LIMIT = 10_000;

/**
 * Who an API key acts as (issue 39 §1, decision 244), asked of identity and kept a minute in
 * memory, by a hash of the key (never the key itself). A revoked key is forgotten at once by every
 * replica (`identity.api-key.revoked`, followed); a key whose maker's sessions ended since it
 * was verified (access changed, password reset) is asked about again.
 */
@Injectable()
export class ApiKeyAuth implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, { key: VerifiedApiKey; verifiedAt: number }>();
  private readonly follower: EventFollower;
  /** Until revocations are followed, nothing is kept: one could go unseen. */
  private following = false;

  constructor(
    @Inject(GATEWAY_NATS) nc: NatsConnection,
    private readonly services: ServiceClient,
    private readonly revocations: SessionRevocations,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly logger: JsonLogger,
  ) {
    this.follower = new EventFollower(nc, logger, {
      who: 'gateway',
      ...GATEWAY_FOLLOWS.apiKeysRevoked,
      onMessage: (_subject, body) => this.forget(body),
      onFollowing: (following) => {
        this.following = following;
        if (!following) this.entries.clear();
      },
    });
  }

  /**
   * The key's identity, or the 401 identity answered (unknown, revoked, its maker gone). An
   * address that presented API_KEY_FAILURES_PER_MIN keys that were none this minute gets a 429
   * instead, without identity being asked.
   */
  async verify(key: string, address: string, reply: FastifyReply, now = Date.now()): Promise<VerifiedApiKey> {
    const failures = `api-key-failures:${address}`;
    const seen = await this.store.peek(failures);
    if (seen.count >= API_KEY_FAILURES_PER_MIN) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(seen.resetInMs / 1000))));
      this.logger.warn('ratelimit.exceeded', { limit: 'api-key-failures', ip: address });
      throw new HttpException(errorFor('RATE_LIMITED'), 429);
    }
    try {
      return await this.verified(key, now);
    } catch (error) {
      if (error instanceof ServiceError && error.getStatus() === 401) await this.store.hit(failures, 60_000);
      throw error;
    }
  }

  private async verified(key: string, now: number): Promise<VerifiedApiKey> {
    // A key that cannot be one is refused here, as identity would refuse it.
    if (!API_KEY_FORMAT.test(key)) throw new ServiceError(errorFor('UNAUTHENTICATED', API_KEY_TEXTS.invalid));
    const id = createHash('sha256').update(key).digest('hex');
    const entry = this.entries.get(id);
    if (entry && now - entry.verifiedAt < TTL_MS && !this.revocations.isRevoked(entry.key.actor.userId, entry.verifiedAt)) return entry.key;
    this.entries.delete(id);
    const verified = await this.services.request(IdentityRequests.verifyApiKey, { key }, null);
    if (this.following) {
      if (this.entries.size >= LIMIT) this.entries.clear();
      this.entries.set(id, { key: verified, verifiedAt: now });
    }
    return verified;
  }

  /** Counts the request against the key's minute; past the limit, a 429 with when to try again. */
  async count(key: VerifiedApiKey, reply: FastifyReply): Promise<void> {
    const { count, resetInMs } = await this.store.hit(`api-key:${key.keyId}`, 60_000);
    reply.header('X-RateLimit-Limit', String(API_KEY_REQUESTS_PER_MIN));
    reply.header('X-RateLimit-Remaining', String(Math.max(0, API_KEY_REQUESTS_PER_MIN - count)));
    if (count <= API_KEY_REQUESTS_PER_MIN) return;
    reply.header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
    this.logger.warn('ratelimit.exceeded', { limit: 'api-key', keyName: `${key.name} (${key.prefix})` });
    throw new HttpException(errorFor('RATE_LIMITED'), 429);
  }

  /** A revoked key: at once on the replica that carried the revocation, by the event on the others. */
  forgetKey(keyId: string): void {
    for (const [id, entry] of this.entries) if (entry.key.keyId === keyId) this.entries.delete(id);
  }

  private forget(body: unknown): void {
    const event = IdentityEvents.apiKeyRevoked.payload.safeParse(body);
    if (event.success) this.forgetKey(event.data.keyId);
  }

  onApplicationBootstrap(): void {
    this.follower.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }
}
