import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomUUID } from 'node:crypto';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { IdentityEvents, REFRESH_TOKEN_TTL_S, type Actor, type EventPayload, type SessionEnd } from '@afilia/contracts';
import { DomainError, Outbox } from '@afilia/service-kit';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { randomSecret, sha256 } from '../auth/secrets.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

/**
 * How long a just-rotated refresh token still answers: two tabs refreshing at the same moment
 * both present it, and the later one gets the pair the first one got (the reuse interval
 * identity providers use). After it, presenting the token again is theft.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

/** Access tokens (short-lived JWTs carrying the actor) and rotating refresh tokens. */
@Injectable()
export class SessionsService {
  private readonly jwt: JwtService;

  constructor(
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @InjectRepository(RefreshTokenEntity) private readonly tokens: Repository<RefreshTokenEntity>,
    private readonly outbox: Outbox,
  ) {
    this.jwt = new JwtService({ secret: env.JWT_SECRET });
  }

  async issue(
    actor: Actor,
    manager?: EntityManager,
    familyId: string = randomUUID(),
    refreshToken = randomSecret(),
  ): Promise<IssuedTokens> {
    const repo = manager ? manager.getRepository(RefreshTokenEntity) : this.tokens;
    await repo.insert({
      userId: actor.userId,
      tokenHash: sha256(refreshToken),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { accessToken: this.sign(actor), expiresIn: this.env.ACCESS_TOKEN_TTL_S, refreshToken };
  }

  /**
   * Exchanges a refresh token for a new one of the same family. A token presented twice means
   * somebody else holds a copy: the family is revoked and both parties must sign in again;
   * except within the reuse window, when the same new pair is answered again.
   */
  async rotate(
    refreshToken: string,
    actorFor: (userId: string) => Promise<Actor>,
  ): Promise<{ actor: Actor; tokens: IssuedTokens } | { ended: SessionEnd }> {
    const outcome = await this.tokens.manager.transaction(async (manager) => {
      const repo = manager.getRepository(RefreshTokenEntity);
      const current = await repo.findOne({ where: { tokenHash: sha256(refreshToken) }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.revokedAt || current.expiresAt.getTime() <= Date.now()) return null;
      if (current.rotatedAt) {
        const again = await this.withinReuseWindow(repo, current, refreshToken, actorFor);
        if (again) return again;
        // Committed, not rolled back with an exception: the revocation must stick.
        await repo.update({ familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
        return { ended: await this.ended(manager, current.userId, 'token-reuse') };
      }
      await repo.update({ id: current.id }, { rotatedAt: new Date() });
      const actor = await actorFor(current.userId);
      return { actor, tokens: await this.issue(actor, manager, current.familyId, this.successorOf(refreshToken)) };
    });
    if (!outcome) throw new DomainError('SESSION_EXPIRED');
    return outcome;
  }

  /**
   * The refresh token that replaces this one. Derived rather than random so that the reuse
   * window can answer it again without keeping any token in clear: only its hash is stored.
   */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.env.JWT_SECRET).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  private async withinReuseWindow(
    repo: Repository<RefreshTokenEntity>,
    current: RefreshTokenEntity,
    refreshToken: string,
    actorFor: (userId: string) => Promise<Actor>,
  ): Promise<{ actor: Actor; tokens: IssuedTokens } | null> {
    if (!current.rotatedAt || Date.now() - current.rotatedAt.getTime() > REFRESH_REUSE_WINDOW_MS) return null;
    const successor = this.successorOf(refreshToken);
    const next = await repo.findOneBy({ tokenHash: sha256(successor) });
    // The pair was answered once and is still the live end of the family: answer it again.
    if (!next || next.revokedAt || next.rotatedAt) return null;
    const actor = await actorFor(current.userId);
    return { actor, tokens: { accessToken: this.sign(actor), expiresIn: this.env.ACCESS_TOKEN_TTL_S, refreshToken: successor } };
  }

  /** Sign-out: the presented token's whole family stops working, and the live access tokens with it. */
  async revoke(refreshToken: string): Promise<SessionEnd | null> {
    const current = await this.tokens.findOne({ where: { tokenHash: sha256(refreshToken) } });
    if (!current) return null;
    return this.tokens.manager.transaction(async (manager) => {
      await manager
        .getRepository(RefreshTokenEntity)
        .update({ familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
      return this.ended(manager, current.userId, 'sign-out');
    });
  }

  /** After a password reset every session of the user ends. */
  async revokeAll(userId: string, manager: EntityManager): Promise<SessionEnd> {
    await manager.getRepository(RefreshTokenEntity).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return this.ended(manager, userId, 'password-reset');
  }

  /**
   * The user's access changed (a brand removed their agency): the tokens they hold stop now, and
   * their session's next refresh issues one with the access they have now.
   */
  accessChanged(manager: EntityManager, userId: string): Promise<SessionEnd> {
    return this.ended(manager, userId, 'access-changed');
  }

  /**
   * Tells every gateway replica that the user's access tokens issued until now no longer count;
   * the answer tells the one serving this request, which stops them before it answers.
   */
  private async ended(
    manager: EntityManager,
    userId: string,
    reason: EventPayload<typeof IdentityEvents.sessionsEnded>['reason'],
  ): Promise<SessionEnd> {
    const end = { userId, endedAt: new Date().toISOString() };
    await this.outbox.add(manager, IdentityEvents.sessionsEnded, { ...end, reason });
    return end;
  }

  private sign(actor: Actor): string {
    return this.jwt.sign(
      // `issuedAtMs`: JWT's iat counts seconds; a session ended within the same second as a new
      // sign-in must not take the new token with it.
      { role: actor.role, brandIds: actor.brandIds, creatorId: actor.creatorId, agencyId: actor.agencyId, issuedAtMs: Date.now() },
      {
        subject: actor.userId,
        issuer: this.env.JWT_ISSUER,
        audience: this.env.JWT_AUDIENCE,
        expiresIn: this.env.ACCESS_TOKEN_TTL_S,
        algorithm: 'HS256',
      },
    );
  }
}
