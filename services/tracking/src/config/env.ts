import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { CONVERSION_REVIEW_DAYS } from '@afilia/contracts';
import { loadEnv, originListSetting, serviceEnvSchema, signingKeySetting, unsetWhenEmpty } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const trackingEnvSchema = serviceEnvSchema.extend({
  /** The safelink asks catalogue for the creator's coupon, as a signed service request. */
  SIGNING_KEY: signingKeySetting(),
  /** The address people use: every link's tracking URL is {PUBLIC_URL}/track/{code}. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * The redirect's own HTTP listener (/track). npm start and the deploy manifests set it; unset
   * it picks a free port, as the test processes want (several run side by side).
   */
  TRACK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  TRACK_HOST: z.string().default('0.0.0.0'),
  /**
   * The gateway's address when this listener is the platform's one address (npm start,
   * compose): every path it does not serve goes there. Unset behind a router (Kubernetes).
   */
  EDGE_UPSTREAM: z.url().optional(),
  /** How many proxies in front may say the visitor's address (X-Forwarded-For). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Where clicks wait on disk while NATS does not answer, and how much of it they may take. */
  CLICK_SPOOL_DIR: z.string().default('data/click-spool'),
  CLICK_SPOOL_MAX_MB: z.coerce.number().int().min(1).default(256),
  /** How many links the redirect keeps in memory. */
  LINK_CACHE_SIZE: z.coerce.number().int().min(100).default(200_000),
  /**
   * How many days a sale's commission stays pending before it is payable, so that cancellations
   * and refunds land first (issue 14). 0 pays out as soon as the brand has paid.
   */
  COMMISSION_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Days a pixel-only conversion waits for its brand's review before it is approved by time (issue 34 §1). */
  CONVERSION_REVIEW_DAYS: z.coerce.number().int().min(1).max(90).default(CONVERSION_REVIEW_DAYS),
  /** The least a creator's available balance must reach to be paid in a batch, in cents ($1.000). */
  PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).default(100_000),
  /**
   * Origins (scheme://host:port, comma-separated) the pixel verifier may fetch over http and on
   * private addresses: the local sandbox store and the tests' pages. Production leaves it empty,
   * so the verifier reaches public https pages only (issue 14 §3).
   */
  PIXEL_VERIFY_ALLOW_ORIGINS: originListSetting(),
  /**
   * The DNS servers a brand's domain record is looked up on (ip or ip:port, comma-separated;
   * issue 34 §3). Empty, the machine's own resolvers; the tests name a local one of their own.
   */
  DOMAIN_DNS_SERVERS: unsetWhenEmpty(z.string().max(500).optional()),
  /**
   * Who moves the money (issue 14 §5): 'manual', the embedded default (the operator transfers and
   * an admin confirms brands' payments and marks payout batches paid), or 'mercadopago' (brands
   * pay their statements through a payment link, creators are paid by Money Out).
   */
  PAYMENTS_PROVIDER: z.enum(['manual', 'mercadopago']).default('manual'),
  /**
   * With the manual provider, where brands transfer their statements (the platform's CBU or
   * alias and holder), shown on their 'Transacciones'.
   */
  MANUAL_PAYMENT_INSTRUCTIONS: unsetWhenEmpty(z.string().max(300).optional()),
  /** Mercado Pago's API; the tests point it at the local server (tools/mercadopago-sandbox). */
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  /** The application's access token and its webhook secret: required with the mercadopago provider. */
  MERCADOPAGO_ACCESS_TOKEN: unsetWhenEmpty(z.string().min(8).optional()),
  MERCADOPAGO_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(16).optional()),
  /**
   * The Ed25519 private key (PEM, or that PEM in base64) that signs Money Out requests; its public
   * half goes to Mercado Pago's Integrations team. Required with a production access token (one
   * that is not a TEST- one): production refuses unsigned transfers.
   */
  MERCADOPAGO_SIGNING_KEY: unsetWhenEmpty(z.string().min(40).optional()),
  /**
   * Where Mercado Pago notifies (the gateway's /webhooks/mercadopago); by default under
   * PUBLIC_URL. Mercado Pago refuses localhost, so a real account needs a public address.
   */
  MERCADOPAGO_NOTIFICATION_URL: unsetWhenEmpty(z.url().optional()),
  /** How often transfers still waiting for their notification are read back (seconds). */
  MERCADOPAGO_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The built frontends: 'Link No Disponible' and 'Link Caducado' are the shell's pages. */
  FRONTEND_ROOT: z.string().optional(),
});
export type TrackingEnv = z.infer<typeof trackingEnvSchema>;

export function loadTrackingEnv(source: NodeJS.ProcessEnv = process.env): TrackingEnv {
  const env = loadEnv(trackingEnvSchema, source);
  if (env.PAYMENTS_PROVIDER === 'mercadopago' && (!env.MERCADOPAGO_ACCESS_TOKEN || !env.MERCADOPAGO_WEBHOOK_SECRET))
    throw new Error(
      'Invalid environment:\n  PAYMENTS_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET (a secret has no default)',
    );
  if (env.PAYMENTS_PROVIDER === 'mercadopago' && !env.MERCADOPAGO_ACCESS_TOKEN?.startsWith('TEST-') && !env.MERCADOPAGO_SIGNING_KEY)
    throw new Error(
      'Invalid environment:\n  a production Mercado Pago access token needs MERCADOPAGO_SIGNING_KEY: production refuses unsigned Money Out requests',
    );
  if (env.MERCADOPAGO_SIGNING_KEY) signingKeyOf(env.MERCADOPAGO_SIGNING_KEY);
  return env;
}

/** The Money Out signing key of MERCADOPAGO_SIGNING_KEY (PEM or base64 PEM); throws unless it is an Ed25519 private key. */
export function signingKeyOf(value: string): KeyObject {
  const pem = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : Buffer.from(value, 'base64').toString('utf8');
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('Invalid environment:\n  MERCADOPAGO_SIGNING_KEY is not a private key in PEM');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('Invalid environment:\n  MERCADOPAGO_SIGNING_KEY must be an Ed25519 key');
  return key;
}

export const TRACKING_ENV = Symbol('TRACKING_ENV');
