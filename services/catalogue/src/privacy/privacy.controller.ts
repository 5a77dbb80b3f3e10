import { Controller } from '@nestjs/common';
import { CatalogueRequests, type PrivacyTopic } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { PrivacyService } from './privacy.service.js';

@Controller()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Handles(CatalogueRequests.receivePrivacyWebhook)
  receive(data: { topic: PrivacyTopic; rawBodyBase64: string; signature: string | null }) {
    return this.privacy.receive(data.topic, data.rawBodyBase64, data.signature);
  }
}
