import { Injectable } from '@nestjs/common';
import type { EventDef } from '@afilia/contracts';
import { lookupNames, OnEvents, ServiceClient, type EventTransaction } from '@afilia/service-kit';
import type { z } from 'zod';
import { EmailsService } from '../emails/emails.service.js';
import { lookupPeople, NotificationEmails } from '../emails/notification-emails.js';
import { InboxService } from './inbox.service.js';
import { NOTIFICATION_RULES, type Names } from './notification-rules.js';

type AnyRule = {
  event: EventDef<string, z.ZodType>;
  needs(e: unknown): { brandIds: string[]; creatorIds: string[] };
  notify(e: unknown, n: Names): ReturnType<(typeof NOTIFICATION_RULES)[number]['notify']>;
};
const RULES = NOTIFICATION_RULES as unknown as readonly AnyRule[];

/**
 * Turns each domain event of the rules table into notifications: the names and the audiences'
 * people come from identity first (network calls, outside the transaction), then the
 * notifications, their announcements and their e-mails are written in the transaction that marks
 * the event processed, once; the e-mails leave after it commits.
 */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly inbox: InboxService,
    private readonly client: ServiceClient,
    private readonly emails: EmailsService,
    private readonly notificationEmails: NotificationEmails,
  ) {}

  @OnEvents(RULES.map((r) => r.event))
  async onEvent(event: never, transaction: EventTransaction, def: EventDef<string, z.ZodType>): Promise<void> {
    const rule = RULES.find((r) => r.event.subject === def.subject)!;
    const wanted = rule.needs(event);
    const found = await lookupNames(this.client, wanted.brandIds, wanted.creatorIds);
    const names: Names = {
      brand: (id) => found.brands.get(id)?.name ?? 'La marca',
      creator: (id) => found.creators.get(id)?.name ?? 'Un creador',
    };
    const drafts = rule.notify(event, names);
    const people = await lookupPeople(
      this.client,
      drafts.map((d) => d.audience),
    );
    // A brand's invitation is e-mailed only within its limits (decision 230): identity is asked first.
    const admissions = await this.notificationEmails.admitInvitations(drafts, people);
    const queued = await transaction((manager) => this.inbox.write(manager, drafts, people, admissions));
    // Sending talks to SMTP, so it happens after the commit, outside the transaction.
    if (queued) setImmediate(() => void this.emails.deliverPending());
  }
}
