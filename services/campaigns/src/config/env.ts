import type { z } from 'zod';
import { loadEnv, serviceEnvSchema } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const campaignsEnvSchema = serviceEnvSchema.extend({});
export type CampaignsEnv = z.infer<typeof campaignsEnvSchema>;

export function loadCampaignsEnv(source: NodeJS.ProcessEnv = process.env): CampaignsEnv {
  return loadEnv(campaignsEnvSchema, source);
}
