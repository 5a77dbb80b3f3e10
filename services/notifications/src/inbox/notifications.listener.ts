import { Injectable } from '@nestjs/common';
import type { EventDef } from '@afilia/contracts';
import { lookupNames, OnEvents, ServiceClient, type EventTransaction } from '@afilia/service-kit';
import type { z } from 'zod';
import { InboxService } from './inbox.service.js';
import { NOTIFICATION_RULES, type Names } from './notification-rules.js';

type AnyRule = {
  event: EventDef<string, z.ZodType>;
  needs(e: unknown): { brandIds: string[]; creatorIds: string[] };
  notify(e: unknown, n: Names): ReturnType<(typeof NOTIFICATION_RULES)[number]['notify']>;
};
const RULES = NOTIFICATION_RULES as unknown as readonly AnyRule[];

/**
 * Turns each domain event of the rules table into notifications: the names come from identity
 * first (a network call, outside the transaction), then the notifications and their
 * announcements are written in the transaction that marks the event processed, once.
 */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly inbox: InboxService,
    private readonly client: ServiceClient,
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
    await transaction((manager) => this.inbox.write(manager, drafts));
  }
}
