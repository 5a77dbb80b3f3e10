import { databasePasswordKey, databaseRole, databaseUrl, POSTGRES_ADMIN, POSTGRES_DB } from './database.js';
import { EDGE_CONFIG_FILE, EDGE_CONFIG_PATH, edgeConfig } from './edge-config.js';
import { COMPOSE_NATS, NATS_START } from './nats-config.js';
import {
  GATEWAY,
  GATEWAY_PORT,
  IMAGE,
  natsServerEnv,
  PUBLIC_PORT,
  PROVISIONING,
  provisioningPart,
  SANDBOX,
  servicePart,
  TRACK_PORT,
  TRACKING,
  type NodePart,
  type Resources,
  type Setting,
  type TaskPart,
} from './parts.js';

type Condition = 'service_healthy' | 'service_started' | 'service_completed_successfully';

/** The subset of a compose service this file writes; the compose-spec schema checks the rest. */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  profiles?: string[];
  depends_on?: Record<string, { condition: Condition }>;
  volumes?: string[];
  environment?: Record<string, string | null>;
  ports?: string[];
  networks?: { default: { aliases: string[] } };
  command?: string[];
  restart?: string;
  healthcheck?: { test: string[]; interval: string; timeout: string; retries: number; start_period: string };
  deploy?: { replicas?: number; resources: { limits: { cpus: string; memory: string }; reservations: { cpus: string; memory: string } } };
}

const ENV_FILE = 'deploy/.env';

/** A value deploy/.env must hold: compose stops before starting anything while it is missing. */
const required = (key: string) => `\${${key}:?set ${key} in ${ENV_FILE}}`;

/** Kubernetes quantities as compose wants them: cpus as a decimal, memory in M/G. */
function composeResources(r: Resources): NonNullable<ComposeService['deploy']> {
  const cpus = (q: string) => String(q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));
  const memory = (q: string) => q.replace(/Mi$/, 'M').replace(/Gi$/, 'G');
  return {
    resources: {
      limits: { cpus: cpus(r.cpuLimit), memory: memory(r.memoryLimit) },
      reservations: { cpus: cpus(r.cpu), memory: memory(r.memory) },
    },
  };
}

/**
 * A setting as compose writes it: secrets required with `:?` (no public default); optional
 * ones and unset settings passed through only when deploy/.env has them (a null value), since an
 * empty string would count as set. Compose interpolates every profile, so a part that runs only
 * in a profile gets `:-` and refuses the empty value itself.
 */
function composeValue(name: string, s: Setting, profile: string | undefined): string | null {
  switch (s.kind) {
    case 'value':
      return s.value;
    case 'database':
      return databaseUrl(databaseRole(s.service), required(databasePasswordKey(s.service)));
    case 'adminDatabase':
      return databaseUrl(POSTGRES_ADMIN, required('POSTGRES_PASSWORD'));
    case 'redis':
      return `redis://:${required('REDIS_PASSWORD')}@redis:6379`;
    case 'secret': {
      const key = s.key ?? name;
      if (!s.optional && !profile) return required(key);
      return key === name && s.optional ? null : `\${${key}:-}`;
    }
    case 'setting': {
      const key = s.key ?? name;
      if (s.fallback === undefined && key === name && !s.suffix) return null;
      return `\${${key}:-${s.fallback ?? ''}}${s.suffix ?? ''}`;
    }
  }
}

