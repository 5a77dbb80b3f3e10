import { Injectable } from '@nestjs/common';
import type { EventDef } from '@afilia/contracts';
import { lookupNames, OnEvents, ServiceClient, type EventTransaction } from '@afilia/service-kit';
import type { z } from 'zod';
import { EmailsService } from '../emails/emails.service.js';
import { lookupPeople, NotificationEmails } from '../emails/notification-emails.js';
import { WEBHOOK_SOURCES, type WebhookDraft } from '../webhooks/webhook-sources.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { WebhookSender } from '../webhooks/webhook-sender.js';
import { InboxService } from './inbox.service.js';
import { NOTIFICATION_RULES, type Names } from './notification-rules.js';

type AnyRule = {
  event: EventDef<string, z.ZodType>;
  needs(e: unknown): { brandIds: string[]; creatorIds: string[] };
  notify(e: unknown, n: Names): ReturnType<(typeof NOTIFICATION_RULES)[number]['notify']>;
};
const RULES = NOTIFICATION_RULES as unknown as readonly AnyRule[];
type AnySource = {
  event: EventDef<string, z.ZodType>;
  creatorIds(e: unknown): string[];
  drafts(e: unknown, creator: (id: string) => string): WebhookDraft[];
};
const SOURCES = WEBHOOK_SOURCES as unknown as readonly AnySource[];
/** Every event the service reacts to: a notification's, a webhook's, or both (one consumer each). */
const EVENTS = [...new Set([...RULES, ...SOURCES].map((r) => r.event))];

/**
 * Turns each domain event of the rules table into notifications, and of the webhook sources into
 * deliveries to the brand's endpoints: the names and the audiences' people come from identity
 * first (network calls, outside the transaction), then the notifications, their announcements,
 * their e-mails and the webhook deliveries are written in the transaction that marks the event
 * processed, once; e-mails and deliveries leave after it commits.
 */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly inbox: InboxService,
    private readonly client: ServiceClient,
    private readonly emails: EmailsService,
    private readonly notificationEmails: NotificationEmails,
    private readonly webhooks: WebhooksService,
    private readonly webhookSender: WebhookSender,
  ) {}

  @OnEvents(EVENTS)
  async onEvent(event: never, transaction: EventTransaction, def: EventDef<string, z.ZodType>): Promise<void> {
    const rule = RULES.find((r) => r.event.subject === def.subject);
    const source = SOURCES.find((s) => s.event.subject === def.subject);
    const wanted = rule?.needs(event) ?? { brandIds: [], creatorIds: [] };
    const found = await lookupNames(this.client, wanted.brandIds, [...wanted.creatorIds, ...(source?.creatorIds(event) ?? [])]);
    const names: Names = {
      brand: (id) => found.brands.get(id)?.name ?? 'La marca',
      creator: (id) => found.creators.get(id)?.name ?? 'Un creador',
    };
    const drafts = rule?.notify(event, names) ?? [];
    const hooks = source?.drafts(event, names.creator) ?? [];
    const people = await lookupPeople(
      this.client,
      drafts.map((d) => d.audience),
    );
    // A brand's invitation is e-mailed only within its limits (decision 230): identity is asked first.
    const admissions = await this.notificationEmails.admitInvitations(drafts, people);
    const eventId = (event as { eventId: string }).eventId;
    const [queued, deliveries] = await transaction(async (manager) => {
      const emails = drafts.length ? await this.inbox.write(manager, drafts, people, admissions) : 0;
      let count = 0;
      for (const hook of hooks) count += await this.webhooks.enqueue(manager, hook, eventId);
      return [emails, count] as const;
    });
    // Sending talks to SMTP and to the brands' servers, so it happens after the commit, outside the transaction.
    if (queued) setImmediate(() => void this.emails.deliverPending());
    if (deliveries) this.webhookSender.soon();
  }
}
