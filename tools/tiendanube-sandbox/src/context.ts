// Options of createSandbox, their defaults, and the context every module works on.
import type { IdAllocator } from './ids.js';
import type { Random } from './random.js';
import type { PrivacyUrls, SandboxState } from './state.js';
import type { WebhookEmitter } from './webhook-emitter.js';

export interface PortalScript {
  /** The id the Partner Portal gives a registered script; `POST /scripts {script_id}` refers to it. */
  id: number;
  src: string;
  where?: string;
  event?: string;
}

export interface SandboxOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** Base URL clients reach the sandbox at, when it differs from http://host:port (a proxy, a container). */
  publicUrl?: string;
  appId?: string;
  appName?: string;
  clientSecret?: string;
  /** The app's registered redirect URL: where the consent page sends the merchant with ?code=&state=. */
  redirectUrl?: string;
  /** Scopes the app was registered with in the Partner Portal. */
  scopes?: string[];
  storeId?: number;
  storeName?: string;
  storeEmail?: string;
  /** "Next" and "Evolution" get ten times the rate limit, as on the real platform. */
  planName?: string;
  /** How many products the seeded catalogue has (default 60). */
  products?: number;
  /** Seed of the catalogue generator (default 1): the same seed gives the same products. */
  seed?: number;
  /**
   * The explicit local mode: webhook URLs may be http and local addresses, because on one
   * machine the platform listens on http://127.0.0.1 and nothing else could receive the
   * sandbox's webhooks. Off by default: URLs must be https and not local, like the real API's.
   */
  localUrls?: boolean;
  /** Skip the consent page: GET /apps/{id}/authorize redirects straight back with a code. */
  autoApprove?: boolean;
  /** Start installed, with this access token already issued (tests that skip OAuth). */
  accessToken?: string;
  /** Clock in epoch ms; tests pass a fake one to move time (rate limit, code expiry, updated_at). */
  now?: () => number;
  rateLimit?: { burst: number; leakPerSecond: number };
  /** Delays before each retry of a delivery that did not get a 2xx (default [200, 1000, 3000]). */
  webhookRetryDelaysMs?: number[];
  /** How long a delivery waits for an answer (the real platform waits 40 s). */
  webhookTimeoutMs?: number;
  /** Delay between app/uninstalled and store/redact (the real platform waits 48 h). */
  redactDelayMs?: number;
  /** The LGPD webhook URLs, which the real platform takes from the Partner Portal, not the API. */
  privacyUrls?: Partial<PrivacyUrls>;
  portalScripts?: PortalScript[];
  /** Where to write one line per notable event (default: nowhere). */
  log?: (line: string) => void;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  publicUrl: string | null;
  appId: string;
  appName: string;
  clientSecret: string;
  redirectUrl: string | null;
  scopes: string[];
  storeId: number;
  storeName: string;
  storeEmail: string;
  planName: string;
  products: number;
  seed: number;
  localUrls: boolean;
  autoApprove: boolean;
  accessToken: string | null;
  now: () => number;
  rateLimit: { burst: number; leakPerSecond: number };
  webhookRetryDelaysMs: number[];
  webhookTimeoutMs: number;
  redactDelayMs: number;
  privacyUrls: PrivacyUrls;
  portalScripts: PortalScript[];
  log: (line: string) => void;
}

export const DEFAULT_SCOPES = ['read_content', 'read_products', 'read_orders', 'read_customers', 'write_coupons', 'write_scripts'];
const BIG_PLANS = ['next', 'evolution'];

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const planName = options.planName ?? 'Esencial';
  const bigPlan = BIG_PLANS.includes(planName.toLowerCase());
  return {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? null,
    appId: options.appId ?? '5005',
    appName: options.appName ?? 'Afilia',
    clientSecret: options.clientSecret ?? 'sandbox-client-secret',
    redirectUrl: options.redirectUrl ?? null,
    scopes: options.scopes ?? DEFAULT_SCOPES,
    storeId: options.storeId ?? 3_501_234,
    storeName: options.storeName ?? 'Tienda de prueba',
    storeEmail: options.storeEmail ?? 'tienda-de-prueba@example.com',
    planName,
    products: options.products ?? 60,
    seed: options.seed ?? 1,
    localUrls: options.localUrls ?? false,
    autoApprove: options.autoApprove ?? false,
    accessToken: options.accessToken ?? null,
    now: options.now ?? Date.now,
    rateLimit: options.rateLimit ?? (bigPlan ? { burst: 400, leakPerSecond: 20 } : { burst: 40, leakPerSecond: 2 }),
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [200, 1000, 3000],
    webhookTimeoutMs: options.webhookTimeoutMs ?? 40_000,
    redactDelayMs: options.redactDelayMs ?? 48 * 60 * 60 * 1000,
    privacyUrls: {
      storeRedact: options.privacyUrls?.storeRedact ?? null,
      customersRedact: options.privacyUrls?.customersRedact ?? null,
      customersDataRequest: options.privacyUrls?.customersDataRequest ?? null,
    },
    portalScripts: options.portalScripts ?? [],
    log: options.log ?? (() => undefined),
  };
}

export interface SandboxContext {
  options: ResolvedOptions;
  state: SandboxState;
  ids: IdAllocator;
  /** For choices made after seeding (default order lines, customer names). */
  random: Random;
  now(): number;
  /** When the store opened (its created_at; the seeded catalogue is younger). */
  openedAt: number;
  /** Public base URL, without a trailing slash. */
  baseUrl(): string;
  emitter: WebhookEmitter;
}
