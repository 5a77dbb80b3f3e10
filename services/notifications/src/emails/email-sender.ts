import nodemailer, { type Transporter } from 'nodemailer';
import type { JsonLogger } from '@afilia/service-kit';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mails leave the platform: SMTP when configured, the log otherwise. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * The embedded default for a machine without SMTP: the message (and so the link in it) is
 * written to the log, and stays readable in the e-mail outbox table.
 */
export class LogEmailSender implements EmailSender {
  readonly name = 'log';
  constructor(private readonly logger: JsonLogger) {}

  async send(email: OutgoingEmail): Promise<void> {
    this.logger.info('email.delivered-to-log', { to: email.to, subject: email.subject, body: email.text });
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
