import { assistantReplySchema, transcribeReplySchema, type AiChatMessage, type AssistantReply } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** mf-brand's calls for the campaign assistant (seed 002 §7 campaign-ai-assistant, transcribe-audio). */
export function assistantApi(api: ApiClient) {
  return {
    /** One turn: the whole conversation goes, the reply comes back, maybe with a new campaign. */
    reply(messages: AiChatMessage[], brandId?: string | null): Promise<AssistantReply> {
      return api.post('/campaigns/assistant', { messages }, { schema: assistantReplySchema, brandId });
    },
    /** The microphone's recording as text. */
    async transcribe(audio: Blob): Promise<string> {
      return (await api.upload('/campaigns/assistant/transcribe', audio, { schema: transcribeReplySchema })).text;
    },
  };
}
