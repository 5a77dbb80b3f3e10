import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import {
  SIGN_IN_CHALLENGE_ATTEMPTS,
  SIGN_IN_CHALLENGE_TTL_MIN,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_FAILURE_LIMIT,
  TWO_FACTOR_FAILURE_WINDOW_MIN,
  type DisableTwoFactorRequest,
  type RecoveryCodes,
  type TotpEnrollment,
  type TwoFactorChallenge,
  type TwoFactorStatus,
} from '@afilia/contracts';
import { AtRestCipher, DomainError, JsonLogger } from '@afilia/service-kit';
import { UserEntity } from '../users/user.entity.js';
import { randomSecret, sha256 } from '../auth/secrets.js';
import { verifyPassword } from '../auth/passwords.js';
import { enrollmentFor, newTotpKey, stepOfCode } from './totp.js';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import { RecoveryCodeEntity, SignInChallengeEntity } from './two-factor.entities.js';

/** The cipher of authenticator keys at rest (IDENTITY_SECRET, purpose 'totp-key'). */
export const TOTP_KEYS = Symbol('TOTP_KEYS');

/** What a passed second step hands the sign-in: whose it is, and the recovery codes an admin's first setup made. */
export interface PassedChallenge {
  user: UserEntity;
  recoveryCodes?: string[];
}

const isTotpCode = (code: string) => TOTP_CODE_PATTERN.test(code);

/** What a code was for its account: spent, refused (and counted), or not looked at (too many wrong ones lately). */
type Verdict = 'right' | 'wrong' | 'locked';

/** A verdict that is not 'right' ends the request with its error, after the transaction kept the count. */
function refuse(verdict: Exclude<Verdict, 'right'>): never {
  throw verdict === 'locked' ? new DomainError('TWO_FACTOR_LOCKED') : new DomainError('TWO_FACTOR_CODE_INVALID', undefined, 'code');
}

