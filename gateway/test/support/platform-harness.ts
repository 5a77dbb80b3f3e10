import { generateKeyPairSync } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { SERVICE_NAMES, TIENDANUBE_APP_SCOPES, type ServiceName } from '@afilia/contracts';
import {
  connectTestDatabase,
  freePort,
  PartProcesses,
  startTxtRecords,
  uniqueEmail,
  unusedTotpCode,
  waitFor,
  WebhookReceiver,
  type TxtRecords,
} from '@afilia/service-kit/testing';
import { createSandbox, type Sandbox } from '@afilia/tiendanube-sandbox';
import { createMercadoPagoSandbox, type MercadoPagoSandbox, type MercadoPagoSandboxOptions } from '@afilia/mercadopago-sandbox';
import { createSocialSandbox, type SocialSandbox } from '@afilia/social-sandbox';

/** Whether the gateway at `baseUrl` answers its health check as healthy (every service up). */
async function answersHealthy(baseUrl: string): Promise<boolean> {
  return (await fetch(`${baseUrl}/health`).catch(() => null))?.ok ?? false;
}

/** The operator's command that makes admins (tools/scripts/admin.mjs runs it). */
const GRANT_ADMIN_CLI = fileURLToPath(new URL('../../../services/identity/dist/admin/grant-admin.cli.js', import.meta.url));

