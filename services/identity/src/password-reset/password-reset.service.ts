import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import {
  IdentityEvents,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_TOKEN_BYTES,
  RESET_TOKEN_TTL_MIN,
  RESET_TOKEN_VALID_MESSAGE,
  type SessionEnd,
  type ValidateResetToken,
} from '@afilia/contracts';
import { DomainError, JsonLogger, Outbox, seal } from '@afilia/service-kit';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { UserEntity } from '../users/user.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/passwords.js';
import { randomSecret, sha256 } from '../auth/secrets.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /**
   * Always answers the same message, so the form reveals nothing about which e-mails exist.
   * A new request voids the user's earlier tokens. The link leaves through the notification
   * outbox as an event, sealed for the notifications service: the outbox row, the stream and the
   * e-mail table hold it only sealed.
   */
  async request(email: string, origin: string): Promise<{ message: string }> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email: email.toLowerCase() });
    if (user) {
      const token = randomSecret(RESET_TOKEN_BYTES);
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MIN * 60_000);
      await this.dataSource.transaction(async (manager) => {
        const tokens = manager.getRepository(PasswordResetTokenEntity);
        await tokens.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
        await tokens.insert({ userId: user.id, tokenHash: sha256(token), expiresAt });
        const resetUrl = new URL('/reset-password', origin);
        resetUrl.searchParams.set('token', token);
        await this.outbox.add(manager, IdentityEvents.passwordResetRequested, {
          userId: user.id,
          email: user.email,
          name: user.name,
          sealedResetUrl: seal(this.env.NOTIFICATIONS_PUBLIC_KEY, resetUrl.toString()),
          expiresAt: expiresAt.toISOString(),
        });
      });
      this.logger.info('auth.password-reset.requested', { userId: user.id });
    }
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /** Without a new password it only tells whether the token can still be used (page load). */
  async validate(input: ValidateResetToken): Promise<{ message: string; ended: SessionEnd | null }> {
    return this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(PasswordResetTokenEntity);
      const row = await tokens.findOne({ where: { tokenHash: sha256(input.token) }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('RESET_TOKEN_INVALID');
      if (row.usedAt) throw new DomainError('RESET_TOKEN_USED');
      if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('RESET_TOKEN_EXPIRED');
      if (input.newPassword === undefined) return { message: RESET_TOKEN_VALID_MESSAGE, ended: null };
      refuseCommonPassword(input.newPassword, 'newPassword');

      await tokens.update({ id: row.id }, { usedAt: new Date() });
      await manager.getRepository(UserEntity).update({ id: row.userId }, { passwordHash: await hashPassword(input.newPassword) });
      const ended = await this.sessions.revokeAll(row.userId, manager);
      this.logger.info('auth.password-reset.completed', { userId: row.userId });
      return { message: PASSWORD_UPDATED_MESSAGE, ended };
    });
  }
}
