import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { IdentityRequests, type BrandEmailAdmission, type Recipient } from '@afilia/contracts';
import { JsonLogger, ServiceClient } from '@afilia/service-kit';
import { admitBrandEmail } from './brand-email.js';
import type { Audience, NotificationDraft } from '../inbox/notification-rules.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { EmailsService } from './emails.service.js';
import { emailRecipients, notificationEmail } from './notification-email.js';

/** The people of each audience, as identity answered them before the transaction. */
export type AudiencePeople = (audience: Audience) => readonly Recipient[];

/** The address people use (PUBLIC_URL): the e-mails' links are made absolute on it. */
export const PUBLIC_URL = Symbol('PUBLIC_URL');

/**
 * Asks identity who the audiences' people are, with their e-mails (`identity.directory.recipients`,
 * a signed request only notifications may send). A network call: made before the transaction.
 */
export async function lookupPeople(client: ServiceClient, audiences: readonly Audience[]): Promise<AudiencePeople> {
  const ids = (kind: Audience['kind']) => [...new Set(audiences.filter((a) => a.kind === kind).map((a) => a.id))];
  const brandIds = ids('brand');
  const creatorIds = ids('creator');
  if (!brandIds.length && !creatorIds.length) return () => [];
  const found = await client.call(IdentityRequests.recipients, { brandIds, creatorIds }, null);
  const people = new Map<string, readonly Recipient[]>([
    ...found.brands.map((b) => [`brand:${b.id}`, b.recipients] as const),
    ...found.creators.map((c) => [`creator:${c.id}`, c.recipients] as const),
  ]);
  return (audience) => people.get(`${audience.kind}:${audience.id}`) ?? [];
}

/** What identity answered for each person a brand's invitation would be e-mailed to (decision 230). */
export type InvitationAdmissions = (draft: NotificationDraft, userId: string) => BrandEmailAdmission | undefined;

/** The key of one person's e-mail of one invitation: asked again after a redelivery, it counts once. */
const invitationKey = (draft: NotificationDraft, userId: string) => `${draft.type}:${draft.relatedId ?? draft.title}:${userId}`;

/** Queues a notification's e-mails, in the transaction that writes it, for the people who want them. */
@Injectable()
export class NotificationEmails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly emails: EmailsService,
    private readonly preferences: PreferencesService,
    private readonly client: ServiceClient,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly logger: JsonLogger,
  ) {}

  /**
   * Asks identity, before the transaction, whether each brand's invitation among the drafts may be
   * e-mailed to each of its people who want it by e-mail (the brand's and the address's limits,
   * the address's refusal of the brand; decision 230). The preferences are read here too, outside
   * the transaction, so nobody who would not be e-mailed is counted.
   */
  async admitInvitations(drafts: readonly NotificationDraft[], people: AudiencePeople): Promise<InvitationAdmissions> {
    const answers = new Map<string, BrandEmailAdmission>();
    for (const draft of drafts) {
      if (!draft.invitation) continue;
      const audience = people(draft.audience);
      const preferences = await this.preferences.forUsers(
        this.dataSource.manager,
        audience.map((p) => p.userId),
      );
      for (const person of emailRecipients(draft, audience, preferences)) {
        const key = invitationKey(draft, person.userId);
        const admission = await admitBrandEmail(this.client, {
          brandId: draft.invitation.brandId,
          email: person.email,
          kind: 'collaboration_invited',
          key,
        });
        if (!admission.send)
          this.logger.info('notification.invitation-email.held', { type: draft.type, userId: person.userId, hold: admission.hold });
        answers.set(key, admission);
      }
    }
    return (draft, userId) => answers.get(invitationKey(draft, userId));
  }

  /** Answers how many it queued. A brand's invitation goes only to the people identity admitted. */
  async queue(
    manager: EntityManager,
    draft: NotificationDraft,
    people: readonly Recipient[],
    admissions: InvitationAdmissions = () => undefined,
  ): Promise<number> {
    if (!people.length) return 0;
    const preferences = await this.preferences.forUsers(
      manager,
      people.map((p) => p.userId),
    );
    const chosen = emailRecipients(draft, people, preferences).flatMap((person): { person: Recipient; optOutToken?: string }[] => {
      if (!draft.invitation) return [{ person, optOutToken: undefined }];
      const admission = admissions(draft, person.userId);
      return admission?.send ? [{ person, optOutToken: admission.optOutToken }] : [];
    });
    for (const { person, optOutToken } of chosen)
      await this.emails.queue(manager, `notification:${draft.type}`, notificationEmail(draft, person, this.publicUrl, optOutToken));
    if (chosen.length)
      this.logger.info('notification.emails-queued', {
        type: draft.type,
        audience: draft.audience.kind,
        audienceId: draft.audience.id,
        userIds: chosen.map((c) => c.person.userId),
      });
    return chosen.length;
  }
}
