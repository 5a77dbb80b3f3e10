import { readFileSync } from 'node:fs';
import { SIGNING_SERVICES, TRACKING_PUBLIC_PATHS, type ServiceName } from '@afilia/contracts';
import { GATEWAY_IDENTITY, natsNkeyVariable, natsSeedKey, signingKeySecret } from '@afilia/service-kit';
import { databasePasswordKey } from './database.js';

/**
 * Where a setting's value comes from, written once for both compose and Kubernetes:
 * - `value`: the same literal everywhere (addresses inside the platform's network, ports).
 * - `secret`: compose requires it in deploy/.env (`optional` ones pass through when set);
 *   Kubernetes reads it from the `afilia` Secret.
 * - `setting`: chosen by whoever deploys: compose reads deploy/.env, falling back to `fallback`
 *   (the launcher's default) or leaving it unset; Kubernetes reads the `afilia-settings` ConfigMap.
 * - `database`: the platform's Postgres as `service`'s own role, with that service's password
 *   (the secret databasePasswordKey(service)); the provisioning step must have made the role.
 * - `adminDatabase`: the platform's Postgres as its superuser (POSTGRES_PASSWORD): the
 *   provisioning step's alone.
 * `key` names the variable in deploy/.env, the Secret or the ConfigMap when it differs from the
 * variable the part reads; a setting's `suffix` is appended to its value.
 */
export type Setting =
  | { kind: 'value'; value: string }
  | { kind: 'secret'; key?: string; optional?: boolean }
  | { kind: 'setting'; key?: string; fallback?: string; suffix?: string }
  | { kind: 'database'; service: string }
  | { kind: 'adminDatabase' }
  /** The platform's Redis, reached with REDIS_PASSWORD (it refuses clients without it). */
  | { kind: 'redis' };

export interface Resources {
  cpu: string;
  memory: string;
  cpuLimit: string;
  memoryLimit: string;
}

/** A part of the platform that runs from the one Node image (deploy/Dockerfile). */
export interface NodePart {
  name: string;
  /** The script it runs, inside the image. */
  main: string;
  /** How many run; with `autoscale`, how many at least. */
  replicas: number;
  /** Kubernetes adds replicas up to `maxReplicas` while their CPU use is above `cpuPercent` of the request. */
  autoscale?: { maxReplicas: number; cpuPercent: number };
  resources: Resources;
  env: Record<string, Setting>;
  /** Its HTTP probes: readiness (also compose's healthcheck) and liveness. */
  probes: { port: number; ready: string; live: string };
  /** Where Prometheus scrapes its /metrics (a service's HEALTH_PORT, the gateway's METRICS_PORT). */
  metricsPort?: number;
  /** The port it serves HTTP on, behind a Kubernetes Service of its name (port 80). */
  httpPort?: number;
  /** Compose publishes httpPort to the host: the demo's store (the platform's address is the edge's). */
  published?: boolean;
  /** Extra names other containers may reach it by on compose's network. */
  aliases?: string[];
  /** Settings compose alone gives it. */
  composeEnv?: Record<string, Setting>;
  /**
   * In compose it is reached only through the edge (HAProxy, decision 240), one more proxy hop:
   * it trusts deploy/.env's TRUST_PROXY_HOPS + 1, as under `npm start` (decision 128).
   */
  behindEdge?: boolean;
  /** Only in this compose profile (and a separate Kubernetes file). */
  profile?: 'demo';
  /** Folders it writes, by volume name: a named volume in compose, an emptyDir in Kubernetes. */
  volumes?: Record<string, string>;
  /** Written above its Kubernetes Deployment, when it says more than the default. */
  comment?: string;
}

/**
 * A part that runs once and exits rather than serving: compose runs it to completion before the
 * parts that need it, Kubernetes as a Job.
 */
export interface TaskPart {
  name: string;
  main: string;
  resources: Resources;
  env: Record<string, Setting>;
}

const value = (v: string): Setting => ({ kind: 'value', value: v });
const secret: Setting = { kind: 'secret' };
const optionalSecret: Setting = { kind: 'secret', optional: true };
const setting = (fallback?: string): Setting => (fallback === undefined ? { kind: 'setting' } : { kind: 'setting', fallback });

/** The platform's version, the root package's. */
export const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
/**
 * The one image every Node part runs (deploy/Dockerfile), tagged with the platform's version:
 * compose builds it once under this name and every part runs it; Kubernetes pulls it.
 */
