import { NATS_START, natsCluster, natsServerConfig } from './nats-config.js';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { databasePasswordKey, databaseRole, databaseUrl, POSTGRES_ADMIN, POSTGRES_DB } from './database.js';
import {
  busKeySettings,
  CALLER_KEY_SETTINGS,
  GATEWAY,
  natsServerEnv,
  IMAGE,
  VERSION,
  PROVISIONING,
  provisioningPart,
  SANDBOX,
  SEAL_KEY_SETTINGS,
  servicePart,
  TRACKING,
  TRACKING_PATHS,
  type NodePart,
  type Resources,
  type Setting,
  type TaskPart,
} from './parts.js';

export type KubernetesObject =
  IDeployment | IStatefulSet | IJob | IService | IConfigMap | ISecret | IIngress | IHorizontalPodAutoscaler | IPodDisruptionBudget;

/** A document of a multi-document file, with the comment written above it. */
export interface KubernetesDocument {
  object: KubernetesObject;
  comment?: string;
}

const SECRET = 'afilia';
const SETTINGS = 'afilia-settings';

/**
 * The settings ConfigMap as shipped. Whoever deploys sets PUBLIC_URL; settings a part reads
 * that are not listed here (Tiendanube app, S3 bucket, mail sender) may be added, and are
 * optional in every pod.
 */
export const SHIPPED_SETTINGS: Record<string, string> = {
  PUBLIC_URL: 'https://afilia.example',
  LOG_LEVEL: 'info',
  // One ingress controller in front of the gateway and of tracking's listener.
  TRUST_PROXY_HOPS: '1',
  // Every stream on the three NATS servers: an acknowledged click or event survives losing one.
  JETSTREAM_REPLICAS: '3',
};

const labels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'afilia' });
const selector = (name: string) => ({ 'app.kubernetes.io/name': name });

function resources(r: Resources): IContainer['resources'] {
  return { requests: { cpu: r.cpu, memory: r.memory }, limits: { cpu: r.cpuLimit, memory: r.memoryLimit } };
}

const secretRef = (name: string, key: string, optional: boolean): IEnvVar => ({
  name,
  valueFrom: { secretKeyRef: { name: SECRET, key, ...(optional ? { optional: true } : {}) } },
});
const settingRef = (name: string, key: string): IEnvVar => ({
  name,
  valueFrom: { configMapKeyRef: { name: SETTINGS, key, ...(key in SHIPPED_SETTINGS ? {} : { optional: true }) } },
});

/**
 * A part's environment in pod terms. Kubernetes expands `$(NAME)` from variables listed
 * earlier, which builds DATABASE_URL from the Secret's password for that role, and suffixed
 * settings.
 */
export function podEnv(env: Record<string, Setting>): IEnvVar[] {
  const vars: IEnvVar[] = [];
  const define = (v: IEnvVar) => {
    if (!vars.some((known) => known.name === v.name)) vars.push(v);
  };
  for (const [name, s] of Object.entries(env)) {
    if (s.kind === 'value') define({ name, value: s.value });
    if (s.kind === 'secret') define(secretRef(name, s.key ?? name, s.optional ?? false));
    if (s.kind === 'database') {
      const key = databasePasswordKey(s.service);
      define(secretRef(key, key, false));
      define({ name, value: databaseUrl(databaseRole(s.service), `$(${key})`) });
    }
    if (s.kind === 'adminDatabase') {
      define(secretRef('POSTGRES_PASSWORD', 'POSTGRES_PASSWORD', false));
      define({ name, value: databaseUrl(POSTGRES_ADMIN, '$(POSTGRES_PASSWORD)') });
    }
    if (s.kind === 'redis') {
      define(secretRef('REDIS_PASSWORD', 'REDIS_PASSWORD', false));
      define({ name, value: 'redis://:$(REDIS_PASSWORD)@redis:6379' });
    }
    if (s.kind === 'setting' && s.suffix) {
      const key = s.key ?? name;
      define(settingRef(key, key));
      define({ name, value: `$(${key})${s.suffix}` });
    } else if (s.kind === 'setting') define(settingRef(name, s.key ?? name));
  }
  return vars;
}