/**
 * Two-step sign-in (decision 192): the challenge a right password earns, its check, and the
 * settings that turn it on and off. Admins must have it; an admin without an app sets one up
 * before any session exists. A six-digit code works once (its time step is remembered); a
 * recovery code works once (it is marked used).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TOTP_KEYS) private readonly keys: AtRestCipher,
    private readonly logger: JsonLogger,
  ) {}

  /** After a right password: the second step the account asks for, or null when it asks for none. */
  async challengeFor(user: UserEntity): Promise<TwoFactorChallenge | null> {
    if (!user.totpEnabledAt && user.role !== 'admin') return null;
    return this.dataSource.transaction(async (manager) => {
      const challenge = randomSecret();
      const expiresIn = SIGN_IN_CHALLENGE_TTL_MIN * 60;
      await manager.getRepository(SignInChallengeEntity).insert({
        userId: user.id,
        tokenHash: sha256(challenge),
        attempts: 0,
        expiresAt: new Date(Date.now() + expiresIn * 1000),
      });
      if (user.totpEnabledAt) return { twoFactor: 'code', challenge, expiresIn };
      // An admin without an app: a new key to set up, kept until its first code confirms it.
      const key = newTotpKey();
      await manager.getRepository(UserEntity).update({ id: user.id }, { totpPendingKey: this.keys.encrypt(key) });
      return { twoFactor: 'setup', challenge, expiresIn, enrollment: enrollmentFor(key, user.email) };
    });
  }

  /**
   * The sign-in's second step. A wrong code is counted on the challenge (it ends at the limit);
   * a right one ends the challenge. An admin's setup is confirmed by its first code, which also
   * makes the recovery codes.
   */
  async pass(input: { challenge: string; code: string }): Promise<PassedChallenge> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const challenges = manager.getRepository(SignInChallengeEntity);
      const row = await challenges.findOne({ where: { tokenHash: sha256(input.challenge) }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= SIGN_IN_CHALLENGE_ATTEMPTS) return 'expired';
      const user = await this.lockUser(manager, row.userId);
      let verdict: Verdict;
      let recoveryCodes: string[] | undefined;
      if (user.totpEnabledAt) verdict = await this.check(manager, user, input.code);
      else {
        // An admin's setup: the first code of the new key, which nobody could have guessed before now.
        recoveryCodes = (user.totpPendingKey && isTotpCode(input.code) && (await this.enable(manager, user, input.code))) || undefined;
        verdict = recoveryCodes ? 'right' : 'wrong';
      }
      if (verdict !== 'right') {
        await challenges.increment({ id: row.id }, 'attempts', 1);
        return verdict;
      }
      await challenges.update({ id: row.id }, { usedAt: new Date() });
      return { user, recoveryCodes };
    });
    if (outcome === 'expired') throw new DomainError('TWO_FACTOR_CHALLENGE_EXPIRED');
    if (typeof outcome === 'string') {
      this.logger.warn('auth.two-factor.failed', { verdict: outcome });
      refuse(outcome);
    }
    this.logger.info('auth.two-factor.passed', { userId: outcome.user.id, setup: Boolean(outcome.recoveryCodes) });
    return outcome;
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    const recoveryCodesLeft = user.totpEnabledAt
      ? await this.dataSource.getRepository(RecoveryCodeEntity).countBy({ userId, usedAt: IsNull() })
      : 0;
    return { enabled: Boolean(user.totpEnabledAt), required: user.role === 'admin', recoveryCodesLeft };
  }

  /** A new key to set up in settings; it replaces one set up earlier and not confirmed. */
  async start(userId: string): Promise<TotpEnrollment> {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    if (user.totpEnabledAt) throw new DomainError('TWO_FACTOR_STATE', 'La verificación en dos pasos ya está activada');
    const key = newTotpKey();
    await this.dataSource.getRepository(UserEntity).update({ id: userId }, { totpPendingKey: this.keys.encrypt(key) });
    return enrollmentFor(key, user.email);
  }

  /** The first code from the app turns it on; the answer holds the recovery codes, shown once. */
  async confirm(userId: string, code: string): Promise<RecoveryCodes> {
    const recoveryCodes = await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      if (user.totpEnabledAt) throw new DomainError('TWO_FACTOR_STATE', 'La verificación en dos pasos ya está activada');
      if (!user.totpPendingKey) throw new DomainError('TWO_FACTOR_STATE');
      return this.enable(manager, user, code);
    });
    if (!recoveryCodes) throw new DomainError('TWO_FACTOR_CODE_INVALID', undefined, 'code');
    this.logger.info('auth.two-factor.enabled', { userId });
    return { recoveryCodes };
  }

  /** Off, with both factors; never for an admin. Its recovery codes go with it. */
  async disable(userId: string, input: DisableTwoFactorRequest & { code: string }): Promise<TwoFactorStatus> {
    const verdict = await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      if (user.role === 'admin') throw new DomainError('TWO_FACTOR_REQUIRED');
      if (!user.totpEnabledAt) throw new DomainError('TWO_FACTOR_STATE', 'La verificación en dos pasos no está activada');
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new DomainError('VALIDATION_FAILED', 'La contraseña no es correcta', 'password');
      const checked = await this.check(manager, user, input.code);
      if (checked !== 'right') return checked;
      await manager
        .getRepository(UserEntity)
        .update({ id: userId }, { totpKey: null, totpPendingKey: null, totpEnabledAt: null, totpLastStep: null });
      await manager.getRepository(RecoveryCodeEntity).delete({ userId });
      return checked;
    });
    if (verdict !== 'right') refuse(verdict);
    this.logger.info('auth.two-factor.disabled', { userId });
    return this.status(userId);
  }

  /** A new set of recovery codes for a code (from the app or one left); the old set stops working. */
  async renewRecoveryCodes(userId: string, code: string): Promise<RecoveryCodes> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      if (!user.totpEnabledAt) throw new DomainError('TWO_FACTOR_STATE', 'La verificación en dos pasos no está activada');
      const checked = await this.check(manager, user, code);
      return checked === 'right' ? this.replaceRecoveryCodes(manager, userId) : checked;
    });
    if (typeof outcome === 'string') refuse(outcome);
    this.logger.info('auth.two-factor.recovery-codes-renewed', { userId });
    return { recoveryCodes: outcome };
  }

  private lockUser(manager: EntityManager, userId: string): Promise<UserEntity> {
    return manager.getRepository(UserEntity).findOneOrFail({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * A code of an account with the app on, counted: a wrong one adds to the account's failures of
   * the window, and at the limit no code is looked at until the window ends, so new challenges
   * from new addresses do not buy more guesses. The caller's transaction must commit the count.
   */
  private async check(manager: EntityManager, user: UserEntity, code: string): Promise<Verdict> {
    const since = user.totpFailuresSince?.getTime() ?? 0;
    const open = Date.now() - since < TWO_FACTOR_FAILURE_WINDOW_MIN * 60_000;
    const failures = open ? user.totpFailures : 0;
    if (failures >= TWO_FACTOR_FAILURE_LIMIT) return 'locked';
    const users = manager.getRepository(UserEntity);
    if (await this.accept(manager, user, code)) {
      if (user.totpFailures > 0) await users.update({ id: user.id }, { totpFailures: 0, totpFailuresSince: null });
      return 'right';
    }
    await users.update({ id: user.id }, { totpFailures: failures + 1, totpFailuresSince: open ? user.totpFailuresSince : new Date() });
    return 'wrong';
  }

  /** A code of the person's app not used before, or one of their recovery codes not used before; either is spent. */
  private async accept(manager: EntityManager, user: UserEntity, code: string): Promise<boolean> {
    if (isTotpCode(code)) {
      const step = user.totpKey ? stepOfCode(this.keys.decrypt(user.totpKey), code) : null;
      if (step === null || (user.totpLastStep !== null && step <= Number(user.totpLastStep))) return false;
      await manager.getRepository(UserEntity).update({ id: user.id }, { totpLastStep: String(step) });
      return true;
    }
    const spent = await manager
      .getRepository(RecoveryCodeEntity)
      .update({ userId: user.id, codeHash: sha256(normaliseRecoveryCode(code)), usedAt: IsNull() }, { usedAt: new Date() });
    if (spent.affected) this.logger.info('auth.two-factor.recovery-code-used', { userId: user.id });
    return Boolean(spent.affected);
  }

  /** The pending key becomes the person's when the code is its own; null otherwise. */
  private async enable(manager: EntityManager, user: UserEntity, code: string): Promise<string[] | null> {
    const key = this.keys.decrypt(user.totpPendingKey!);
    const step = stepOfCode(key, code);
    if (step === null) return null;
    await manager
      .getRepository(UserEntity)
      .update(
        { id: user.id },
        { totpKey: user.totpPendingKey, totpPendingKey: null, totpEnabledAt: new Date(), totpLastStep: String(step) },
      );
    return this.replaceRecoveryCodes(manager, user.id);
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    const repository = manager.getRepository(RecoveryCodeEntity);
    await repository.delete({ userId });
    await repository.insert(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecoveryCode(code)) })));
    return codes;
  }
}
