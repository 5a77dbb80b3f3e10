import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JsonLogger, openSealed } from '@afilia/service-kit';
import { EmailEntity } from './email.entity.js';
import type { EmailSender, OutgoingEmail } from './email-sender.js';

export const EMAIL_SENDER = Symbol('EMAIL_SENDER');
/** The private key that opens the links sealed for this service. */
export const SEAL_PRIVATE_KEY = Symbol('SEAL_PRIVATE_KEY');
const MAX_ATTEMPTS = 5;

/** Where a sealed link goes in a stored body; it is put in only as the message leaves. */
export const LINK_PLACEHOLDER = '{{enlace}}';

/** A message as it is stored: a link that grants access stays sealed until it is sent. */
export interface QueuedEmail extends OutgoingEmail {
  sealedLink?: string;
}

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
    @Inject(SEAL_PRIVATE_KEY) private readonly sealKey: string,
    private readonly logger: JsonLogger,
  ) {}

  async queue(manager: EntityManager, kind: string, email: QueuedEmail): Promise<void> {
    if (email.sealedLink && !email.text.includes(LINK_PLACEHOLDER))
      throw new Error(`A ${kind} e-mail with a sealed link needs ${LINK_PLACEHOLDER}`);
    await manager
      .getRepository(EmailEntity)
      .insert({ kind, to: email.to, subject: email.subject, text: email.text, sealedLink: email.sealedLink ?? null });
  }

  /** The message as it leaves: the sealed link opened into its place. */
  private outgoing(email: EmailEntity): OutgoingEmail {
    const text = email.sealedLink ? email.text.replace(LINK_PLACEHOLDER, openSealed(this.sealKey, email.sealedLink)) : email.text;
    return { to: email.to, subject: email.subject, text };
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
        await this.sender.send(this.outgoing(email));
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