const httpProbe = (path: string, port: number | string, periodSeconds: number, failureThreshold = 3): IProbe => ({
  httpGet: { path, port },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

/** Every Node container: nothing to gain, nothing to write outside its volumes. */
const CONTAINER_SECURITY: IContainer['securityContext'] = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};
/** The image's `node` user, by number so the kubelet can check it is not root. */
const POD_SECURITY = { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 };

/** The service a part connects to Postgres as, when it does. */
const databaseServiceOf = (part: NodePart) => Object.values(part.env).flatMap((s) => (s.kind === 'database' ? [s.service] : []))[0];

/**
 * Holds a service's pod until the provisioning Job has made its role (tools/scripts/wait-for-database.mjs),
 * with the service's own URL: the pod starts once, instead of failing and backing off until then.
 */
function waitForDatabase(service: string): IContainer {
  return {
    name: 'wait-for-database',
    image: IMAGE,
    command: ['node', 'tools/scripts/wait-for-database.mjs', service],
    env: podEnv({ DATABASE_URL: { kind: 'database', service } }),
    resources: resources({ cpu: '50m', memory: '96Mi', cpuLimit: '250m', memoryLimit: '192Mi' }),
    securityContext: CONTAINER_SECURITY,
  };
}

/** A Deployment of the Node image: non-root, read-only root, HTTP probes, sized. */
function nodeDeployment(part: NodePart): IDeployment {
  // The gateway and the demo's store are probed on the port they serve; a service on its own
  // HEALTH_PORT, beside the one it serves when it has one (tracking's listener).
  const port = part.probes.port === part.httpPort ? 'http' : 'probes';
  const container: IContainer = {
    name: part.name,
    image: IMAGE,
    command: ['node', part.main],
    env: podEnv(part.env),
    ports: [
      ...(part.httpPort && port !== 'http' ? [{ name: 'http', containerPort: part.httpPort }] : []),
      { name: port, containerPort: part.probes.port },
    ],
    // Migrations run before a service listens: up to three minutes before liveness counts.
    startupProbe: httpProbe(part.probes.live, port, 5, 36),
    readinessProbe: httpProbe(part.probes.ready, port, 10),
    livenessProbe: httpProbe(part.probes.live, port, 20),
    resources: resources(part.resources),
    securityContext: CONTAINER_SECURITY,
  };
  const database = databaseServiceOf(part);
  const volumes = Object.entries(part.volumes ?? {});
  if (volumes.length) container.volumeMounts = volumes.map(([name, mountPath]) => ({ name, mountPath }));
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: part.name, labels: labels(part.name) },
    spec: {
      // An autoscaled part's count is the autoscaler's: a replicas field here would reset it at every apply.
      ...(part.autoscale ? {} : { replicas: part.replicas }),
      selector: { matchLabels: selector(part.name) },
      template: {
        metadata: {
          labels: labels(part.name),
          // Prometheus's pod discovery reads these (deploy/monitoring/prometheus.yml).
          ...(part.metricsPort
            ? {
                annotations: {
                  'prometheus.io/scrape': 'true',
                  'prometheus.io/port': String(part.metricsPort),
                  'prometheus.io/path': '/metrics',
                },
              }
            : {}),
        },
        spec: {
          securityContext: POD_SECURITY,
          ...(database ? { initContainers: [waitForDatabase(database)] } : {}),
          containers: [container],
          // Local disk is one pod's own: with more than one replica, uploads belong in S3 (S3_* settings)
          // and e-mails in SMTP (SMTP_URL); the folders are there so nothing writes to the image.
          // Tracking's click spool is each pod's by design (its comment says why).
          ...(volumes.length ? { volumes: volumes.map(([name]) => ({ name, emptyDir: {} })) } : {}),
        },
      },
    },
  };
}

/**
 * Adds replicas to a part while its pods' CPU use stays above the target, down to its usual
 * count when the wave has passed (metrics-server must run in the cluster).
 */
function autoscaler(part: NodePart & { autoscale: NonNullable<NodePart['autoscale']> }): IHorizontalPodAutoscaler {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: part.name, labels: labels(part.name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: part.name },
      minReplicas: part.replicas,
      maxReplicas: part.autoscale.maxReplicas,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: part.autoscale.cpuPercent } } },
      ],
    },
  };
}

