import { Controller } from '@nestjs/common';
import { NotificationsRequests, type Actor, type HandledData } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { WebhookSender } from './webhook-sender.js';
import { WebhooksService } from './webhooks.service.js';

/** The brand's webhooks (issue 39 §2): who may do what is WebhooksService's. */
@Controller()
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly sender: WebhookSender,
  ) {}

  @Handles(NotificationsRequests.listWebhooks)
  list(data: HandledData<typeof NotificationsRequests.listWebhooks>, actor: Actor) {
    return this.webhooks.list(actor, data.brandId);
  }

  @Handles(NotificationsRequests.createWebhook)
  create({ brandId, ...input }: HandledData<typeof NotificationsRequests.createWebhook>, actor: Actor) {
    return this.webhooks.create(actor, brandId, input);
  }

  @Handles(NotificationsRequests.updateWebhook)
  update({ brandId, id, ...change }: HandledData<typeof NotificationsRequests.updateWebhook>, actor: Actor) {
    return this.webhooks.update(actor, brandId, id, change);
  }

  @Handles(NotificationsRequests.deleteWebhook)
  remove(data: HandledData<typeof NotificationsRequests.deleteWebhook>, actor: Actor) {
    return this.webhooks.remove(actor, data.brandId, data.id);
  }

  @Handles(NotificationsRequests.rotateWebhookSecret)
  rotate(data: HandledData<typeof NotificationsRequests.rotateWebhookSecret>, actor: Actor) {
    return this.webhooks.rotateSecret(actor, data.brandId, data.id);
  }

  @Handles(NotificationsRequests.testWebhook)
  async test(data: HandledData<typeof NotificationsRequests.testWebhook>, actor: Actor) {
    const queued = await this.webhooks.test(actor, data.brandId, data.id);
    this.sender.soon();
    return queued;
  }

  @Handles(NotificationsRequests.webhookDeliveries)
  deliveries({ brandId, id, ...query }: HandledData<typeof NotificationsRequests.webhookDeliveries>, actor: Actor) {
    return this.webhooks.deliveries(actor, brandId, id, query);
  }

  @Handles(NotificationsRequests.resendWebhookDelivery)
  async resend(data: HandledData<typeof NotificationsRequests.resendWebhookDelivery>, actor: Actor) {
    const queued = await this.webhooks.resend(actor, data.brandId, data.deliveryId);
    this.sender.soon();
    return queued;
  }
}
