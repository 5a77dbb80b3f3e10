import type { AiChatMessage, CreateCampaignRequest } from '@afilia/contracts';

/** A CPC or conversion campaign the assistant has gathered (the dialog makes the standard kind). */
export type AssistantCampaign = Extract<CreateCampaignRequest, { campaignType: 'cpc' | 'conversion' }>;

/** The assistant's next turn: what it says, and the campaign to create when it has all of it. */
export interface AssistantTurn {
  message: string;
  create?: AssistantCampaign;
}

/**
 * Who answers in the assistant's chat (seed 002 §2 'AI campaign assistant'): a model behind an
 * OpenAI-compatible endpoint when one is configured, or the embedded deterministic assistant.
 * Either only proposes the campaign; the service creates it through the same rules as the dialog.
 */
export interface CampaignAssistant {
  next(messages: AiChatMessage[]): Promise<AssistantTurn>;
}

/** Speech to text for the chat's microphone. */
export interface Transcriber {
  transcribe(audio: Buffer): Promise<string>;
}

export const CAMPAIGN_ASSISTANT = Symbol('CAMPAIGN_ASSISTANT');
export const TRANSCRIBER = Symbol('TRANSCRIBER');