/**
 * How many of a part's pods a drain (a node upgrade, the autoscaler removing a node) may take at
 * once: never the last one of a part, never two of the three NATS servers (JetStream keeps
 * writing while two of three agree).
 */
function disruptionBudget(name: string, budget: { minAvailable: number } | { maxUnavailable: number }): IPodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: labels(name) },
    spec: { selector: { matchLabels: selector(name) }, ...budget },
  };
}

/** A Node part's Deployment, with its autoscaler when it has one and its disruption budget when it runs more than once. */
function nodeWorkload(part: NodePart, comment?: string): KubernetesDocument[] {
  const { autoscale } = part;
  return [
    { object: nodeDeployment(part), ...(comment ? { comment } : {}) },
    ...(autoscale ? [{ object: autoscaler({ ...part, autoscale }) }] : []),
    ...(part.replicas > 1 ? [{ object: disruptionBudget(part.name, { minAvailable: part.replicas - 1 }) }] : []),
  ];
}

function clusterService(name: string, ports: { name: string; port: number; targetPort: number | string }[]): IService {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labels(name) },
    spec: { selector: selector(name), ports },
  };
}

/** One service's Kubernetes objects: what a new service adds to deploy/k8s/platform.yaml. */
export function kubernetesServiceEntries(name: string): KubernetesDocument[] {
  const part = servicePart(name);
  return [
    ...nodeWorkload(part, part.comment ?? `The ${name} service: NATS only, probed on its own HEALTH_PORT.`),
    // A service that serves HTTP (tracking's listener) gets a Service the Ingress sends to.
    ...(part.httpPort ? [{ object: clusterService(name, [{ name: 'http', port: 80, targetPort: 'http' }]) }] : []),
  ];
}

/**
 * The platform's one address: the shopper's paths go to tracking's own listener, never through
 * the gateway (decision 121), everything else to the gateway. Both trust this one hop
 * (TRUST_PROXY_HOPS in the ConfigMap); tracking gets no EDGE_UPSTREAM here.
 */
function ingress(serviceNames: readonly string[]): KubernetesDocument {
  const to = (service: string, path: string) => ({
    path,
    pathType: 'Prefix' as const,
    backend: { service: { name: service, port: { name: 'http' } } },
  });
  const object: IIngress = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'afilia', labels: labels('afilia') },
    spec: {
      rules: [
        {
          http: {
            paths: [...(serviceNames.includes(TRACKING) ? TRACKING_PATHS.map((path) => to(TRACKING, path)) : []), to(GATEWAY.name, '/')],
          },
        },
      ],
    },
  };
  return {
    object,
    comment: [
      "The address people use (PUBLIC_URL): /track, /safelink, /pixel, /conversion-pixel and /storefront go to tracking's own listener",
      '(/pixel before tracking serves it: until then it answers 404), everything else',
      "to the gateway. It names no class and no host, so the cluster's default IngressClass answers it",
      "for every host: add ingressClassName, PUBLIC_URL's host and TLS in an overlay, and your controller's",
      'limits where they are lower than the platform needs: request bodies up to 10 MB (image uploads)',
      "and unbuffered, long-lived responses (the bell's live stream).",
    ].join('\n'),
  };
}