export const IMAGE = `afilia:${VERSION}`;

/** The port of a service's /live, /ready and /metrics (services/kit/src/health-listener.ts). */
export const SERVICE_HEALTH_PORT = 8081;
/** The gateway's /metrics, apart from its public port (Prometheus's conventional exporter port). */
export const GATEWAY_METRICS_PORT = 9464;
/** The platform's port on the host in compose, as under `npm start`: the edge holds it. */
export const PUBLIC_PORT = 8080;
/** Tracking's own listener (TRACK_PORT) inside its container or pod. */
export const TRACK_PORT = PUBLIC_PORT;
/** The gateway's port inside its container or pod; in compose only the edge reaches it. */
export const GATEWAY_PORT = 8080;
export const SANDBOX_PORT = 4010;

/** The service whose own listener answers the shopper's paths (decision 121). */
export const TRACKING = 'tracking';
/** The path prefixes sent to tracking's listener rather than the gateway (contracts' one list, decision 121). */
export const TRACKING_PATHS = TRACKING_PUBLIC_PATHS;
/** Where tracking spools clicks while NATS does not answer: a named volume in compose, an emptyDir in Kubernetes. */
export const CLICK_SPOOL_DIR = '/app/data/click-spool';

/** The address people use, unless deploy/.env or the ConfigMap says otherwise (as `npm start`). */
const PUBLIC_URL = setting(`http://localhost:${PUBLIC_PORT}`);

/**
 * The signed passes on the bus (services/kit/src/caller-auth.ts), made together by
 * tools/scripts/deploy-keys.mjs: the private key of the gateway and of each service that calls
 * another, and the public keys every service checks passes against. CALLER_KEYS is not secret,
 * but it is required with no default and must match the private keys, so it is kept beside them
 * (deploy/.env, the Secret) rather than in the ConfigMap.
 */
export const CALLER_KEY_SETTINGS = [...['gateway', ...SIGNING_SERVICES].map(signingKeySecret), 'CALLER_KEYS'] as const;

/** The notifications service's sealing pair (services/kit/src/sealed-box.ts), made by the same script. */
export const SEAL_KEY_SETTINGS = ['NOTIFICATIONS_PUBLIC_KEY', 'SEAL_PRIVATE_KEY'] as const;

/**
 * NATS users (services/kit/src/bus-permissions.ts): each part's seed, and the public keys the
 * nats-server's configuration (deploy/nats/nats.conf) reads from its environment. Made together
 * by tools/scripts/deploy-keys.mjs, like the signing pair.
 */
export function busKeySettings(serviceNames: readonly string[]): string[] {
  return [GATEWAY_IDENTITY, ...serviceNames].flatMap((identity) => [natsSeedKey(identity), natsNkeyVariable(identity)]);
}

/** What nats-server reads from its environment: every part's public key, from the Secret. */
export function natsServerEnv(serviceNames: readonly string[]): Record<string, Setting> {
  return Object.fromEntries([GATEWAY_IDENTITY, ...serviceNames].map((identity) => [natsNkeyVariable(identity), secret]));
}

/** What every service of SERVICE_NAMES reads (services/kit/src/env.ts, health-listener.ts). */
function serviceEnv(name: string): Record<string, Setting> {
  return {
    DATABASE_URL: { kind: 'database', service: name },
    NATS_URL: value('nats://nats:4222'),
    NATS_SEED: { kind: 'secret', key: natsSeedKey(name) },
    CALLER_KEYS: secret,
    // Its own key for what it asks other services, if it asks any.
    ...(SIGNING_SERVICES.includes(name as ServiceName) ? { SIGNING_KEY: { kind: 'secret', key: signingKeySecret(name) } as const } : {}),
    LOG_LEVEL: setting('info'),
    // Copies of its stream: on all three NATS servers of compose and of Kubernetes.
    JETSTREAM_REPLICAS: setting('3'),
    HEALTH_PORT: value(String(SERVICE_HEALTH_PORT)),
  };
}

const SERVICE_RESOURCES: Resources = { cpu: '100m', memory: '192Mi', cpuLimit: '500m', memoryLimit: '512Mi' };

/**
 * What a service reads beyond SERVICE_ENV (its src/config/env.ts), and its size when it differs.
 * A new service needs an entry only when it has settings of its own.
 */
