import type { z } from 'zod';
import { loadEnv, serviceEnvSchema, signingKeySetting } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const campaignsEnvSchema = serviceEnvSchema.extend({
  /** It asks catalogue for the products of a campaign, and tracking for the brand's pixel. */
  SIGNING_KEY: signingKeySetting(),
});
export type CampaignsEnv = z.infer<typeof campaignsEnvSchema>;

export function loadCampaignsEnv(source: NodeJS.ProcessEnv = process.env): CampaignsEnv {
  return loadEnv(campaignsEnvSchema, source);
}