/** The provisioning Job's name carries the version: each release provisions anew, and a Job's pod template is immutable. */
export const PROVISIONING_JOB = `${PROVISIONING}-${VERSION.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;

/**
 * The provisioning step as a Job: the only pod given the administrator's password. It retries
 * while Postgres is not up yet; a finished Job is removed after an hour, so applying the file
 * again provisions again (idempotent), which also picks up changed passwords.
 */
function provisioningJob(part: TaskPart): KubernetesDocument {
  const job: IJob = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: PROVISIONING_JOB, labels: labels(part.name) },
    spec: {
      backoffLimit: 6,
      ttlSecondsAfterFinished: 3600,
      template: {
        metadata: { labels: labels(part.name) },
        spec: {
          // A failed attempt's pod stays, with its log, until the Job is removed.
          restartPolicy: 'Never',
          securityContext: POD_SECURITY,
          containers: [
            {
              name: part.name,
              image: IMAGE,
              command: ['node', part.main],
              env: podEnv(part.env),
              resources: resources(part.resources),
              securityContext: CONTAINER_SECURITY,
            },
          ],
        },
      },
    },
  };
  return {
    object: job,
    comment: [
      "Gives every service its own Postgres role and schema (the administrator's password stays in",
      'this pod); each service pod waits for its role in an init container.',
    ].join('\n'),
  };
}

function postgres(): KubernetesDocument[] {
  const statefulSet: IStatefulSet = {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'postgres', labels: labels('postgres') },
    spec: {
      serviceName: 'postgres',
      replicas: 1,
      selector: { matchLabels: selector('postgres') },
      template: {
        metadata: { labels: labels('postgres') },
        spec: {
          containers: [
            {
              name: 'postgres',
              image: 'postgres:17',
              env: [
                // The superuser: only the provisioning Job connects as it.
                { name: 'POSTGRES_USER', value: POSTGRES_ADMIN },
                { name: 'POSTGRES_DB', value: POSTGRES_DB },
                secretRef('POSTGRES_PASSWORD', 'POSTGRES_PASSWORD', false),
                // A folder inside the volume: a fresh volume's lost+found would stop initdb.
                { name: 'PGDATA', value: '/var/lib/postgresql/data/pgdata' },
              ],
              ports: [{ name: 'postgres', containerPort: 5432 }],
              volumeMounts: [{ name: 'data', mountPath: '/var/lib/postgresql/data' }],
              readinessProbe: {
                exec: { command: ['pg_isready', '-h', '127.0.0.1', '-U', POSTGRES_ADMIN, '-d', POSTGRES_DB] },
                periodSeconds: 10,
              },
              livenessProbe: {
                exec: { command: ['pg_isready', '-h', '127.0.0.1', '-U', POSTGRES_ADMIN, '-d', POSTGRES_DB] },
                initialDelaySeconds: 30,
                periodSeconds: 20,
                failureThreshold: 6,
              },
              resources: resources({ cpu: '250m', memory: '512Mi', cpuLimit: '1', memoryLimit: '1Gi' }),
            },
          ],
        },
      },
      volumeClaimTemplates: [
        { metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } } },
      ],
    },
  };
  return [
    {
      object: clusterService('postgres', [{ name: 'postgres', port: 5432, targetPort: 'postgres' }]),
      comment: 'Postgres: one schema per service, owned by its own role; each service migrates its own at boot.',
    },
    { object: statefulSet },
  ];
}

/** The cluster's routes: each pod of the StatefulSet by its stable name. */
const NATS_PODS = [0, 1, 2].map((i) => `nats-${i}.nats-cluster`);

/** nats-server's own health endpoint, asked from inside the pod: monitoring listens on loopback only. */
const natsProbe = (query: string, periodSeconds: number, failureThreshold = 3): IProbe => ({
  exec: { command: ['wget', '-q', '-O', '/dev/null', `http://127.0.0.1:8222/healthz${query}`] },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

