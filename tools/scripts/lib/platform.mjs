// Starts the whole platform from built code: the services, then the gateway serving the API and
// the micro-frontends at one address. Used by `npm start` and by the e2e tier of `npm test`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES, SIGNING_SERVICES, TIENDANUBE_APP_SCOPES } from '@afilia/contracts';
import {
  BUS_IDENTITIES,
  busyFactor,
  generateBusKeys,
  generateCallerKeys,
  generateSealKeys,
  machineLoad,
  platformNatsUsers,
  provisionServiceDatabase,
  publicKeysOf,
  renderNatsServerConfig,
} from '@afilia/service-kit';
import { startTxtRecords } from '@afilia/service-kit/testing';
import {
  closeAtStop,
  DATA,
  freePort,
  freePorts,
  natsSyncIntervalProblem,
  portAnswers,
  ROOT,
  runningChildren,
  say,
  startChild,
  startNatsServer,
  startRedisServer,
} from './infra.mjs';
import { startRoundRobin } from './round-robin.mjs';
import { haproxyBinary, startEdgeProxy } from './edge-proxy.mjs';

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

/**
 * Where tracking looks brands' domain records up (issue 34 §3): the DNS servers DOMAIN_DNS_SERVERS
 * names, else a local DNS server (the kit's TXT records) answering from a JSON file, by default
 * data/dns-records.json, read on every question: `{"_afilia.mimarca.com.ar": ["afilia-verificacion=…"]}`.
 */
async function dnsSettings(env) {
  if (env.DOMAIN_DNS_SERVERS) return {};
  const file = env.DNS_RECORDS_FILE ?? join(DATA, 'dns-records.json');
  const dns = await startTxtRecords(file);
  closeAtStop(() => dns.close());
  say(`DNS local (registros TXT de dominios): ${dns.servers}, desde ${file}`);
  return { DOMAIN_DNS_SERVERS: dns.servers };
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
    // The local cluster's: its NATS servers' route user, its Redis.
    'natsRoutePassword',
    'redisPassword',
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
  const sync = syncAlwaysWhereKnown(dir, syncAlways);
  const config = renderNatsServerConfig({
    comment: ['Written by the launcher (tools/scripts/lib/platform.mjs) at each start: edits are lost.'],
    listen: `127.0.0.1:${port}`,
    storeDir: dir,
    users: platformNatsUsers((identity) => secrets.busKeys[identity].publicKey),
    syncAlways: sync,
  });
  return { url: await startNatsServer(dir, port, config), nodes: [], syncAlways: sync };
}

/**
 * An acknowledged event or click is on disk, as in every deploy (docs/architecture.md), where
 * the installed nats-server can; the bench and the fault tests may compare with its default
 * (fsync every two minutes).
 */
function syncAlwaysWhereKnown(dir, syncAlways) {
  const problem = syncAlways ? natsSyncIntervalProblem(dir) : null;
  if (problem)
    say(
      `NATS: ${problem}; se usa su sincronización a disco por defecto. Para fsync en cada confirmación, instalá nats-server 2.10 o posterior.`,
    );
  return syncAlways && !problem;
}

/**
 * The local cluster's bus (npm run cluster): three nats-servers on loopback in one JetStream
 * cluster, each with its store under `dir/node-N`, routed to each other with the install's route
 * password. Streams are kept on all three (JETSTREAM_REPLICAS=3), so a server may die. Resolves
 * once JetStream has its meta leader (before that, no stream can be made).
 */
