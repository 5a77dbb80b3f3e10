import { z } from 'zod';
import { isSealPublicKey, loadEnv, secretSetting, serviceEnvSchema } from '@afilia/service-kit';
import { ACCESS_TOKEN_TTL_S } from '@afilia/contracts';

export const identityEnvSchema = serviceEnvSchema.extend({
  JWT_SECRET: secretSetting('JWT_SECRET'),
  JWT_ISSUER: z.string().default('afilia-identity'),
  JWT_AUDIENCE: z.string().default('afilia-api'),
  /**
   * The notifications service's public key: reset links are sealed with it, so only that service
   * can read them, when the e-mail leaves. Not secret, but required.
   */
  NOTIFICATIONS_PUBLIC_KEY: z
    .string({ error: 'NOTIFICATIONS_PUBLIC_KEY is required: reset links are sealed for the notifications service' })
    .refine(isSealPublicKey, 'NOTIFICATIONS_PUBLIC_KEY must be an X25519 public key (SPKI, base64url)'),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().max(ACCESS_TOKEN_TTL_S).default(ACCESS_TOKEN_TTL_S),
});
export type IdentityEnv = z.infer<typeof identityEnvSchema>;

export const IDENTITY_ENV = Symbol('IDENTITY_ENV');

export function loadIdentityEnv(source: NodeJS.ProcessEnv = process.env): IdentityEnv {
  return loadEnv(identityEnvSchema, source);
}
