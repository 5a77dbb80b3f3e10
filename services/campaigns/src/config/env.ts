import { z } from 'zod';
import { loadEnv, serviceEnvSchema, signingKeySetting } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const campaignsEnvSchema = serviceEnvSchema.extend({
  /** It asks catalogue for the products of a campaign, tracking for the brand's pixel, identity for names. */
  SIGNING_KEY: signingKeySetting(),
  /**
   * The campaign assistant's model: an OpenAI-compatible endpoint (…/v1). Unset, the embedded
   * deterministic assistant answers and the microphone has no transcription.
   */
  AI_API_URL: z.url().optional(),
  /** Its key, when the endpoint wants one; no default. */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
});
export type CampaignsEnv = z.infer<typeof campaignsEnvSchema>;

export function loadCampaignsEnv(source: NodeJS.ProcessEnv = process.env): CampaignsEnv {
  return loadEnv(campaignsEnvSchema, source);
}
