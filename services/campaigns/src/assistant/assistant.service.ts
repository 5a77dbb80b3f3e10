import { Inject, Injectable } from '@nestjs/common';
import { ASSISTANT_TEXTS, type Actor, type AssistantReply, type AssistantRequest } from '@afilia/contracts';
import { brandScope, DomainError, JsonLogger } from '@afilia/service-kit';
import { CampaignsService } from '../campaigns/campaigns.service.js';
import { CAMPAIGN_ASSISTANT, TRANSCRIBER, type CampaignAssistant, type Transcriber } from './campaign-assistant.js';

/**
 * The assistant's turns: whoever answers (a model or the embedded assistant) only proposes; the
 * campaign is created here through CampaignsService, the same rules and refusals as the dialog,
 * and a refusal (a missing pixel, a bad amount) becomes the assistant's reply.
 */
@Injectable()
export class AssistantService {
  constructor(
    @Inject(CAMPAIGN_ASSISTANT) private readonly assistant: CampaignAssistant,
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber,
    private readonly campaigns: CampaignsService,
    private readonly logger: JsonLogger,
  ) {}

  async reply(actor: Actor, input: AssistantRequest): Promise<AssistantReply> {
    const brandId = brandScope(actor, input.brandId);
    const turn = await this.assistant.next(input.messages);
    if (!turn.create) return { message: turn.message, campaignCreated: false, campaignId: null };
    try {
      const campaign = await this.campaigns.create(actor, { ...turn.create, brandId });
      this.logger.info('assistant.campaign-created', { campaignId: campaign.id, brandId });
      return { message: `${ASSISTANT_TEXTS.created} ${turn.message}`, campaignCreated: true, campaignId: campaign.id };
    } catch (error) {
      if (error instanceof DomainError) return { message: error.body.message, campaignCreated: false, campaignId: null };
      throw error;
    }
  }

  /** The microphone's recording as text; for brands, who are the ones writing to the assistant. */
  async transcribe(actor: Actor, audioBase64: string): Promise<{ text: string }> {
    brandScope(actor);
    const text = (await this.transcriber.transcribe(Buffer.from(audioBase64, 'base64'))).trim();
    if (!text) throw new DomainError('TRANSCRIPTION_UNAVAILABLE');
    return { text };
  }
}
