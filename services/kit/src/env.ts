import { z } from 'zod';

/** Settings every service reads; each service extends it with its own. */
export const serviceEnvSchema = z.object({
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/afilia'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

/** Validates the environment at boot and stops the process with a readable list of what is wrong. */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
