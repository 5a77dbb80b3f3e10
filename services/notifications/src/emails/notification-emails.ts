import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityRequests, type Recipient } from '@afilia/contracts';
import { JsonLogger, type ServiceClient } from '@afilia/service-kit';
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

/** Queues a notification's e-mails, in the transaction that writes it, for the people who want them. */
@Injectable()
export class NotificationEmails {
  constructor(
    private readonly emails: EmailsService,
    private readonly preferences: PreferencesService,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly logger: JsonLogger,
  ) {}

  /** Answers how many it queued. */
  async queue(manager: EntityManager, draft: NotificationDraft, people: readonly Recipient[]): Promise<number> {
    if (!people.length) return 0;
    const preferences = await this.preferences.forUsers(
      manager,
      people.map((p) => p.userId),
    );
    const chosen = emailRecipients(draft, people, preferences);
    for (const person of chosen)
      await this.emails.queue(manager, `notification:${draft.type}`, notificationEmail(draft, person, this.publicUrl));
    if (chosen.length)
      this.logger.info('notification.emails-queued', {
        type: draft.type,
        audience: draft.audience.kind,
        audienceId: draft.audience.id,
        userIds: chosen.map((p) => p.userId),
      });
    return chosen.length;
  }
}