async function startBusCluster(dir, secrets, syncAlways, logFile) {
  const ports = await freePorts(9);
  const nodes = [1, 2, 3].map((n, i) => ({
    name: `nats-${n}`,
    port: ports[i * 3],
    routePort: ports[i * 3 + 1],
    monitorPort: ports[i * 3 + 2],
    dir: join(dir, `node-${n}`),
  }));
  const route = { user: 'afilia-route', password: secrets.natsRoutePassword };
  const sync = syncAlwaysWhereKnown(dir, syncAlways);
  await Promise.all(
    nodes.map((node) =>
      startNatsServer(
        node.dir,
        node.port,
        renderNatsServerConfig({
          comment: ['Written by the launcher (tools/scripts/lib/platform.mjs) at each start: edits are lost.'],
          listen: `127.0.0.1:${node.port}`,
          // Its health (and JetStream's view of the cluster), on loopback only.
          monitor: `127.0.0.1:${node.monitorPort}`,
          storeDir: join(node.dir, 'jetstream'),
          users: platformNatsUsers((identity) => secrets.busKeys[identity].publicKey),
          syncAlways: sync,
          cluster: {
            serverName: `afilia-${node.name}`,
            name: 'afilia-local',
            listen: `127.0.0.1:${node.routePort}`,
            authorization: route,
            routes: nodes.map((other) => `nats://${route.user}:${route.password}@127.0.0.1:${other.routePort}`),
          },
        }),
        // Three servers' routes and elections are many lines: in the log folder when there is one.
        { name: node.name, logFile: logFile?.(node.name) },
      ),
    ),
  );
  for (const node of nodes) await waitForJetStream(node.monitorPort, 60_000);
  return { url: nodes.map((node) => `nats://127.0.0.1:${node.port}`).join(','), nodes, syncAlways: sync };
}