export const SERVICE_SETTINGS: Partial<
  Record<
    ServiceName | (string & {}),
    { env?: Record<string, Setting>; resources?: Resources } & Pick<
      NodePart,
      'autoscale' | 'volumes' | 'httpPort' | 'published' | 'aliases' | 'composeEnv' | 'behindEdge' | 'comment'
    >
  >
> = {
  identity: {
    // The notifications service's public key, to seal reset links for it: not secret, but kept
    // beside its private half (deploy-keys.mjs makes the pair).
    // The networks' official APIs for the profile's sync (decision 177): unset, a network cannot
    // sync and the creator edits its figures by hand.
    env: {
      JWT_SECRET: secret,
      IDENTITY_SECRET: secret,
      NOTIFICATIONS_PUBLIC_KEY: secret,
      INSTAGRAM_GRAPH_URL: setting(),
      INSTAGRAM_ACCESS_TOKEN: optionalSecret,
      INSTAGRAM_ACCOUNT_ID: setting(),
      TIKTOK_API_URL: setting(),
      TIKTOK_CLIENT_KEY: setting(),
      TIKTOK_CLIENT_SECRET: optionalSecret,
      YOUTUBE_API_URL: setting(),
      YOUTUBE_API_KEY: optionalSecret,
    },
    // Password hashing (argon2) is the heaviest work in the platform.
    resources: { cpu: '200m', memory: '256Mi', cpuLimit: '1', memoryLimit: '512Mi' },
  },
  catalogue: {
    env: {
      CATALOGUE_SECRET: secret,
      PUBLIC_URL,
      TIENDANUBE_APP_ID: setting(),
      TIENDANUBE_CLIENT_SECRET: secret,
      TIENDANUBE_AUTH_URL: setting(),
      TIENDANUBE_API_URL: setting(),
      TIENDANUBE_SANDBOX: setting(),
      TIENDANUBE_USER_AGENT: setting(),
      // The Partner Portal's id of the storefront script, associated with each store on connection.
      TIENDANUBE_SCRIPT_ID: setting(),
    },
  },
  // The campaign assistant's model (an OpenAI-compatible endpoint); unset, the embedded assistant answers.
  campaigns: { env: { AI_API_URL: setting(), AI_API_KEY: optionalSecret, AI_MODEL: setting(), AI_TRANSCRIPTION_MODEL: setting() } },
  tracking: {
    env: {
      // Every link's tracking URL is {PUBLIC_URL}/track/{code}.
      PUBLIC_URL,
      // Its own listener for the shopper's paths (TRACKING_PATHS), beside its HEALTH_PORT.
      TRACK_PORT: value(String(TRACK_PORT)),
      // The proxies in front of the platform's address: the Ingress controller in Kubernetes (the
      // ConfigMap's 1); in compose deploy/.env's and the edge (behindEdge).
      TRUST_PROXY_HOPS: setting(),
      // The built shell, whose page shows 'Link No Disponible' and 'Link Caducado'.
      FRONTEND_ROOT: value('/app'),
      CLICK_SPOOL_DIR: value(CLICK_SPOOL_DIR),
      CLICK_SPOOL_MAX_MB: setting(),
      LINK_CACHE_SIZE: setting(),
      // Days a sale's commission stays pending before it is payable (default 30).
      COMMISSION_HOLD_DAYS: setting(),
      // Days a pixel-only conversion waits for its brand's review before it is approved by time (default 7).
      CONVERSION_REVIEW_DAYS: setting(),
      // The least available balance a payout batch pays a creator, in cents (default 100000).
      PAYOUT_MINIMUM_CENTS: setting(),
      // Origins the pixel verifier may fetch over http or on private addresses: empty in production.
      PIXEL_VERIFY_ALLOW_ORIGINS: setting(),
      // Who moves the money (manual by default, or mercadopago with its token and webhook secret;
      // decision 169), and where brands transfer by hand.
      PAYMENTS_PROVIDER: setting(),
      MANUAL_PAYMENT_INSTRUCTIONS: setting(),
      MERCADOPAGO_API_URL: setting(),
      MERCADOPAGO_ACCESS_TOKEN: optionalSecret,
      MERCADOPAGO_WEBHOOK_SECRET: optionalSecret,
      // The Ed25519 key that signs Money Out (required with a production token).
      MERCADOPAGO_SIGNING_KEY: optionalSecret,
      MERCADOPAGO_NOTIFICATION_URL: setting(),
      MERCADOPAGO_RECONCILE_SECONDS: setting(),
    },
    volumes: { 'click-spool': CLICK_SPOOL_DIR },
    // The link cache at its default 200,000 links measured 260–570 MB of RSS (docs/performance.md),
    // and the redirect is the platform's busiest path: more memory and CPU than other services.
    resources: { cpu: '250m', memory: '384Mi', cpuLimit: '1', memoryLimit: '768Mi' },
    // A campaign's launch sends shoppers in waves: the redirect grows with them.
    autoscale: { maxReplicas: 10, cpuPercent: 70 },
    httpPort: TRACK_PORT,
    // In compose, behind the edge (HAProxy, decision 240) like the gateway: one hop more to trust.
    behindEdge: true,
    comment: [
      "The tracking service: NATS, and its own listener for the shopper's paths (the tracking Service,",
      'which the Ingress sends /track, /safelink, /pixel, /conversion-pixel and /storefront), probed on its HEALTH_PORT. Its click spool',
      'is an emptyDir: it outlives the container, so a restarted process publishes what the last one',
      "left; a volume per pod would need a StatefulSet and leave a removed replica's clicks where no",
      'other pod reads them, a shared one a ReadWriteMany class that not every cluster has. A pod',
      'deleted while NATS is down loses its spool (decision 128).',
    ].join('\n'),
  },
  notifications: {
    // SMTP_URL carries the mail server's password. Without it, e-mails are delivered to files in
    // MAILBOX_DIR (a demo's inbox); SEAL_PRIVATE_KEY opens the reset links identity seals for it.
    // Its e-mails link to {PUBLIC_URL}{the notification's link}.
    env: {
      SMTP_URL: optionalSecret,
      MAIL_FROM: setting(),
      SEAL_PRIVATE_KEY: secret,
      MAILBOX_DIR: value('/app/data/mailbox'),
      PUBLIC_URL,
      // Origins a brand's webhooks may reach over http or on private addresses: empty in production.
      WEBHOOK_ALLOW_ORIGINS: setting(),
    },
    volumes: { mailbox: '/app/data/mailbox' },
    resources: { cpu: '50m', memory: '128Mi', cpuLimit: '250m', memoryLimit: '384Mi' },
  },
};

