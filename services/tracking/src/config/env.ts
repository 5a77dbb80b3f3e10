import { z } from 'zod';
import { loadEnv, serviceEnvSchema } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const trackingEnvSchema = serviceEnvSchema.extend({
  /** The address people use: every link's tracking URL is {PUBLIC_URL}/track/{code}. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
});
export type TrackingEnv = z.infer<typeof trackingEnvSchema>;

export function loadTrackingEnv(source: NodeJS.ProcessEnv = process.env): TrackingEnv {
  return loadEnv(trackingEnvSchema, source);
}
