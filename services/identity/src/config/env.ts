import { z } from 'zod';
import { loadEnv, secretSetting, serviceEnvSchema } from '@afilia/service-kit';
import { ACCESS_TOKEN_TTL_S } from '@afilia/contracts';

export const identityEnvSchema = serviceEnvSchema.extend({
  JWT_SECRET: secretSetting('JWT_SECRET'),
  JWT_ISSUER: z.string().default('afilia-identity'),
  JWT_AUDIENCE: z.string().default('afilia-api'),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().max(ACCESS_TOKEN_TTL_S).default(ACCESS_TOKEN_TTL_S),
});
export type IdentityEnv = z.infer<typeof identityEnvSchema>;

export const IDENTITY_ENV = Symbol('IDENTITY_ENV');

export function loadIdentityEnv(source: NodeJS.ProcessEnv = process.env): IdentityEnv {
  return loadEnv(identityEnvSchema, source);
}