/** The probe compose runs: the image has node but neither curl nor wget. */
function nodeHealthcheck(port: number, path: string): NonNullable<ComposeService['healthcheck']> {
  const script = `fetch('http://127.0.0.1:${port}${path}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
  return { test: ['CMD', 'node', '-e', script], interval: '10s', timeout: '5s', retries: 5, start_period: '60s' };
}

const environmentOf = (part: NodePart | TaskPart) =>
  Object.fromEntries(
    Object.entries({ ...part.env, ...('composeEnv' in part ? part.composeEnv : {}) }).map(([name, s]) => [
      name,
      composeValue(name, s, 'profile' in part ? part.profile : undefined),
    ]),
  );

/**
 * A part behind tracking's listener (the gateway) trusts the proxies in front of the platform's
 * address and that listener: deploy/.env's TRUST_PROXY_HOPS + 1, as `npm start` gives it.
 * Compose interpolation cannot add, so the container's shell does before it becomes node
 * (`$$` is a `$` once compose has read it).
 */
function behindEdge(part: NodePart): Pick<ComposeService, 'environment' | 'command'> {
  return {
    environment: {
      ...environmentOf(part),
      TRUST_PROXY_HOPS: composeValue('TRUST_PROXY_HOPS', { kind: 'setting', fallback: '0' }, part.profile),
    },
    command: ['sh', '-c', `export TRUST_PROXY_HOPS=$$((TRUST_PROXY_HOPS + 1)) && exec node ${part.main}`],
  };
}

function nodeService(part: NodePart, dependsOn: ComposeService['depends_on'] = {}): ComposeService {
  const { environment, command } = part.behindEdge ? behindEdge(part) : { environment: environmentOf(part), command: ['node', part.main] };
  return {
    image: IMAGE,
    build: { context: '..', dockerfile: 'deploy/Dockerfile' },
    ...(part.profile ? { profiles: [part.profile] } : {}),
    ...(Object.keys(dependsOn).length ? { depends_on: dependsOn } : {}),
    ...(part.volumes ? { volumes: Object.entries(part.volumes).map(([name, path]) => `${name}:${path}`) } : {}),
    environment,
    // Published on the machine's loopback only: a reverse proxy on the host serves other machines.
    ...(part.published && part.httpPort ? { ports: [`127.0.0.1:${part.httpPort}:${part.httpPort}`] } : {}),
    ...(part.aliases ? { networks: { default: { aliases: part.aliases } } } : {}),
    command,
    restart: 'unless-stopped',
    healthcheck: nodeHealthcheck(part.probes.port, part.probes.ready),
    deploy: {
      // Two of each, as in Kubernetes; not the one that publishes a port of the machine (tracking's
      // listener, the demo's store): a second could not take the same port.
      ...(part.replicas > 1 && !part.published ? { replicas: part.replicas } : {}),
      ...composeResources(part.resources),
    },
  };
}

/**
 * The provisioning step: runs once per `up` when Postgres answers, and exits. `restart: 'no'`,
 * since a finished one-shot would otherwise run again and again; the services wait for it to
 * complete successfully, which also lets `up --wait` count its exit as done.
 */
function taskService(part: TaskPart): ComposeService {
  return {
    image: IMAGE,
    build: { context: '..', dockerfile: 'deploy/Dockerfile' },
    depends_on: { postgres: { condition: 'service_healthy' } },
    environment: environmentOf(part),
    command: ['node', part.main],
    restart: 'no',
    deploy: composeResources(part.resources),
  };
}

const healthy = (...names: string[]) => Object.fromEntries([...names].sort().map((n) => [n, { condition: 'service_healthy' as const }]));

/** The key order dclint checks (service-keys-order), then the other keys alphabetically. */
const KEY_ORDER = [
  'image',
  'build',
  'container_name',
  'depends_on',
  'volumes',
  'volumes_from',
  'configs',
  'secrets',
  'environment',
  'env_file',
  'ports',
  'networks',
  'network_mode',
  'extra_hosts',
  'command',
  'entrypoint',
  'working_dir',
  'restart',
  'healthcheck',
  'logging',
  'labels',
  'user',
  'isolation',
];
const rank = (key: string) => (KEY_ORDER.includes(key) ? KEY_ORDER.indexOf(key) : KEY_ORDER.length);

function ordered(service: ComposeService): ComposeService {
  const keys = Object.keys(service).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Object.fromEntries(keys.map((k) => [k, service[k as keyof ComposeService]])) as ComposeService;
}

/** One service's compose entry: what a new service adds to deploy/docker-compose.yml. */
export function composeServiceEntry(name: string): Record<string, ComposeService> {
  // Its role and schema exist before it starts: it connects as that role and refuses to run otherwise.
  const dependsOn = { ...healthy(...COMPOSE_NATS, 'postgres'), [PROVISIONING]: { condition: 'service_completed_successfully' as const } };
  return { [name]: ordered(nodeService(servicePart(name), dependsOn)) };
}

/** Compose's own DNS, which names each replica of a service on the project's network. */
const COMPOSE_DNS = '127.0.0.11:53';

/**
 * The edge's configuration in compose: the shopper's paths to tracking's replicas, the rest to
 * the gateway's, each found by its service name (decision 240).
 */
export function composeEdgeConfig(): string {
  const tracking = servicePart(TRACKING);
  return edgeConfig({
    bind: `:${PUBLIC_PORT}`,
    tracking: { host: TRACKING, port: TRACK_PORT, replicas: tracking.autoscale?.maxReplicas ?? tracking.replicas },
    gateway: { host: GATEWAY.name, port: GATEWAY_PORT, replicas: GATEWAY.autoscale?.maxReplicas ?? GATEWAY.replicas },
    resolver: COMPOSE_DNS,
  });
}

/**
 * The platform's one address: HAProxy with the configuration `npm start` gives it
 * (deploy/edge/haproxy.cfg), publishing the platform's port on the machine's loopback.
 */
function edgeService(serviceNames: readonly string[]): ComposeService {
  return {
    image: 'haproxy:2.6',
    depends_on: healthy(GATEWAY.name, ...serviceNames.filter((name) => name === TRACKING)),
    volumes: [`./${EDGE_CONFIG_FILE.slice('deploy/'.length)}:${EDGE_CONFIG_PATH}:ro`],
    // The proxies in front of the machine's port (a reverse proxy on the host): the configuration reads it.
    environment: { TRUST_PROXY_HOPS: composeValue('TRUST_PROXY_HOPS', { kind: 'setting', fallback: '0' }, undefined) },
    ports: [`127.0.0.1:${PUBLIC_PORT}:${PUBLIC_PORT}`],
    // The demo's sandbox store sends its webhooks to PUBLIC_URL; with PUBLIC_URL at
    // http://afilia.localhost:8080 that name reaches the platform's address from containers and
    // browsers alike.
    networks: { default: { aliases: ['afilia.localhost'] } },
    restart: 'unless-stopped',
    // The image has neither curl nor wget: bash connects to the platform's port.
    healthcheck: {
      test: ['CMD', 'bash', '-c', `exec 3<>/dev/tcp/127.0.0.1/${PUBLIC_PORT}`],
      interval: '10s',
      timeout: '5s',
      retries: 5,
      start_period: '10s',
    },
    deploy: composeResources({ cpu: '100m', memory: '64Mi', cpuLimit: '1', memoryLimit: '256Mi' }),
  };
}

/**
 * The whole compose file: Postgres, NATS with JetStream, Redis, every service, the gateway, the
 * edge and the demo's store. The edge publishes the platform's port and sends the shopper's
 * paths to tracking, the rest to the gateway; neither publishes one.
 */
export function composeDocument(serviceNames: readonly string[]): {
  name: string;
  services: Record<string, ComposeService>;
  volumes: object;
} {
  const infrastructure: Record<string, ComposeService> = {
    postgres: {
      image: 'postgres:17',
      volumes: ['postgres:/var/lib/postgresql/data'],
      environment: {
        // The superuser: only the provisioning step connects as it.
        POSTGRES_USER: POSTGRES_ADMIN,
        POSTGRES_PASSWORD: required('POSTGRES_PASSWORD'),
        POSTGRES_DB,
      },
      restart: 'unless-stopped',
      healthcheck: {
        // Over TCP: while the image initialises a fresh volume, a temporary server answers on
        // the socket only and then stops, and the provisioning step must not start against it.
        test: ['CMD', 'pg_isready', '-h', '127.0.0.1', '-U', POSTGRES_ADMIN, '-d', POSTGRES_DB],
        interval: '5s',
        timeout: '5s',
        retries: 10,
        start_period: '30s',
      },
      deploy: composeResources({ cpu: '250m', memory: '256Mi', cpuLimit: '1', memoryLimit: '1Gi' }),
    },
    // Three NATS servers in one JetStream cluster (every stream kept three times), each reached
    // by parts as `nats` (a network alias of all three; clients learn the others from the first).
    ...Object.fromEntries(
      COMPOSE_NATS.map((name) => [
        name,
        {
          // The alpine variant has wget for the healthcheck and sh for the start; the default image is empty but for nats-server.
          image: 'nats:2.11-alpine',
          volumes: ['./nats/nats.conf:/etc/nats/nats.conf:ro', `${name}:/data`],
          environment: {
            NATS_SERVER_NAME: name,
            NATS_ROUTE_PASSWORD: required('NATS_ROUTE_PASSWORD'),
            // The public keys of every part's NATS user, which nats.conf reads from here.
            ...Object.fromEntries(Object.entries(natsServerEnv(serviceNames)).map(([key, s]) => [key, composeValue(key, s, undefined)])),
          },
          networks: { default: { aliases: ['nats'] } },
          // `$$` is a `$` once compose has read it: the shell puts the route password in.
          command: ['sh', '-c', NATS_START.replaceAll('$', () => '$$')],
          restart: 'unless-stopped',
          healthcheck: {
            // Monitoring listens inside the container only (nats.conf), where this probe runs.
            test: ['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8222/healthz?js-enabled-only=true'],
            interval: '5s',
            timeout: '5s',
            retries: 10,
            start_period: '10s',
          },
          deploy: composeResources({ cpu: '100m', memory: '128Mi', cpuLimit: '500m', memoryLimit: '512Mi' }),
        } satisfies ComposeService,
      ]),
    ),
    redis: {
      image: 'redis:7',
      // redis-cli reads the password from REDISCLI_AUTH for the healthcheck.
      environment: { REDISCLI_AUTH: required('REDIS_PASSWORD') },
      // A password, so that nothing else on the network reads or resets the counters; rate-limit
      // counters only, so nothing is written to disk.
      command: ['redis-server', '--requirepass', required('REDIS_PASSWORD'), '--save', '', '--appendonly', 'no'],
      restart: 'unless-stopped',
      healthcheck: { test: ['CMD', 'redis-cli', 'ping'], interval: '5s', timeout: '5s', retries: 10, start_period: '5s' },
      deploy: composeResources({ cpu: '50m', memory: '64Mi', cpuLimit: '250m', memoryLimit: '256Mi' }),
    },
  };
  const all: Record<string, ComposeService> = {
    ...infrastructure,
    [PROVISIONING]: taskService(provisioningPart(serviceNames)),
    ...Object.assign({}, ...serviceNames.map(composeServiceEntry)),
    [GATEWAY.name]: nodeService(GATEWAY, healthy(...COMPOSE_NATS, 'redis', ...serviceNames)),
    edge: edgeService(serviceNames),
    [SANDBOX.name]: nodeService(SANDBOX),
  };
  // In name order, each service's keys in dclint's order, so the linter's defaults hold.
  const services = Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => [name, ordered(all[name]!)]),
  );
  const partVolumes = [GATEWAY, ...serviceNames.map(servicePart)].flatMap((part) => Object.keys(part.volumes ?? {}));
  const volumes = Object.fromEntries([...COMPOSE_NATS, 'postgres', ...partVolumes].sort().map((name) => [name, {}]));
  return { name: 'afilia', services, volumes };
}
