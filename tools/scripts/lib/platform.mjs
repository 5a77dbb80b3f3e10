// Starts the whole platform from built code: the services, then the gateway serving the API and
// the micro-frontends at one address. Used by `npm start` and by the e2e tier of `npm test`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES, SIGNING_SERVICES, TIENDANUBE_APP_SCOPES } from '@afilia/contracts';
import {
  BUS_IDENTITIES,
  generateBusKeys,
  generateCallerKeys,
  generateSealKeys,
  platformNatsUsers,
  provisionServiceDatabase,
  publicKeysOf,
  renderNatsServerConfig,
} from '@afilia/service-kit';
import { DATA, freePort, natsSyncIntervalProblem, portAnswers, ROOT, say, startChild, startNatsServer } from './infra.mjs';

/** The id the sandbox's Partner Portal gives the platform's storefront script. */
const SANDBOX_SCRIPT_ID = 1;

/**
 * The real Tiendanube app when its credentials are configured; otherwise the local sandbox
 * store, started here, which the screens label 'Tienda de prueba'.
 */
async function tiendanubeSettings(publicUrl, secrets) {
  if (process.env.TIENDANUBE_CLIENT_SECRET) return {};
  // The sandbox app's secret verifies its webhooks like a real app's: random per install.
  const app = { id: 'afilia-sandbox', secret: secrets.tiendanubeSandboxSecret };
  const port = await freePort();
  startChild('tiendanube-sandbox', process.execPath, [join(ROOT, 'tools/tiendanube-sandbox/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      TIENDANUBE_SANDBOX_APP_ID: app.id,
      TIENDANUBE_SANDBOX_CLIENT_SECRET: app.secret,
      TIENDANUBE_SANDBOX_REDIRECT_URL: `${publicUrl}/tiendanube-callback`,
      // One machine: its webhooks go to the gateway on http://localhost.
      TIENDANUBE_SANDBOX_LOCAL_URLS: 'true',
      // The app as it is registered at the Partner Portal.
      TIENDANUBE_SANDBOX_SCOPES: TIENDANUBE_APP_SCOPES.join(','),
      // The app's storefront script, registered at the Partner Portal as script 1.
      TIENDANUBE_SANDBOX_PORTAL_SCRIPT: `${SANDBOX_SCRIPT_ID}:${publicUrl}/storefront/script.js`,
      // What a real app enters in its settings at the Partner Portal (docs/operations.md).
      TIENDANUBE_SANDBOX_STORE_REDACT_URL: `${publicUrl}/webhooks/tiendanube/store-redact`,
      TIENDANUBE_SANDBOX_CUSTOMERS_REDACT_URL: `${publicUrl}/webhooks/tiendanube/customers-redact`,
      TIENDANUBE_SANDBOX_CUSTOMERS_DATA_REQUEST_URL: `${publicUrl}/webhooks/tiendanube/customers-data-request`,
    },
  });
  const sandboxUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  say(`Tiendanube: tienda de prueba local en ${sandboxUrl}`);
  return {
    TIENDANUBE_APP_ID: app.id,
    TIENDANUBE_CLIENT_SECRET: app.secret,
    TIENDANUBE_AUTH_URL: sandboxUrl,
    TIENDANUBE_API_URL: `${sandboxUrl}/v1`,
    TIENDANUBE_SANDBOX: 'true',
    TIENDANUBE_SCRIPT_ID: String(SANDBOX_SCRIPT_ID),
    // The pixel verifier may read the sandbox store's pages (http, on this machine).
    PIXEL_VERIFY_ALLOW_ORIGINS: sandboxUrl,
    // The pages may show its product pictures (http, on this machine).
    IMAGE_ORIGINS: sandboxUrl,
  };
}

/**
 * The networks' official APIs for 'Mi Perfil''s sync when any of their keys is configured;
 * otherwise the local social sandbox (tools/social-sandbox), started here with credentials of
 * this install, which answers YouTube, Instagram and TikTok as they would (decision 177).
 */