function nats(serviceNames: readonly string[]): KubernetesDocument[] {
  const config: IConfigMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'nats-config', labels: labels('nats') },
    data: { 'nats.conf': natsServerConfig(natsCluster(NATS_PODS)) },
  };
  const statefulSet: IStatefulSet = {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name: 'nats', labels: labels('nats') },
    spec: {
      serviceName: 'nats-cluster',
      replicas: NATS_PODS.length,
      // The servers find each other by name before any of them is ready.
      podManagementPolicy: 'Parallel',
      selector: { matchLabels: selector('nats') },
      template: {
        metadata: { labels: labels('nats') },
        spec: {
          containers: [
            {
              name: 'nats',
              image: 'nats:2.11-alpine',
              command: ['sh', '-c', NATS_START],
              env: [
                // Each pod is one server of the cluster, named after the pod.
                { name: 'NATS_SERVER_NAME', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } },
                secretRef('NATS_ROUTE_PASSWORD', 'NATS_ROUTE_PASSWORD', false),
                ...podEnv(natsServerEnv(serviceNames)),
              ],
              ports: [
                { name: 'client', containerPort: 4222 },
                { name: 'cluster', containerPort: 6222 },
              ],
              volumeMounts: [
                { name: 'config', mountPath: '/etc/nats' },
                { name: 'data', mountPath: '/data' },
              ],
              // nats-server's own health endpoint: the server first, then JetStream.
              startupProbe: natsProbe('', 10, 90),
              readinessProbe: natsProbe('?js-server-only=true', 10),
              livenessProbe: natsProbe('?js-enabled-only=true', 30),
              resources: resources({ cpu: '100m', memory: '256Mi', cpuLimit: '500m', memoryLimit: '1Gi' }),
            },
          ],
          volumes: [{ name: 'config', configMap: { name: 'nats-config' } }],
        },
      },
      volumeClaimTemplates: [
        { metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } } },
      ],
    },
  };
  const routes: IService = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'nats-cluster', labels: labels('nats') },
    spec: {
      clusterIP: 'None',
      publishNotReadyAddresses: true,
      selector: selector('nats'),
      ports: [{ name: 'cluster', port: 6222, targetPort: 'cluster' }],
    },
  };
  return [
    { object: config, comment: 'NATS with JetStream: three servers in one cluster.' },
    { object: clusterService('nats', [{ name: 'client', port: 4222, targetPort: 'client' }]) },
    { object: routes },
    { object: statefulSet },
    { object: disruptionBudget('nats', { maxUnavailable: 1 }) },
  ];
}

function redis(): KubernetesDocument[] {
  const ping = { exec: { command: ['redis-cli', 'ping'] } };
  const deployment: IDeployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'redis', labels: labels('redis') },
    spec: {
      replicas: 1,
      selector: { matchLabels: selector('redis') },
      template: {
        metadata: { labels: labels('redis') },
        spec: {
          containers: [
            {
              name: 'redis',
              image: 'redis:7',
              // A password, so nothing else in the cluster reads or resets the counters; rate-limit
              // counters only: nothing worth writing to disk.
              args: ['--requirepass', '$(REDIS_PASSWORD)', '--save', '', '--appendonly', 'no'],
              // redis-cli reads the password from REDISCLI_AUTH for the probes.
              env: [secretRef('REDIS_PASSWORD', 'REDIS_PASSWORD', false), { name: 'REDISCLI_AUTH', value: '$(REDIS_PASSWORD)' }],
              ports: [{ name: 'redis', containerPort: 6379 }],
              readinessProbe: { ...ping, periodSeconds: 10 },
              livenessProbe: { ...ping, periodSeconds: 20 },
              resources: resources({ cpu: '50m', memory: '64Mi', cpuLimit: '250m', memoryLimit: '256Mi' }),
            },
          ],
        },
      },
    },
  };
  return [
    {
      object: clusterService('redis', [{ name: 'redis', port: 6379, targetPort: 'redis' }]),
      comment: "Redis: the gateway replicas' shared rate-limit counters.",
    },
    { object: deployment },
  ];
}

function settings(): KubernetesDocument {
  return {
    object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: SETTINGS, labels: labels('afilia') }, data: SHIPPED_SETTINGS },
    comment: [
      'Settings that are not secret (docs/operations.md lists them all). Set PUBLIC_URL to the address',
      'people use. Optional ones the pods read when present: TIENDANUBE_APP_ID, TIENDANUBE_AUTH_URL,',
      'TIENDANUBE_API_URL, TIENDANUBE_SANDBOX, TIENDANUBE_USER_AGENT, MAIL_FROM, COOKIE_SECURE,',
      'S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_PUBLIC_URL, CLICK_SPOOL_MAX_MB, LINK_CACHE_SIZE, COMMISSION_HOLD_DAYS,',
      'CONVERSION_REVIEW_DAYS, PAYOUT_MINIMUM_CENTS.',
    ].join('\n'),
  };
}

/** deploy/k8s/platform.yaml: everything but the Secret and the demo's store. */
export function kubernetesPlatform(serviceNames: readonly string[]): KubernetesDocument[] {
  return [
    settings(),
    ...postgres(),
    ...nats(serviceNames),
    ...redis(),
    provisioningJob(provisioningPart(serviceNames)),
    ...serviceNames.flatMap(kubernetesServiceEntries),
    ...nodeWorkload(GATEWAY, 'The gateway: the API, the webhooks and the built micro-frontends, behind the Ingress.'),
    { object: clusterService('gateway', [{ name: 'http', port: 80, targetPort: 'http' }]) },
    ingress(serviceNames),
  ];
}

