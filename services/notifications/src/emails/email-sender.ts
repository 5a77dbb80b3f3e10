import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { JsonLogger } from '@afilia/service-kit';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mails leave the platform: SMTP when configured, a local mailbox folder otherwise. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * The embedded default for a machine without SMTP: each message becomes a JSON file in a folder
 * (data/mailbox under npm start), which plays the person's inbox. The log says only that a
 * message was delivered and where: a link that grants access never goes to the log.
 */
export class MailboxEmailSender implements EmailSender {
  readonly name = 'mailbox';
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: JsonLogger,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const sentAt = new Date().toISOString();
    const file = join(this.dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
    // Written aside and renamed into place: whoever reads the folder never sees half a message.
    const partial = `${file}.partial`;
    await writeFile(partial, JSON.stringify({ from: this.from, ...email, sentAt }, null, 2), { mode: 0o600 });
    await rename(partial, file);
    this.logger.info('email.delivered-to-mailbox', { to: email.to, subject: email.subject, file });
  }
}

export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text });
  }
}
