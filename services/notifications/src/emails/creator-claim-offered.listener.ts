import { Injectable } from '@nestjs/common';
import { CLAIM_TOKEN_TTL_DAYS, IdentityEvents, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';
import { EmailsService, LINK_PLACEHOLDER, type QueuedEmail } from './emails.service.js';

type CreatorClaimOffered = EventPayload<typeof IdentityEvents.creatorClaimOffered>;

/** The claim e-mail as stored (decision 184): the link stays sealed until the message leaves. */
export function creatorClaimEmail(event: CreatorClaimOffered): QueuedEmail {
  return {
    to: event.email,
    subject: `${event.brandName} te sumó como creador en Afilia`,
    text: [
      `Hola ${event.creatorName},`,
      '',
      `${event.brandName} te sumó a sus creadores en Afilia. Creá tu cuenta con este link para ver tus links, códigos y ventas con la marca (vence en ${CLAIM_TOKEN_TTL_DAYS} días):`,
      LINK_PLACEHOLDER,
      '',
      'Si no conocés a la marca, ignorá este email.',
    ].join('\n'),
    sealedLink: event.sealedClaimUrl,
  };
}

/** Turns a brand's new internal creator's e-mail into the claim e-mail. */
@Injectable()
export class CreatorClaimOfferedListener {
  constructor(private readonly emails: EmailsService) {}

  @OnEvent(IdentityEvents.creatorClaimOffered)
  async onClaimOffered(event: CreatorClaimOffered, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.emails.queue(manager, 'creator_claim', creatorClaimEmail(event)));
    // Sending talks to SMTP, so it happens after the commit, outside the transaction.
    setImmediate(() => void this.emails.deliverPending());
  }
}
