import { z } from 'zod';
import { loadEnv, natsSeedSetting, originListSetting, secretSetting } from '@afilia/service-kit';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback unless told otherwise: in development nobody else on the network reaches it. */
  HOST: z.string().default('127.0.0.1'),
  /** The address people use; reset links and cookies are built from it, never from the Host header. */
  PUBLIC_URL: z.url().optional(),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** The gateway's own NATS user: it may send user requests and read the events it follows, nothing else. */
  NATS_SEED: natsSeedSetting(),
  JWT_SECRET: secretSetting('JWT_SECRET'),
  /** The gateway's Ed25519 private key (PKCS#8, base64url): it signs the pass of every request to a service. */
  SIGNING_KEY: secretSetting('SIGNING_KEY'),
  JWT_ISSUER: z.string().default('afilia-identity'),
  JWT_AUDIENCE: z.string().default('afilia-api'),
  /** Prometheus's scrape address of the gateway (/metrics), apart from the public port; none when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Trust X-Forwarded-For from this many proxy hops (0: the socket address is the client). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Shared rate-limit counters across gateway replicas; in memory when absent. */
  REDIS_URL: z.string().optional(),
  /** Root of the built micro-frontends: the folder holding shell/ and the mf- folders. */
  FRONTEND_ROOT: z.string().optional(),
  /** Uploaded images on local disk (the default); served at /uploads/. */
  UPLOADS_DIR: z.string().default('data/uploads'),
  /** An S3-compatible bucket instead of local disk, when all of these are set. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(10_000),
  COOKIE_SECURE: flag.optional(),
  /**
   * Origins (comma-separated) whose images the pages may show besides ours and any https one: the
   * local sandbox store, which serves its product pictures over http. Empty in production.
   */
  IMAGE_ORIGINS: originListSetting(),
  /** Serve the frontends' source maps (*.map); off by default, they hold the original code. */
  SERVE_SOURCE_MAPS: flag.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema> & { PUBLIC_URL: string; COOKIE_SECURE: boolean };

export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const env = loadEnv(gatewayEnvSchema, source);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, PUBLIC_URL: publicUrl, COOKIE_SECURE: env.COOKIE_SECURE ?? publicUrl.startsWith('https:') };
}
