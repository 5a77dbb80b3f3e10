import { z } from 'zod';
import { natsSeedSetting } from './bus-access.js';

/**
 * A secret setting: required, never given a default in code (a default would be readable in
 * the repository), at least `minLength` characters. The launcher generates one per install.
 */
export function secretSetting(name: string, minLength = 32) {
  return z
    .string({ error: `${name} is required (a secret has no default)` })
    .min(minLength, `${name} must be at least ${minLength} characters`);
}

/**
 * SIGNING_KEY of a service that sends requests to others (contracts' SIGNING_SERVICES): its own
 * Ed25519 private key for the passes (caller-auth.ts); the callee checks it against CALLER_KEYS.
 */
export function signingKeySetting() {
  return secretSetting('SIGNING_KEY');
}

/** An optional setting that an empty variable (`X=` in a compose file or a shell) leaves unset rather than invalid. */
export const unsetWhenEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A comma-separated list of origins (scheme://host:port), empty by default; each read as its URL's origin. */
export function originListSetting() {
  return z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    );
}

/** Settings every service reads; each service extends it with its own. */
export const serviceEnvSchema = z.object({
  /** The service's own role (services/kit/src/database-roles.ts), never an administrator. */
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required: the service connects as its own role' })
    .min(1, 'DATABASE_URL is required: the service connects as its own role'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** The service's own NATS user (bus-permissions.ts says what it may do there). */
  NATS_SEED: natsSeedSetting(),
  /**
   * The public keys of those who may call the service (JSON: caller name → Ed25519 SPKI,
   * base64url): every request's signed pass is checked against them. Not secret.
   */
  CALLER_KEYS: z.string({ error: 'CALLER_KEYS is required: without it the service cannot tell who is asking' }).refine((v) => {
    try {
      return typeof JSON.parse(v) === 'object';
    } catch {
      return false;
    }
  }, 'CALLER_KEYS must be a JSON object of public keys'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * How many NATS servers keep a copy of the service's stream: 1 on one server (npm start,
   * compose), 3 in the Kubernetes cluster, so an acknowledged event survives losing a server.
   */
  JETSTREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
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
