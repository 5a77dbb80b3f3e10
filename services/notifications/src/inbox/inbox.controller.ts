import { Controller } from '@nestjs/common';
import { NotificationsRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { InboxService } from './inbox.service.js';

@Controller()
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Handles(NotificationsRequests.list)
  list(data: { brandId?: string }, actor: Actor) {
    return this.inbox.list(actor, data.brandId);
  }

  @Handles(NotificationsRequests.markRead)
  markRead(data: { id: string }, actor: Actor) {
    return this.inbox.markRead(actor, data.id);
  }

  @Handles(NotificationsRequests.markAllRead)
  markAllRead(data: { brandId?: string }, actor: Actor) {
    return this.inbox.markAllRead(actor, data.brandId);
  }
}
