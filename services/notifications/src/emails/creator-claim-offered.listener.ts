import { Inject, Injectable } from '@nestjs/common';
import { BRAND_EMAIL_TEXTS, CLAIM_TOKEN_TTL_DAYS, claimEmailKey, IdentityEvents, type EventPayload } from '@afilia/contracts';
import { JsonLogger, OnEvent, ServiceClient, type EventTransaction } from '@afilia/service-kit';
import { admitBrandEmail, brandEmailFooter, quoted } from './brand-email.js';
import { EmailsService, LINK_PLACEHOLDER, type QueuedEmail } from './emails.service.js';
import { PUBLIC_URL } from './notification-emails.js';

type CreatorClaimOffered = EventPayload<typeof IdentityEvents.creatorClaimOffered>;

/**
 * The claim e-mail as stored (decision 184): the link stays sealed until the message leaves. The
 * brand chose its name and the creator's, so neither is in the subject, which is ours; in the
 * body both are quoted as data, the brand named as who caused it, with the link to refuse its
 * e-mails (decision 230).
 */
export function creatorClaimEmail(event: CreatorClaimOffered, optOutToken: string, publicUrl: string): QueuedEmail {
  return {
    to: event.email,
    subject: BRAND_EMAIL_TEXTS.claimSubject,
    text: [
      'Hola,',
      '',
      `La marca ${quoted(event.brandName)} te sumó a sus creadores en Afilia con el nombre ${quoted(event.creatorName)}. Creá tu cuenta con este link para ver tus links, códigos y ventas con la marca (vence en ${CLAIM_TOKEN_TTL_DAYS} días):`,
      LINK_PLACEHOLDER,
      '',
      'Si no conocés a la marca, ignorá este email.',
      '',
      ...brandEmailFooter(event.brandName, optOutToken, publicUrl),
    ].join('\n'),
    sealedLink: event.sealedClaimUrl,
  };
}

/** Turns a brand's new internal creator's e-mail into the claim e-mail, if identity still admits it. */
@Injectable()
export class CreatorClaimOfferedListener {
  constructor(
    private readonly emails: EmailsService,
    private readonly client: ServiceClient,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly logger: JsonLogger,
  ) {}

  @OnEvent(IdentityEvents.creatorClaimOffered)
  async onClaimOffered(event: CreatorClaimOffered, transaction: EventTransaction): Promise<void> {
    // Identity admitted it when the brand made the creator; asked again under the same key it
    // counts nothing more, and answers the opt-out link, or no if the address refused the brand since.
    const admission = await admitBrandEmail(this.client, {
      brandId: event.brandId,
      email: event.email,
      kind: 'creator_claim',
      key: claimEmailKey(event.creatorId),
    });
    if (!admission.send) {
      // Nothing to write: the consumer marks the event done all the same.
      this.logger.info('notifications.claim-email.held', { creatorId: event.creatorId, brandId: event.brandId, hold: admission.hold });
      return;
    }
    await transaction((manager) =>
      this.emails.queue(manager, 'creator_claim', creatorClaimEmail(event, admission.optOutToken, this.publicUrl)),
    );
    // Sending talks to SMTP, so it happens after the commit, outside the transaction.
    setImmediate(() => void this.emails.deliverPending());
  }
}
