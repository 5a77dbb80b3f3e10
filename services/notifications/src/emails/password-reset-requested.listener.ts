import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { IdentityEvents, RESET_TOKEN_TTL_MIN, streamOfEvent, type EventPayload } from '@afilia/contracts';
import { EventConsumers, NATS_CONNECTION } from '@afilia/service-kit';
import type { EntityManager } from 'typeorm';
import { EmailsService } from './emails.service.js';

type PasswordResetRequested = EventPayload<typeof IdentityEvents.passwordResetRequested>;

export function passwordResetEmail(event: PasswordResetRequested) {
  return {
    to: event.email,
    subject: 'Restablecé tu contraseña de Afilia',
    text: [
      `Hola ${event.name},`,
      '',
      `Recibimos un pedido para restablecer tu contraseña. Abrí este link para elegir una nueva (vence en ${RESET_TOKEN_TTL_MIN} minutos):`,
      event.resetUrl,
      '',
      'Si no lo pediste, ignorá este email: tu contraseña sigue siendo la misma.',
    ].join('\n'),
  };
}

/** Turns a password reset request into an e-mail with the link. */
@Injectable()
export class PasswordResetRequestedListener implements OnApplicationBootstrap {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly consumers: EventConsumers,
    private readonly emails: EmailsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.subscribe(
      this.nc,
      streamOfEvent(IdentityEvents.passwordResetRequested),
      IdentityEvents.passwordResetRequested,
      'notifications-password-reset-email',
      (event, manager) => this.onPasswordResetRequested(event, manager),
    );
  }

  async onPasswordResetRequested(event: PasswordResetRequested, manager: EntityManager): Promise<void> {
    await this.emails.queue(manager, 'password_reset', passwordResetEmail(event));
    setImmediate(() => void this.emails.deliverPending());
  }
}
