import { z } from 'zod';
import { isSealPublicKey, loadEnv, secretSetting, serviceEnvSchema, unsetWhenEmpty } from '@afilia/service-kit';
import { ACCESS_TOKEN_TTL_S } from '@afilia/contracts';

export const identityEnvSchema = serviceEnvSchema.extend({
  JWT_SECRET: secretSetting('JWT_SECRET'),
  /** Seals each person's authenticator key at rest (two-factor/, decision 192). */
  IDENTITY_SECRET: secretSetting('IDENTITY_SECRET'),
  JWT_ISSUER: z.string().default('afilia-identity'),
  JWT_AUDIENCE: z.string().default('afilia-api'),
  /**
   * The notifications service's public key: reset links are sealed with it, so only that service
   * can read them, when the e-mail leaves. Not secret, but required.
   */
  NOTIFICATIONS_PUBLIC_KEY: z
    .string({ error: 'NOTIFICATIONS_PUBLIC_KEY is required: reset links are sealed for the notifications service' })
    .refine(isSealPublicKey, 'NOTIFICATIONS_PUBLIC_KEY must be an X25519 public key (SPKI, base64url)'),
  /**
   * The networks' official APIs for 'Mi Perfil''s sync (decision 177); a network without its key
   * cannot sync and the creator edits its figures by hand. npm start points them at the local
   * social sandbox.
   */
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  INSTAGRAM_ACCESS_TOKEN: unsetWhenEmpty(z.string().min(16).optional()),
  INSTAGRAM_ACCOUNT_ID: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,30}$/, 'INSTAGRAM_ACCOUNT_ID is the numeric id of an Instagram professional account')
      .optional(),
  ),
  TIKTOK_API_URL: z.url().default('https://open.tiktokapis.com'),
  TIKTOK_CLIENT_KEY: unsetWhenEmpty(z.string().min(1).optional()),
  TIKTOK_CLIENT_SECRET: unsetWhenEmpty(z.string().min(16).optional()),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_API_KEY: unsetWhenEmpty(z.string().min(16).optional()),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().max(ACCESS_TOKEN_TTL_S).default(ACCESS_TOKEN_TTL_S),
});
export type IdentityEnv = z.infer<typeof identityEnvSchema>;

export const IDENTITY_ENV = Symbol('IDENTITY_ENV');

export function loadIdentityEnv(source: NodeJS.ProcessEnv = process.env): IdentityEnv {
  return loadEnv(identityEnvSchema, source);
}
