import { Controller } from '@nestjs/common';
import { CampaignsRequests, type Actor, type AssistantRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { AssistantService } from './assistant.service.js';

@Controller()
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @Handles(CampaignsRequests.assistantReply)
  reply(data: AssistantRequest, actor: Actor) {
    return this.assistant.reply(actor, data);
  }

  @Handles(CampaignsRequests.transcribeAudio)
  transcribe(data: { audio: string }, actor: Actor) {
    return this.assistant.transcribe(actor, data.audio);
  }
}
