import { Injectable } from '@nestjs/common';
import { IdentityEvents, RESET_TOKEN_TTL_MIN, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';
import { EmailsService, LINK_PLACEHOLDER, type QueuedEmail } from './emails.service.js';

type PasswordResetRequested = EventPayload<typeof IdentityEvents.passwordResetRequested>;

/** The reset e-mail as stored: the link stays sealed until the message leaves. */
export function passwordResetEmail(event: PasswordResetRequested): QueuedEmail {
  return {
    to: event.email,
    subject: 'Restablecé tu contraseña de Afilia',
    text: [
      `Hola ${event.name},`,
      '',
      `Recibimos un pedido para restablecer tu contraseña. Abrí este link para elegir una nueva (vence en ${RESET_TOKEN_TTL_MIN} minutos):`,
      LINK_PLACEHOLDER,
      '',
      'Si no lo pediste, ignorá este email: tu contraseña sigue siendo la misma.',
    ].join('\n'),
    sealedLink: event.sealedResetUrl,
  };
}

/** Turns a password reset request into an e-mail with the link. */
@Injectable()
export class PasswordResetRequestedListener {
  constructor(private readonly emails: EmailsService) {}

  @OnEvent(IdentityEvents.passwordResetRequested)
  async onPasswordResetRequested(event: PasswordResetRequested, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.emails.queue(manager, 'password_reset', passwordResetEmail(event)));
    // Sending talks to SMTP, so it happens after the commit, outside the transaction.
    setImmediate(() => void this.emails.deliverPending());
  }
}
