import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JsonLogger } from '@afilia/service-kit';
import { EmailEntity } from './email.entity.js';
import type { EmailSender, OutgoingEmail } from './email-sender.js';

export const EMAIL_SENDER = Symbol('EMAIL_SENDER');
const MAX_ATTEMPTS = 5;

/**
 * Stores e-mails in the outbox table inside the caller's transaction and delivers them after,
 * so an event is never acknowledged before its e-mail is safely stored.
 */
@Injectable()
export class EmailsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private delivering: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
    private readonly logger: JsonLogger,
  ) {}

  async queue(manager: EntityManager, kind: string, email: OutgoingEmail): Promise<void> {
    await manager.getRepository(EmailEntity).insert({ kind, to: email.to, subject: email.subject, text: email.text });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.deliverPending(), 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.delivering;
  }

  /** Sends what is pending; safe to call any time, runs one pass at a time. */
  deliverPending(): Promise<void> {
    this.delivering ??= this.deliver().finally(() => (this.delivering = null));
    return this.delivering;
  }

  private async deliver(): Promise<void> {
    const repo = this.dataSource.getRepository(EmailEntity);
    const pending = await repo.find({ where: { status: 'pending' }, order: { createdAt: 'ASC' }, take: 50 });
    for (const email of pending) {
      try {
        await this.sender.send({ to: email.to, subject: email.subject, text: email.text });
        await repo.update({ id: email.id }, { status: 'sent', sentAt: new Date(), attempts: email.attempts + 1 });
      } catch (error) {
        const attempts = email.attempts + 1;
        await repo.update(
          { id: email.id },
          { attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' },
        );
        this.logger.warn('email.delivery-failed', { emailId: email.id, attempts, sender: this.sender.name, error: String(error) });
      }
    }
  }
}
