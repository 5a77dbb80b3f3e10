import { z } from 'zod';
import { aiChatMessageSchema } from '../../entities/campaigns.js';

/**
 * The campaign assistant (seed 002 §2 'AI campaign assistant', §7 campaign-ai-assistant and
 * transcribe-audio). The conversation travels whole on every turn; the service keeps nothing
 * between turns and creates the campaign through the same rules as the dialog.
 */
export const ASSISTANT_MESSAGE_MAX = 2000;
export const ASSISTANT_TURNS_MAX = 60;
/** About a minute of webm/opus speech; it crosses NATS base64-encoded, well under its 1 MB messages. */
export const ASSISTANT_AUDIO_MAX_BYTES = 512 * 1024;
export const ASSISTANT_AUDIO_MAX_BASE64 = Math.ceil(ASSISTANT_AUDIO_MAX_BYTES / 3) * 4;
/** What the browser's MediaRecorder makes. */
export const ASSISTANT_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;

export const ASSISTANT_TEXTS = {
  greeting:
    '¡Hola! Soy tu asistente para crear campañas. Contame el objetivo, el presupuesto, el tipo de campaña (CPC o conversión) y los detalles, y la armamos juntos.',
  created: '¡Campaña creada!',
  sendError: 'No se pudo enviar el mensaje',
  microphoneError: 'No se pudo acceder al micrófono',
  transcriptionError: 'No se pudo transcribir el audio',
  messageTooLong: 'El mensaje es demasiado largo',
  messageRequired: 'Escribí un mensaje',
} as const;

export const assistantRequestSchema = z.object({
  messages: z
    .array(
      aiChatMessageSchema.extend({
        content: z.string({ error: ASSISTANT_TEXTS.messageRequired }).max(ASSISTANT_MESSAGE_MAX, { error: ASSISTANT_TEXTS.messageTooLong }),
      }),
    )
    .min(1, { error: ASSISTANT_TEXTS.messageRequired })
    .max(ASSISTANT_TURNS_MAX, { error: ASSISTANT_TEXTS.messageTooLong }),
  brandId: z.uuid().optional(),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const assistantReplySchema = z.object({
  message: z.string(),
  campaignCreated: z.boolean(),
  campaignId: z.uuid().nullable(),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const transcribeRequestSchema = z.object({
  /** The recording, base64 (webm/opus from the browser's MediaRecorder). */
  audio: z
    .string({ error: ASSISTANT_TEXTS.transcriptionError })
    .min(1, { error: ASSISTANT_TEXTS.transcriptionError })
    .max(ASSISTANT_AUDIO_MAX_BASE64, { error: ASSISTANT_TEXTS.transcriptionError }),
});
export const transcribeReplySchema = z.object({ text: z.string() });