/** The Secret's keys a setting reads. */
function secretsOf(name: string, s: Setting): string[] {
  if (s.kind === 'secret') return [s.key ?? name];
  if (s.kind === 'database') return [databasePasswordKey(s.service)];
  if (s.kind === 'adminDatabase') return ['POSTGRES_PASSWORD'];
  if (s.kind === 'redis') return ['REDIS_PASSWORD'];
  return [];
}

/** The secrets every part requires, and those read when present. */
export function secretKeys(serviceNames: readonly string[]): { required: string[]; optional: string[] } {
  // nats-server reads every part's public key.
  const required = new Set<string>(['POSTGRES_PASSWORD', 'NATS_ROUTE_PASSWORD', ...Object.keys(natsServerEnv(serviceNames))]);
  const optional = new Set<string>();
  const parts: (NodePart | TaskPart)[] = [provisioningPart(serviceNames), ...serviceNames.map(servicePart), GATEWAY, SANDBOX];
  for (const part of parts) {
    for (const [name, s] of Object.entries(part.env)) {
      // The demo's store needs the client secret only when it runs; the catalogue reads it when present.
      const optionalHere = (s.kind === 'secret' && s.optional) || ('profile' in part && part.profile);
      for (const key of secretsOf(name, s)) (optionalHere ? optional : required).add(key);
    }
  }
  return { required: [...required], optional: [...optional].filter((k) => !required.has(k)) };
}

/** deploy/k8s/secret.template.yaml: the Secret's shape, never its values. */
export function kubernetesSecretTemplate(serviceNames: readonly string[]): KubernetesDocument {
  const { required, optional } = secretKeys(serviceNames);
  // The signing pair and the NATS users' keys are made by the script; the rest are random.
  const pair: readonly string[] = [...CALLER_KEY_SETTINGS, ...SEAL_KEY_SETTINGS, ...busKeySettings(serviceNames)];
  const ordered = [...required.filter((k) => !pair.includes(k)), ...pair.filter((k) => required.includes(k))];
  const command = [
    'eval "$(node tools/scripts/deploy-keys.mjs)"',
    `kubectl create secret generic ${SECRET} \\`,
    ...ordered.map((k, i) => {
      const generated = pair.includes(k) ? `"$${k}"` : '"$(openssl rand -hex 32)"';
      return `  --from-literal=${k}=${generated}${i < ordered.length - 1 ? ' \\' : ''}`;
    }),
  ];
  return {
    object: {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: SECRET, labels: labels('afilia') },
      type: 'Opaque',
      stringData: Object.fromEntries(ordered.map((k) => [k, ''])),
    },
    comment: [
      'The afilia Secret. Never commit it with values: each install generates its own, for example',
      ...command.map((l) => `  ${l}`),
      'or fills this template in outside the repository. An empty value stops the part that needs it.',
      `Optional keys, read when present: ${optional.join(', ')}.`,
    ].join('\n'),
  };
}

/** deploy/k8s/tiendanube-sandbox.yaml: the demo's local Tiendanube store. */
export function kubernetesSandbox(): KubernetesDocument[] {
  return [
    {
      object: nodeDeployment(SANDBOX),
      comment: [
        'Optional, for a demo without a Tiendanube app: a local store that speaks the same API',
        '(tools/tiendanube-sandbox). Give TIENDANUBE_CLIENT_SECRET to the afilia Secret and set',
        'TIENDANUBE_APP_ID, TIENDANUBE_AUTH_URL (the address browsers and the catalogue service',
        'both reach it at, e.g. through an ingress), TIENDANUBE_API_URL (that address + /v1) and',
        'TIENDANUBE_SANDBOX=true in the afilia-settings ConfigMap.',
      ].join('\n'),
    },
    { object: clusterService(SANDBOX.name, [{ name: 'http', port: 80, targetPort: 'http' }]) },
  ];
}