/** A service of SERVICE_NAMES as it is deployed: two replicas in one NATS queue group. */
export function servicePart(name: string): NodePart {
  const { env, resources, ...own } = SERVICE_SETTINGS[name] ?? {};
  return {
    name,
    main: `services/${name}/dist/main.js`,
    replicas: 2,
    resources: resources ?? SERVICE_RESOURCES,
    env: { ...serviceEnv(name), ...env },
    ...own,
    probes: { port: SERVICE_HEALTH_PORT, ready: '/ready', live: '/live' },
    metricsPort: SERVICE_HEALTH_PORT,
  };
}

export const GATEWAY: NodePart = {
  name: 'gateway',
  main: 'gateway/dist/main.js',
  replicas: 2,
  // Every screen's requests and the webhooks pass through it.
  autoscale: { maxReplicas: 8, cpuPercent: 70 },
  resources: { cpu: '200m', memory: '256Mi', cpuLimit: '1', memoryLimit: '768Mi' },
  env: {
    // Every interface of its container or pod; the gateway's own default is loopback.
    HOST: value('0.0.0.0'),
    PORT: value(String(GATEWAY_PORT)),
    METRICS_PORT: value(String(GATEWAY_METRICS_PORT)),
    PUBLIC_URL,
    NATS_URL: value('nats://nats:4222'),
    NATS_SEED: { kind: 'secret', key: natsSeedKey(GATEWAY_IDENTITY) },
    REDIS_URL: { kind: 'redis' },
    JWT_SECRET: secret,
    // The only part that signs passes; no other part is given it.
    SIGNING_KEY: secret,
    FRONTEND_ROOT: value('/app'),
    UPLOADS_DIR: value('/app/data/uploads'),
    // The proxies in front of it: the Ingress controller in Kubernetes; in compose the edge too
    // (behindEdge).
    TRUST_PROXY_HOPS: setting(),
    COOKIE_SECURE: setting(),
    // Origins whose images the pages may show over http (the local sandbox store): empty in production.
    IMAGE_ORIGINS: setting(),
    LOG_LEVEL: setting('info'),
    S3_ENDPOINT: setting(),
    S3_REGION: setting(),
    S3_BUCKET: setting(),
    S3_PUBLIC_URL: setting(),
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
  },
  // Ready when every service answers (/health); alive while it serves a route kept in memory,
  // so a service or Postgres being down never restarts the gateway.
  volumes: { uploads: '/app/data/uploads' },
  probes: { port: GATEWAY_PORT, ready: '/health', live: '/api/docs/init.js' },
  metricsPort: GATEWAY_METRICS_PORT,
  // Not published in compose: the edge holds the platform's port and passes it everything but
  // the shopper's paths; in Kubernetes the Ingress does.
  httpPort: GATEWAY_PORT,
  behindEdge: true,
};

