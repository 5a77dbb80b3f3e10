import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  IdentityEvents,
  type IssuedSession,
  type SessionEnd,
  type SignInOutcome,
  type SignInRequest,
  type SignUpRequest,
  type TwoFactorIssuedSession,
  type VerifyTwoFactorRequest,
} from '@afilia/contracts';
import { DomainError, isUniqueViolation, JsonLogger, Outbox } from '@afilia/service-kit';
import { bindClaim } from '../directory/creator-claims.js';
import { UserEntity } from '../users/user.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { refuseCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './passwords.js';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async signUp(input: SignUpRequest): Promise<IssuedSession> {
    const email = input.email.toLowerCase();
    refuseCommonPassword(input.password, 'password');
    // A taken e-mail is answered before the costly hash (the unique index still decides races).
    if (await this.dataSource.getRepository(UserEntity).existsBy({ email })) throw new DomainError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    try {
      const session = await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(UserEntity).save({ email, passwordHash, name: input.name, role: input.role });
        // A claim link makes the account the brand's internal creator it was sent for (decision 184).
        if (input.claimToken) await bindClaim(manager, input.claimToken, user);
        const notices = await this.accounts.ensureRoleRecords(user, manager);
        const actor = await this.accounts.actorFor(user.id, manager);
        await this.outbox.add(manager, IdentityEvents.userSignedUp, {
          userId: user.id,
          role: user.role,
          name: user.name,
          email: user.email,
          brandId: actor.brandIds[0] ?? null,
          creatorId: actor.creatorId,
          agencyId: actor.agencyId,
        });
        const tokens = await this.sessions.issue(actor, manager);
        return { ...tokens, actor, user: await this.accounts.currentUser(user.id, manager), notices };
      });
      this.logger.info('auth.sign-up', { userId: session.actor.userId, role: session.actor.role });
      return session;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN');
      throw error;
    }
  }

  /** A session, or the second step the account asks for first (decision 192). */
  async signIn(input: SignInRequest): Promise<SignInOutcome> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email: input.email.toLowerCase() });
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) {
      this.logger.warn('auth.sign-in.failed', { userId: user?.id ?? null });
      throw new DomainError('INVALID_CREDENTIALS');
    }
    const challenge = await this.twoFactor.challengeFor(user);
    if (challenge) {
      this.logger.info('auth.sign-in.two-factor-asked', { userId: user.id, step: challenge.twoFactor });
      return challenge;
    }
    const session = await this.open(user);
    this.logger.info('auth.sign-in', { userId: user.id });
    return session;
  }

  /** The second step: the challenge the password earned and a code; the session once both hold. */
  async verifyTwoFactor(input: VerifyTwoFactorRequest & { code: string }): Promise<TwoFactorIssuedSession> {
    const { user, recoveryCodes } = await this.twoFactor.pass(input);
    const session = await this.open(user);
    this.logger.info('auth.sign-in', { userId: user.id, twoFactor: true });
    return recoveryCodes ? { ...session, recoveryCodes } : session;
  }

  private open(user: UserEntity): Promise<IssuedSession> {
    return this.dataSource.transaction(async (manager) => {
      // A brand user without a brand record gets one now (seed 000 §4), with its notice.
      const notices = await this.accounts.ensureRoleRecords(user, manager);
      const actor = await this.accounts.actorFor(user.id, manager);
      const tokens = await this.sessions.issue(actor, manager);
      return { ...tokens, actor, user: await this.accounts.currentUser(user.id, manager), notices };
    });
  }

  /** A new session; or, for a refresh token presented again (stolen), the sessions that ended. */
  async refresh(refreshToken: string): Promise<IssuedSession | { ended: SessionEnd }> {
    const outcome = await this.sessions.rotate(refreshToken, (userId) => this.accounts.actorFor(userId));
    if ('ended' in outcome) return outcome;
    const { actor, tokens } = outcome;
    return { ...tokens, actor, user: await this.accounts.currentUser(actor.userId), notices: [] };
  }

  signOut(refreshToken: string): Promise<SessionEnd | null> {
    return this.sessions.revoke(refreshToken);
  }
}