let clients = 0;
/** A fresh address of the benchmarking range (198.18.0.0/15) for each request. */
function nextClientIp(): string {
  clients += 1;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/**
 * The built gateway on a free port with every real service of the platform, as
 * child processes on the run's database and NATS: the API as a browser meets it. (Child
 * processes rather than in-process: fastify's plugins load ESM-only packages that jest on
 * Node 20 cannot require.)
 */
export class PlatformHarness {
  baseUrl!: string;
  /** Tracking's own listener, where /track/{code} answers (npm start puts it before the gateway). */
  trackUrl!: string;
  db!: pg.Client;
  /** Where the notifications service delivers e-mails (no SMTP): the inbox of every test person. */
  readonly mailbox = mkdtempSync(join(tmpdir(), 'afilia-mailbox-'));
  /** The local Tiendanube store the catalogue talks to; its consent page approves at once. */
  sandbox!: Sandbox;
  /** The local Mercado Pago, when the harness was asked for it: the platform pays through it. */
  mercadoPago?: MercadoPagoSandbox;
  /** The networks' APIs, with `socialSandbox` (else identity has no network keys and cannot sync). */
  social!: SocialSandbox;
  /** The DNS tracking looks brands' domain records up on: a test sets the records it wants found. */
  dns!: TxtRecords;
  /** A brand's webhook server: the one origin (http, on this machine) a brand's webhooks may reach here. */
  readonly webhooks = new WebhookReceiver();
  private parts!: PartProcesses;
  private env!: NodeJS.ProcessEnv;
  private readonly replicas: PartProcesses[] = [];

  /** `mercadoPago`: money moves through a local Mercado Pago (created by the harness, with these options) rather than by hand. */
  /** `socialSandbox`: the profile's sync reaches a local YouTube, Instagram and TikTok. */
  /** `logs`: every part logs at info level to a file of its own, which `logLines` reads. */
  constructor(
    private readonly options: {
      mercadoPago?: MercadoPagoSandboxOptions;
      socialSandbox?: boolean;
      env?: NodeJS.ProcessEnv;
      logs?: boolean;
      /** Each part serves /metrics on a port of its own (the gateway's METRICS_PORT, a service's HEALTH_PORT); `metricsOf` reads it. */
      metrics?: boolean;
    } = {},
  ) {}

  /** Each part's /metrics port, with `metrics`. */
  private readonly metricsPorts = new Map<string, number>();

  /** Where the parts log, with `logs`. */
  logDir?: string;

  async start(): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const trackPort = await freePort();
    this.trackUrl = `http://127.0.0.1:${trackPort}`;
    this.sandbox = await createSandbox({
      autoApprove: true,
      // One machine: the gateway listens on http://127.0.0.1.
      localUrls: true,
      // The app as it is registered at the Partner Portal.
      scopes: [...TIENDANUBE_APP_SCOPES],
      redirectUrl: `${this.baseUrl}/tiendanube-callback`,
      privacyUrls: {
        storeRedact: `${this.baseUrl}/webhooks/tiendanube/store-redact`,
        customersRedact: `${this.baseUrl}/webhooks/tiendanube/customers-redact`,
        customersDataRequest: `${this.baseUrl}/webhooks/tiendanube/customers-data-request`,
      },
    });
    // Money Out as production takes it: signed with the key whose public half Mercado Pago holds.
    const moneyOutKeys = generateKeyPairSync('ed25519');
    if (this.options.mercadoPago)
      this.mercadoPago = await createMercadoPagoSandbox({
        signingPublicKey: moneyOutKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        // The application's webhook, as configured in 'Your integrations'.
        webhookUrl: `${this.baseUrl}/webhooks/mercadopago`,
        ...this.options.mercadoPago,
      });
    const payments = this.mercadoPago
      ? {
          PAYMENTS_PROVIDER: 'mercadopago',
          MERCADOPAGO_API_URL: this.mercadoPago.url,
          MERCADOPAGO_ACCESS_TOKEN: this.mercadoPago.accessToken,
          MERCADOPAGO_WEBHOOK_SECRET: this.mercadoPago.webhookSecret,
          MERCADOPAGO_SIGNING_KEY: Buffer.from(moneyOutKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()).toString(
            'base64',
          ),
        }
      : {};
    if (this.options.socialSandbox) this.social = await createSocialSandbox();
    this.dns = await startTxtRecords();
    await this.webhooks.start();
    this.env = {
      ...process.env,
      ...payments,
      ...(this.options.socialSandbox ? this.social.identitySettings : {}),
      ...this.options.env,
      PORT: String(port),
      PUBLIC_URL: this.baseUrl,
      FRONTEND_ROOT: '',
      // One trusted proxy hop lets a test speak for a client address with X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      TRACK_PORT: String(trackPort),
      TRACK_HOST: '127.0.0.1',
      TIENDANUBE_APP_ID: this.sandbox.appId,
      TIENDANUBE_CLIENT_SECRET: this.sandbox.clientSecret,
      TIENDANUBE_AUTH_URL: this.sandbox.authBaseUrl,
      TIENDANUBE_API_URL: this.sandbox.apiBaseUrl,
      TIENDANUBE_SANDBOX: 'true',
      MAILBOX_DIR: this.mailbox,
      DOMAIN_DNS_SERVERS: this.dns.servers,
      WEBHOOK_ALLOW_ORIGINS: this.webhooks.origin,
    };
    if (this.options.logs) {
      this.logDir = mkdtempSync(join(tmpdir(), 'afilia-platform-logs-'));
      this.env.LOG_LEVEL = 'info';
    }
    this.parts = new PartProcesses(this.env, this.logDir);
    for (const name of [...SERVICE_NAMES, 'gateway'] as const) {
      if (this.options.metrics) this.metricsPorts.set(name, await freePort());
      const port = String(this.metricsPorts.get(name) ?? '');
      await this.parts.start(name, !port ? {} : name === 'gateway' ? { METRICS_PORT: port } : { HEALTH_PORT: port });
    }
    // Each service's own health over NATS, then the gateway's, which needs them all: a boot that
    // fails names the part that did not come up and shows its last lines.
    await this.parts.waitForHealth(SERVICE_NAMES, { gateway: () => answersHealthy(this.baseUrl) });
    this.db = await connectTestDatabase();
  }

  /** The Prometheus text a part serves now (with `metrics`). */
  async metricsOf(part: ServiceName | 'gateway'): Promise<string> {
    const port = this.metricsPorts.get(part);
    if (!port) throw new Error('PlatformHarness({ metrics: true }) serves the metrics');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    if (!res.ok) throw new Error(`${part}'s /metrics answered ${res.status}`);
    return res.text();
  }

  /** Each JSON line a part has logged so far (with `logs`), parsed. */
  logLines(part: ServiceName | 'gateway'): Record<string, unknown>[] {
    if (!this.logDir) throw new Error('PlatformHarness({ logs: true }) keeps the logs');
    const file = join(this.logDir, `${part}.log`);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  async stop(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.stopAll()));
    await this.db?.end();
    await this.parts?.stopAll();
    await this.sandbox?.close();
    await this.mercadoPago?.close();
    await this.social?.close();
    await this.dns?.close();
    await this.webhooks.stop();
  }

  /** Another gateway replica on the same services and bus, on a port of its own; answers its address. */
  async startGatewayReplica(): Promise<string> {
    const port = await freePort();
    const replica = new PartProcesses({ ...this.env, PORT: String(port) });
    this.replicas.push(replica);
    await replica.start('gateway');
    const baseUrl = `http://127.0.0.1:${port}`;
    await replica.waitUntilReady({ gateway: () => answersHealthy(baseUrl) });
    return baseUrl;
  }

  /** Stops one service, as a crash or a lost node would; `startService` brings it back. */
  async stopService(name: ServiceName): Promise<void> {
    await this.parts.stop(name);
  }

  /** Starts a stopped service again and waits until it answers its health check. */
  async startService(name: ServiceName): Promise<void> {
    const port = this.metricsPorts.get(name);
    await this.parts.start(name, port ? { HEALTH_PORT: String(port) } : {});
    await this.parts.waitForHealth([name]);
  }

  /** Signs a new person up through the API; answers its access token and user. */
  /**
   * A domain the brand proved it controls, as the pixel verifier records one (issue 34 §3): its
   * links may lead there. For suites whose brands have no page of their own to verify.
   */
  async verifyDomain(brandId: string, host: string): Promise<void> {
    await this.db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, $2, 'pixel') ON CONFLICT DO NOTHING`, [
      brandId,
      host,
    ]);
  }

  async signUp(role: 'brand' | 'creator' | 'agency', name = 'Ana Paz'): Promise<{ token: string; user: any; email: string }> {
    const email = uniqueEmail(role);
    const res = await this.api('POST', '/api/v1/auth/sign-up', { body: { name, email, password: 'Secreta123', role } });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    return { token: res.json.accessToken as string, user: res.json.user, email };
  }

  /**
   * An admin, made the one way there is: the operator's command (`npm run admin`), then signed in
   * through the API with the password it printed and the authenticator app set up with the key
   * the sign-in gives (admins must have one; decision 192).
   */
  async signUpAdmin(name = 'Operaciones'): Promise<{ token: string; user: any; email: string; password: string; totpKey: string }> {
    const email = uniqueEmail('admin');
    const { stdout } = await promisify(execFile)(process.execPath, [GRANT_ADMIN_CLI, '--email', email, '--name', name], {
      env: { ...process.env },
    });
    const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(stdout)?.[1];
    const res = await this.api('POST', '/api/v1/auth/sign-in', { body: { email, password } });
    if (res.status !== 200 || res.json.twoFactor !== 'setup') throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
    const totpKey = res.json.enrollment.key as string;
    const verified = await this.api('POST', '/api/v1/auth/two-factor/verify', {
      body: { challenge: res.json.challenge, code: await unusedTotpCode(totpKey) },
    });
    if (verified.status !== 200) throw new Error(`admin setup failed: ${verified.status} ${verified.text}`);
    return { token: verified.json.accessToken as string, user: verified.json.user, email, password: password!, totpKey };
  }

  /** JSON request to the API; `clientIp` is sent as X-Forwarded-For (the harness trusts one hop). */
  async api(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; cookie?: string; raw?: string; clientIp?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    // Each request speaks for its own client address unless the test names one, so the per-IP
    // limits (sign-up, sign-in) bite only in the tests about them.
    headers['x-forwarded-for'] = options.clientIp ?? nextClientIp();
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, headers: res.headers, text };
  }
}

/** The `name=value` part of the refresh cookie a response set. */
export function refreshCookieOf(headers: Headers): string | undefined {
  const set = headers.getSetCookie().find((c) => c.startsWith('afilia_refresh='));
  return set?.split(';')[0];
}

/** A brand with its store connected and synced, a creator, and a code of the creator's in the store. */
export async function brandWithCreatorCode(
  platform: PlatformHarness,
  code: string,
  names = { brand: 'Marca Delta', creator: 'Iara Ventas' },
) {
  const brand = await platform.signUp('brand', names.brand);
  const creator = await platform.signUp('creator', names.creator);
  await connectStore(platform, brand.token);
  const job = await platform.api('POST', '/api/v1/store/sync', { token: brand.token, body: {} });
  await waitFor(
    async () =>
      (await platform.api('GET', `/api/v1/store/sync/${job.json.id}`, { token: brand.token })).json.status === 'done' ? true : undefined,
    { what: 'the sync' },
  );
  const made = await platform.api('POST', '/api/v1/discount-codes', {
    token: brand.token,
    body: { code, creatorId: creator.user.creator.id, discountType: 'percentage', discountValue: 10 },
  });
  if (made.status !== 201) throw new Error(`discount code failed: ${made.status} ${made.text}`);
  return { brand, creator, brandId: brand.user.brands[0].id as string };
}

/**
 * A code for an install started in the store's admin ('Instalar app', decision 217), with the
 * store first connected to no brand (a brand connects and disconnects it), so the install waits.
 */
export async function codeFromStoreAdmin(platform: PlatformHarness, options: { unbound?: boolean } = {}): Promise<string> {
  if (options.unbound) {
    const res = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Tienda Suelta', email: uniqueEmail('suelta'), password: 'Secreta123', role: 'brand' },
    });
    await connectStore(platform, res.json.accessToken);
    await platform.api('POST', '/api/v1/store/tiendanube/disconnect', { token: res.json.accessToken, body: {} });
  }
  const consent = await fetch(`${platform.sandbox.url}/apps/${platform.sandbox.appId}/authorize`, { redirect: 'manual' });
  return new URL(consent.headers.get('location')!).searchParams.get('code')!;
}

/** Connects the signed-in brand's store through the real OAuth redirect (the sandbox approves at once). */
export async function connectStore(platform: PlatformHarness, token: string): Promise<void> {
  const { json } = await platform.api('POST', '/api/v1/store/tiendanube/authorize-url', { token, body: {} });
  const consent = await fetch(json.authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await platform.api('POST', '/api/v1/store/tiendanube/callback', {
    token,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  if (callback.status !== 200) throw new Error(`store connection failed: ${callback.status} ${callback.text}`);
}