async function socialSettings(secrets) {
  if (process.env.YOUTUBE_API_KEY || process.env.INSTAGRAM_ACCESS_TOKEN || process.env.TIKTOK_CLIENT_SECRET) return {};
  const secret = secrets.socialSandboxSecret;
  const credentials = {
    YOUTUBE_API_KEY: `yt-${secret}`,
    INSTAGRAM_ACCESS_TOKEN: `ig-${secret}`,
    INSTAGRAM_ACCOUNT_ID: '17841400000000000',
    TIKTOK_CLIENT_KEY: 'afilia-sandbox',
    TIKTOK_CLIENT_SECRET: `tt-${secret}`,
  };
  const port = await freePort();
  startChild('social-sandbox', process.execPath, [join(ROOT, 'tools/social-sandbox/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SOCIAL_SANDBOX_YOUTUBE_KEY: credentials.YOUTUBE_API_KEY,
      SOCIAL_SANDBOX_INSTAGRAM_TOKEN: credentials.INSTAGRAM_ACCESS_TOKEN,
      SOCIAL_SANDBOX_INSTAGRAM_ACCOUNT_ID: credentials.INSTAGRAM_ACCOUNT_ID,
      SOCIAL_SANDBOX_TIKTOK_CLIENT_KEY: credentials.TIKTOK_CLIENT_KEY,
      SOCIAL_SANDBOX_TIKTOK_CLIENT_SECRET: credentials.TIKTOK_CLIENT_SECRET,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  say(`Redes sociales: YouTube, Instagram y TikTok de prueba locales en ${url}`);
  return {
    ...credentials,
    YOUTUBE_API_URL: `${url}/youtube/v3`,
    INSTAGRAM_GRAPH_URL: `${url}/instagram/v21.0`,
    TIKTOK_API_URL: `${url}/tiktok`,
  };
}

/** Secrets generated once per machine under data/, unless given in the environment. */
export function localSecrets() {
  const file = join(DATA, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(DATA, { recursive: true });
    writeFileSync(file, JSON.stringify({}), { mode: 0o600 });
  }
  const secrets = JSON.parse(readFileSync(file, 'utf8'));
  let changed = false;
  // One database password per service role, besides the platform's own secrets.
  for (const key of [
    'jwtSecret',
    'catalogueSecret',
    'identitySecret',
    'tiendanubeSandboxSecret',
    'socialSandboxSecret',
    ...SERVICE_NAMES.map((s) => `database:${s}`),
  ]) {
    if (!secrets[key]) {
      secrets[key] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  // The signing keys of the gateway and of every service (signed passes on the bus).
  const callers = ['gateway', ...SERVICE_NAMES].filter((name) => !secrets.callerKeys?.[name]);
  if (callers.length) {
    secrets.callerKeys = { ...secrets.callerKeys, ...generateCallerKeys(callers) };
    changed = true;
  }
  // The NATS user keys of the gateway and every service (who may say what on the bus).
  const users = BUS_IDENTITIES.filter((name) => !secrets.busKeys?.[name]);
  if (users.length) {
    secrets.busKeys = { ...secrets.busKeys, ...generateBusKeys(users) };
    changed = true;
  }
  // The notifications service's sealing pair: identity seals reset links for it.
  if (!secrets.notificationsSealKeys) {
    secrets.notificationsSealKeys = generateSealKeys();
    changed = true;
  }
  if (changed) writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * The platform's own nats-server with JetStream in `dir`, on a free port of 127.0.0.1: every
 * client must present one of the install's NATS keys and may do only what bus-permissions.ts
 * allows it; the configuration holds public keys only. Never a server someone else started.
 */
async function startBus(dir, secrets, syncAlways) {
  const port = await freePort();
  const syncProblem = syncAlways ? natsSyncIntervalProblem(dir) : null;
  if (syncProblem)
    say(
      `NATS: ${syncProblem}; se usa su sincronización a disco por defecto. Para fsync en cada confirmación, instalá nats-server 2.10 o posterior.`,
    );
  const config = renderNatsServerConfig({
    comment: ['Written by the launcher (tools/scripts/lib/platform.mjs) at each start: edits are lost.'],
    listen: `127.0.0.1:${port}`,
    storeDir: dir,
    users: platformNatsUsers((identity) => secrets.busKeys[identity].publicKey),
    // An acknowledged event or click is on disk, as in every deploy (docs/architecture.md),
    // where the installed nats-server can; the bench may compare with its default (fsync every
    // two minutes).
    syncAlways: syncAlways && !syncProblem,
  });
  return startNatsServer(dir, port, config);
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
      last = await res.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`La plataforma no respondió sana a tiempo: ${last}`);
}

/**
 * Starts the bus (its JetStream data in `natsDir`), the services and the gateway.
 * `logDir`: each part's lines go to `<logDir>/<part>.log` (its warnings and errors to the terminal as well).
 * @param {{ databaseUrl: string, natsDir: string, port: number, logLevel?: string, logDir?: string, env?: Record<string, string> }} options
 * @returns {Promise<{ url: string, natsUrl: string, gatewayUrl: string }>} `gatewayUrl`: the gateway itself, behind the one address
 */
export async function startPlatform({
  databaseUrl,
  natsDir,
  port,
  logLevel = process.env.LOG_LEVEL ?? 'info',
  logDir,
  env: extraEnv = {},
  natsSyncAlways = true,
}) {
  const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const secrets = localSecrets();
  const natsUrl = await startBus(natsDir, secrets, natsSyncAlways);
  say(`NATS: ${natsUrl} (${natsDir})`);
  // Each service connects as its own role, owner of its schema only; the launcher, with the
  // administrator's URL, creates the roles and hands each schema over.
  const databases = {};
  for (const service of SERVICE_NAMES)
    databases[service] = await provisionServiceDatabase(databaseUrl, service, secrets[`database:${service}`]);
  const env = {
    ...process.env,
    ...(await tiendanubeSettings(url, secrets)),
    DATABASE_URL: '',
    NATS_URL: natsUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? secrets.jwtSecret,
    CATALOGUE_SECRET: process.env.CATALOGUE_SECRET ?? secrets.catalogueSecret,
    CALLER_KEYS: publicKeysOf(secrets.callerKeys),
    LOG_LEVEL: logLevel,
    PORT: String(port),
    PUBLIC_URL: url,
    FRONTEND_ROOT: ROOT,
    ...extraEnv,
  };
  // Settings only one service is given: identity seals reset links with notifications' public
  // key; notifications alone opens them, and delivers e-mails to data/mailbox without SMTP.
  // One address for everything (docs/architecture.md): tracking's redirect listener takes the
  // public port, answers /track itself and passes every other request to the gateway, which
  // listens on the loopback only and trusts that one hop for the visitor's address.
  const gatewayPort = await freePort();
  const trustedHops = Number(env.TRUST_PROXY_HOPS ?? 0);
  const own = {
    identity: {
      IDENTITY_SECRET: process.env.IDENTITY_SECRET ?? secrets.identitySecret,
      NOTIFICATIONS_PUBLIC_KEY: secrets.notificationsSealKeys.publicKey,
      ...(await socialSettings(secrets)),
    },
    notifications: { SEAL_PRIVATE_KEY: secrets.notificationsSealKeys.privateKey, MAILBOX_DIR: env.MAILBOX_DIR ?? join(DATA, 'mailbox') },
    tracking: {
      TRACK_PORT: String(port),
      TRACK_HOST: env.HOST ?? '0.0.0.0',
      EDGE_UPSTREAM: `http://127.0.0.1:${gatewayPort}`,
      CLICK_SPOOL_DIR: env.CLICK_SPOOL_DIR ?? join(DATA, 'click-spool'),
      TRUST_PROXY_HOPS: String(trustedHops),
    },
  };
  // A service that calls others signs its requests with a key of its own, never the gateway's.
  const signing = (service) => (SIGNING_SERVICES.includes(service) ? { SIGNING_KEY: secrets.callerKeys[service].privateKey } : {});
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFile = (part) => (logDir ? join(logDir, `${part}.log`) : undefined);
  for (const service of SERVICE_NAMES)
    startChild(service, process.execPath, [join(ROOT, 'services', service, 'dist/main.js')], {
      env: { ...env, ...own[service], ...signing(service), DATABASE_URL: databases[service], NATS_SEED: secrets.busKeys[service].seed },
      logFile: logFile(service),
    });
  if (!env.SMTP_URL) say(`E-mails (sin SMTP): ${own.notifications.MAILBOX_DIR}`);
  startChild('gateway', process.execPath, [join(ROOT, 'gateway/dist/main.js')], {
    env: {
      ...env,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      TRUST_PROXY_HOPS: String(trustedHops + 1),
      SIGNING_KEY: secrets.callerKeys.gateway.privateKey,
      NATS_SEED: secrets.busKeys.gateway.seed,
    },
    logFile: logFile('gateway'),
  });
  await waitForHealth(`http://127.0.0.1:${port}`, 60_000);
  const { loadDemoData } = await import('./demo-data.mjs');
  // The demo accounts are signed up as the gateway would pass them on: its key, its NATS user.
  await loadDemoData({
    databaseUrl,
    bus: { url: natsUrl, identity: 'gateway', seed: secrets.busKeys.gateway.seed },
    gatewayKey: secrets.callerKeys.gateway.privateKey,
    landingUrl: `${url}/`,
  });
  return { url, natsUrl, gatewayUrl: `http://127.0.0.1:${gatewayPort}` };
}

export { say };