/** Until the server's /healthz is ok: JetStream up and, in a cluster, its meta leader known. */
export async function waitForJetStream(monitorPort, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${monitorPort}/healthz`);
      if (res.ok) return;
      last = await res.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`NATS no quedó listo a tiempo: ${last}`);
}

/**
 * Until the gateway at `url` (or a tracking replica before it) answers its health check as
 * healthy. The limit is scaled by how busy the machine is; every 15 s it says what is still down
 * (the gateway's /health names the services); a part that exits fails it at once; and a limit
 * reached names what did not come up, with the last lines of its log when there is one.
 */
async function waitForHealth(url, timeoutMs, { logDir } = {}) {
  const started = Date.now();
  const limitMs = timeoutMs * busyFactor();
  let nextProgress = started + 15_000;
  let last;
  let down;
  const alive = new Set(runningChildren().map((child) => child.name));
  for (;;) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
      last = await res.text();
      const services = JSON.parse(last).services ?? {};
      down = Object.keys(services).filter((name) => !services[name].ok);
    } catch (error) {
      last = String(error);
      down = ['gateway'];
    }
    const exited = [...alive].filter((name) => !runningChildren().some((child) => child.name === name));
    if (exited.length) throw new Error(`Terminaron al arrancar: ${exited.join(', ')}${tailsOf(exited, logDir)}`);
    const now = Date.now();
    if (now - started > limitMs)
      throw new Error(
        `La plataforma no respondió sana en ${Math.round(limitMs / 1000)} s (${machineLoad()}): ${last}${tailsOf(down, logDir)}`,
      );
    if (now >= nextProgress) {
      say(`Esperando a ${down.join(', ') || 'la plataforma'} (${Math.round((now - started) / 1000)} s, ${machineLoad()})`);
      nextProgress = now + 15_000;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The last lines each of these parts logged (with a log folder), to print beside a failed boot. */
function tailsOf(parts, logDir) {
  if (!logDir) return '';
  return parts
    .map((part) => join(logDir, `${part}.log`))
    .filter((file) => existsSync(file))
    .map((file) => `\n--- ${file}\n${readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(-30).join('\n')}`)
    .join('');
}

/**
 * Starts the bus (its JetStream data in `natsDir`), the services and the gateway.
 * `logDir`: each part's lines go to `<logDir>/<part>.log` (its warnings and errors to the terminal as well).
 * `cluster` (npm run cluster): three NATS servers in one JetStream cluster keeping every stream
 * three times, a Redis of its own for the shared rate limits, and two replicas of the gateway,
 * of tracking's listener and of every service; a round-robin balancer takes the public port.
 * `databaseVia`: services that reach Postgres through a port of 127.0.0.1 instead (a fault test's proxy).
 * @param {{ databaseUrl: string, natsDir: string, port: number, logLevel?: string, logDir?: string, env?: Record<string, string>, natsSyncAlways?: boolean, cluster?: boolean, databaseVia?: Record<string, number> }} options
 * @returns {Promise<{ url: string, natsUrl: string, gatewayUrl: string, trackingUrl: string, replicas: number, natsNodes: { name: string, port: number, monitorPort: number }[], natsSyncAlways: boolean, bus: (identity: string) => { url: string, identity: string, seed: string } }>}
 *   `gatewayUrl`: the (first) gateway itself, behind the one address; `natsNodes`: the cluster's servers, by the name `killChild` takes;
 *   `natsSyncAlways`: whether JetStream fsyncs every write (the installed nats-server may not know how); `bus`: how a part connects
 */
export async function startPlatform({
  databaseUrl,
  natsDir,
  port,
  logLevel = process.env.LOG_LEVEL ?? 'info',
  logDir,
  env: extraEnv = {},
  natsSyncAlways = true,
  cluster = false,
  databaseVia = {},
}) {
  const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const secrets = localSecrets();
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFile = (part) => (logDir ? join(logDir, `${part}.log`) : undefined);
  const bus = await (cluster ? startBusCluster : startBus)(natsDir, secrets, natsSyncAlways, logFile);
  const natsUrl = bus.url;
  say(`NATS: ${natsUrl} (${natsDir})`);
  const replicas = cluster ? 2 : 1;
  // Each service connects as its own role, owner of its schema only; the launcher, with the
  // administrator's URL, creates the roles and hands each schema over.
  const databases = {};
  for (const service of SERVICE_NAMES) {
    const url = new URL(await provisionServiceDatabase(databaseUrl, service, secrets[`database:${service}`]));
    // A fault test's proxy between this service and Postgres (tools/scripts/faults/fault-proxy.ts).
    if (databaseVia[service]) url.host = `127.0.0.1:${databaseVia[service]}`;
    databases[service] = url.toString();
  }
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
    // Every stream on the three servers, as in Kubernetes.
    ...(cluster ? { JETSTREAM_REPLICAS: '3' } : {}),
    ...extraEnv,
  };
  // Settings only one service is given: identity seals reset links with notifications' public
  // key; notifications alone opens them, and delivers e-mails to data/mailbox without SMTP.
  // One address for everything (docs/architecture.md). Where HAProxy is installed, it takes the
  // public port and routes the shopper's paths to tracking's listener and the rest to the
  // gateway (edge-proxy.mjs), both on the loopback and trusting that one hop for the visitor's
  // address. Otherwise tracking's redirect listener takes the public port, answers its paths
  // itself and passes every other request to the gateway. In the cluster, each tracking replica
  // listens on a port of its own behind the balancer, and passes to the gateway replica of its number.
  const haproxy = cluster ? null : haproxyBinary(env);
  const gatewayPorts = await freePorts(replicas);
  const trackPorts = cluster || haproxy ? await freePorts(replicas) : [port];
  const trustedHops = Number(env.TRUST_PROXY_HOPS ?? 0);
  // The public port on the loopback unless HOST says otherwise: a development platform, with its
  // demo accounts and sandboxes, is not for the rest of the network by default.
  const publicHost = env.HOST ?? '127.0.0.1';
  const social = await socialSettings(secrets);
  const dns = await dnsSettings(env);
  const mailbox = env.MAILBOX_DIR ?? join(DATA, 'mailbox');
  const own = (service, replica) =>
    ({
      identity: {
        IDENTITY_SECRET: process.env.IDENTITY_SECRET ?? secrets.identitySecret,
        NOTIFICATIONS_PUBLIC_KEY: secrets.notificationsSealKeys.publicKey,
        ...social,
      },
      notifications: { SEAL_PRIVATE_KEY: secrets.notificationsSealKeys.privateKey, MAILBOX_DIR: mailbox },
      tracking: {
        TRACK_PORT: String(trackPorts[replica]),
        TRACK_HOST: cluster || haproxy ? '127.0.0.1' : publicHost,
        ...(haproxy ? {} : { EDGE_UPSTREAM: `http://127.0.0.1:${gatewayPorts[replica]}` }),
        // One folder for both replicas: what a killed one left is claimed by the other (decision 122).
        CLICK_SPOOL_DIR: env.CLICK_SPOOL_DIR ?? join(DATA, 'click-spool'),
        TRUST_PROXY_HOPS: String(haproxy ? trustedHops + 1 : trustedHops),
        ...dns,
      },
    })[service];
  // A service that calls others signs its requests with a key of its own, never the gateway's.
  const signing = (service) => (SIGNING_SERVICES.includes(service) ? { SIGNING_KEY: secrets.callerKeys[service].privateKey } : {});
  /** A replica's name: the part's own when it runs once, numbered in the cluster (killChild takes it). */
  const named = (part, replica) => (cluster ? `${part}-${replica + 1}` : part);
  for (let replica = 0; replica < replicas; replica++)
    for (const service of SERVICE_NAMES)
      startChild(named(service, replica), process.execPath, [join(ROOT, 'services', service, 'dist/main.js')], {
        env: {
          ...env,
          ...own(service, replica),
          ...signing(service),
          DATABASE_URL: databases[service],
          NATS_SEED: secrets.busKeys[service].seed,
        },
        logFile: logFile(named(service, replica)),
      });
  if (!env.SMTP_URL) say(`E-mails (sin SMTP): ${mailbox}`);
  // The replicas' sign-in and request limits are one count (requirement 1): a Redis of the cluster's own.
  const redis = cluster && !env.REDIS_URL ? { REDIS_URL: await startRedisServer(secrets.redisPassword, logFile('redis')) } : {};
  for (let replica = 0; replica < replicas; replica++)
    startChild(named('gateway', replica), process.execPath, [join(ROOT, 'gateway/dist/main.js')], {
      env: {
        ...env,
        ...redis,
        PORT: String(gatewayPorts[replica]),
        HOST: '127.0.0.1',
        TRUST_PROXY_HOPS: String(trustedHops + 1),
        SIGNING_KEY: secrets.callerKeys.gateway.privateKey,
        NATS_SEED: secrets.busKeys.gateway.seed,
      },
      logFile: logFile(named('gateway', replica)),
    });
  if (haproxy) {
    startEdgeProxy(
      haproxy,
      { host: publicHost, port, trackingPort: trackPorts[0], gatewayPort: gatewayPorts[0], trustedHops },
      { logFile: logFile('edge') },
    );
    say(`Borde: HAProxy en ${publicHost}:${port} (tracking ${trackPorts[0]}, gateway ${gatewayPorts[0]})`);
  }
  if (cluster) {
    const balancer = await startRoundRobin({ port, host: publicHost, upstreams: trackPorts });
    closeAtStop(() => new Promise((resolve) => balancer.close(resolve)));
    say(`Clúster local: 3 servidores NATS, ${replicas} réplicas del gateway, de tracking y de cada servicio`);
  }
  await waitForHealth(`http://127.0.0.1:${port}`, cluster ? 180_000 : 60_000, { logDir });
  if (cluster) {
    // The balancer answers while one replica lives: each must answer on its own port, and every
    // part must still run, or the cluster is one short from the start.
    for (const trackPort of trackPorts) await waitForHealth(`http://127.0.0.1:${trackPort}`, 60_000, { logDir });
    const started = ['gateway', ...SERVICE_NAMES].flatMap((part) => [0, 1].map((replica) => named(part, replica)));
    const dead = started.filter((name) => !runningChildren().some((child) => child.name === name));
    if (dead.length) throw new Error(`No arrancaron: ${dead.join(', ')}${logDir ? ` (ver ${logDir})` : ''}`);
  }
  const busOf = (identity) => ({ url: natsUrl, identity, seed: secrets.busKeys[identity].seed });
  const { loadDemoData } = await import('./demo-data.mjs');
  // The demo accounts are signed up as the gateway would pass them on: its key, its NATS user.
  await loadDemoData({
    databaseUrl,
    bus: busOf('gateway'),
    gatewayKey: secrets.callerKeys.gateway.privateKey,
    landingUrl: `${url}/`,
  });
  return {
    url,
    natsUrl,
    gatewayUrl: `http://127.0.0.1:${gatewayPorts[0]}`,
    // Tracking's own listener (the first replica's): behind the edge, or the public address itself.
    trackingUrl: `http://127.0.0.1:${trackPorts[0]}`,
    replicas,
    natsNodes: bus.nodes.map(({ name, port: natsPort, monitorPort }) => ({ name, port: natsPort, monitorPort })),
    natsSyncAlways: bus.syncAlways,
    bus: busOf,
  };
}

export { say };