/**
 * The local Tiendanube store (tools/tiendanube-sandbox), for a demo without a Tiendanube app.
 * It shares the app id and client secret the catalogue service is given, and is reached at
 * http://tiendanube.localhost:4010 both by browsers (every `*.localhost` is the machine itself)
 * and, through the alias, by the catalogue service.
 */
export const SANDBOX: NodePart = {
  name: 'tiendanube-sandbox',
  main: 'tools/tiendanube-sandbox/dist/main.js',
  replicas: 1,
  resources: { cpu: '50m', memory: '128Mi', cpuLimit: '250m', memoryLimit: '256Mi' },
  env: {
    HOST: value('0.0.0.0'),
    PORT: value(String(SANDBOX_PORT)),
    TIENDANUBE_SANDBOX_APP_ID: { kind: 'setting', key: 'TIENDANUBE_APP_ID', fallback: 'afilia-sandbox' },
    TIENDANUBE_SANDBOX_CLIENT_SECRET: { kind: 'secret', key: 'TIENDANUBE_CLIENT_SECRET' },
    TIENDANUBE_SANDBOX_PUBLIC_URL: { kind: 'setting', key: 'TIENDANUBE_AUTH_URL', fallback: `http://tiendanube.localhost:${SANDBOX_PORT}` },
    TIENDANUBE_SANDBOX_REDIRECT_URL: {
      kind: 'setting',
      key: 'PUBLIC_URL',
      fallback: `http://localhost:${PUBLIC_PORT}`,
      suffix: '/tiendanube-callback',
    },
    // A demo's PUBLIC_URL is http (http://afilia.localhost:8080): the sandbox's local mode takes it.
    TIENDANUBE_SANDBOX_LOCAL_URLS: { kind: 'setting', fallback: 'true' },
    // The privacy webhooks' URLs, as a real app enters them at the Partner Portal.
    ...Object.fromEntries(
      [
        ['STORE_REDACT', 'store-redact'],
        ['CUSTOMERS_REDACT', 'customers-redact'],
        ['CUSTOMERS_DATA_REQUEST', 'customers-data-request'],
      ].map(([name, path]) => [
        `TIENDANUBE_SANDBOX_${name}_URL`,
        {
          kind: 'setting',
          key: 'PUBLIC_URL',
          fallback: `http://localhost:${PUBLIC_PORT}`,
          suffix: `/webhooks/tiendanube/${path}`,
        } as Setting,
      ]),
    ),
  },
  probes: { port: SANDBOX_PORT, ready: '/_sandbox', live: '/_sandbox' },
  httpPort: SANDBOX_PORT,
  published: true,
  aliases: ['tiendanube.localhost'],
  profile: 'demo',
};

/** The name of the provisioning step: compose's one-shot service, Kubernetes' Job. */
export const PROVISIONING = 'provision-databases';

/**
 * The provisioning step (tools/scripts/provision-databases.mjs): with the administrator's URL,
 * gives every service its own role, password and schema before any service starts. Idempotent,
 * so it runs on every `up` and every release.
 */
export function provisioningPart(serviceNames: readonly string[]): TaskPart {
  return {
    name: PROVISIONING,
    main: 'tools/scripts/provision-databases.mjs',
    resources: { cpu: '50m', memory: '128Mi', cpuLimit: '250m', memoryLimit: '256Mi' },
    env: {
      DATABASE_ADMIN_URL: { kind: 'adminDatabase' },
      ...Object.fromEntries(serviceNames.map((name) => [databasePasswordKey(name), secret])),
    },
  };
}
