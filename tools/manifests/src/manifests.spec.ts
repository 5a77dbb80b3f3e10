import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES, SIGNING_SERVICES } from '@afilia/contracts';
import { DCLinter } from 'dclint';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress, type IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import {
  busPublicKeyOf,
  CallerVerifier,
  callerKey,
  natsNkeyVariable,
  natsSeedKey,
  serviceRole,
  signingKeySecret,
  signPass,
} from '@afilia/service-kit';
import { type Document, isScalar, parse, parseAllDocuments, Scalar, visit } from 'yaml';
import type { z } from 'zod';
import type { ComposeService } from './compose.js';
import { databasePasswordKey, POSTGRES_ADMIN } from './database.js';
import { PROVISIONING_JOB, secretKeys, SHIPPED_SETTINGS, type KubernetesObject } from './kubernetes.js';
import { NATS_CONFIG_FILE } from './nats-config.js';
import { CLICK_SPOOL_DIR, PROVISIONING, PUBLIC_PORT, SERVICE_HEALTH_PORT, TRACKING_PATHS } from './parts.js';
import {
  COMPOSE_FILE,
  KUBERNETES_FILE,
  KUBERNETES_SANDBOX_FILE,
  KUBERNETES_SECRET_FILE,
  renderManifests,
  renderServiceEntries,
  ROOT,
} from './render.js';

const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');
const compose = parse(read(COMPOSE_FILE)) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const kubernetesFiles = [KUBERNETES_FILE, KUBERNETES_SECRET_FILE, KUBERNETES_SANDBOX_FILE];
const kubernetes = (file: string) => parseAllDocuments(read(file)).map((d) => d.toJS() as KubernetesObject);
/** What runs for as long as the platform does: probed, sized, restarted. */
const workloads = kubernetesFiles
  .flatMap(kubernetes)
  .filter(
    (o): o is Extract<KubernetesObject, { kind: 'Deployment' | 'StatefulSet' }> => o.kind === 'Deployment' || o.kind === 'StatefulSet',
  );
const jobs = kubernetesFiles.flatMap(kubernetes).filter((o): o is Extract<KubernetesObject, { kind: 'Job' }> => o.kind === 'Job');
/** Every container of every pod the files run, init containers and Jobs' included, by `<workload>/<container>`. */
const containers: [string, IContainer][] = [...workloads, ...jobs].flatMap((w) => {
  const pod = w.spec!.template.spec!;
  return [...(pod.initContainers ?? []), ...pod.containers].map((c): [string, IContainer] => [`${w.metadata!.name}/${c.name}`, c]);
});

/** What dclint reports per finding (its own type does not resolve from its published declarations). */
interface LintMessage {
  rule: string;
  message: string;
}

/** The service a command runs, when it is one of services/*. */
/** The service a command runs: `node services/<name>/dist/main.js`, or the same at the end of a shell's script. */
const serviceOf = (command: readonly string[] | undefined) =>
  /(?:^|exec node )services\/([^/]+)\/dist\/main\.js$/.exec((command?.[0] === 'sh' ? command[2] : command?.[1]) ?? '')?.[1];

describe('the deploy manifests', () => {
  it('are what `npm run manifests` renders from the list of services', async () => {
    const rendered = await renderManifests(SERVICE_NAMES);
    for (const [file, text] of Object.entries(rendered)) expect({ file, text: read(file) }).toEqual({ file, text });
  });

  it('run every service of the code, and no other, in compose and in Kubernetes', () => {
    const withMain = readdirSync(`${ROOT}services`).filter((dir) => existsSync(`${ROOT}services/${dir}/src/main.ts`));
    expect([...SERVICE_NAMES].sort()).toEqual(withMain.sort());

    const composed = Object.entries(compose.services).flatMap(([name, s]) => {
      const service = serviceOf(s.command);
      if (service) expect(name).toBe(service);
      return service ? [service] : [];
    });
    expect(composed.sort()).toEqual([...SERVICE_NAMES].sort());

    const deployed = workloads.flatMap((w) => w.spec!.template.spec!.containers.flatMap((c) => serviceOf(c.command) ?? []));
    expect(deployed.sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it('run the gateway, Postgres, NATS and Redis in both, and the demo store in its compose profile and its own Kubernetes file', () => {
    const infrastructure = ['gateway', 'postgres', 'nats', 'redis'];
    // Compose names each of its three NATS servers; Kubernetes runs them as one StatefulSet.
    const inCompose = ['gateway', 'postgres', 'nats-1', 'nats-2', 'nats-3', 'redis'];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining([...inCompose, 'tiendanube-sandbox']));
    expect(compose.services['tiendanube-sandbox']!.profiles).toEqual(['demo']);
    expect(workloads.map((w) => w.metadata!.name)).toEqual(expect.arrayContaining([...infrastructure, 'tiendanube-sandbox']));
    expect(kubernetes(KUBERNETES_SANDBOX_FILE).map((o) => o.metadata!.name)).toEqual(['tiendanube-sandbox', 'tiendanube-sandbox']);
  });

  it('give every part a healthcheck in compose, and readiness and liveness probes and sized resources in Kubernetes', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // A one-shot (the provisioning step) exits when done: there is nothing to probe.
      const oneShot = service.restart === 'no';
      expect({ name, healthcheck: (service.healthcheck?.test.length ?? 0) > 1 }).toEqual({ name, healthcheck: !oneShot });
      const resources = service.deploy?.resources;
      expect({ name, limits: Object.keys(resources?.limits ?? {}), reservations: Object.keys(resources?.reservations ?? {}) }).toEqual({
        name,
        limits: ['cpus', 'memory'],
        reservations: ['cpus', 'memory'],
      });
    }
    for (const workload of workloads) {
      for (const c of workload.spec!.template.spec!.containers) {
        const name = `${workload.metadata!.name}/${c.name}`;
        expect({ name, readiness: Boolean(c.readinessProbe), liveness: Boolean(c.livenessProbe) }).toEqual({
          name,
          readiness: true,
          liveness: true,
        });
      }
    }
    // Init containers and Jobs are sized too; the image's own run with a read-only root as the rest.
    expect(jobs.map((j) => j.metadata!.name)).toEqual([PROVISIONING_JOB]);
    for (const [name, c] of containers) {
      expect({
        name,
        requests: Object.keys(c.resources?.requests ?? {}).sort(),
        limits: Object.keys(c.resources?.limits ?? {}).sort(),
      }).toEqual({
        name,
        requests: ['cpu', 'memory'],
        limits: ['cpu', 'memory'],
      });
      if (c.image?.startsWith('afilia:'))
        expect({ name, readOnlyRoot: c.securityContext?.readOnlyRootFilesystem }).toEqual({ name, readOnlyRoot: true });
    }
  });

  it("announce every platform part's /metrics to Prometheus's pod discovery, on the port its process serves it", () => {
    const parts = workloads.filter(
      (w) => w.metadata!.name === 'gateway' || (SERVICE_NAMES as readonly string[]).includes(w.metadata!.name!),
    );
    expect(parts.map((w) => w.metadata!.name).sort()).toEqual(['gateway', ...SERVICE_NAMES].sort());
    for (const workload of parts) {
      const env = Object.fromEntries((workload.spec!.template.spec!.containers[0]!.env ?? []).map((e) => [e.name, e.value]));
      const served = workload.metadata!.name === 'gateway' ? env.METRICS_PORT : env.HEALTH_PORT;
      expect({ name: workload.metadata!.name, annotations: workload.spec!.template.metadata!.annotations }).toEqual({
        name: workload.metadata!.name,
        annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': served, 'prometheus.io/path': '/metrics' },
      });
    }
  });

  it('hold no secret value: compose requires each from deploy/.env, the Secret template leaves each empty', () => {
    const { required, optional } = secretKeys(SERVICE_NAMES);
    const text = read(COMPOSE_FILE);
    for (const key of [...required, ...optional])
      expect({ key, defaults: text.match(new RegExp(`\\$\\{${key}:-[^}]+\\}`, 'g')) }).toEqual({ key, defaults: null });
    const [secret] = kubernetes(KUBERNETES_SECRET_FILE) as unknown as [{ kind: string; stringData: Record<string, string> }];
    expect(secret.kind).toBe('Secret');
    expect(Object.keys(secret.stringData).sort()).toEqual([...required].sort());
    expect(Object.values(secret.stringData).every((v) => v === '')).toBe(true);
  });

  it('run on Node 22, as the workspace asks and its tests themselves do (issue 38 §2)', () => {
    const node22 = /^22(\.|$)|^>=22$/;
    expect([...read('deploy/Dockerfile').matchAll(/^FROM node:(\S+)/gm)].map((m) => m[1]!.split('-')[0])).toEqual(['22', '22']);
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
    expect(pkg.engines.node).toMatch(node22);
    // Every script that starts the platform or its tests goes through the launcher of Node 22.
    for (const name of ['start', 'dev', 'cluster', 'test', 'bench', 'faults'])
      expect({ name, script: pkg.scripts[name] }).toEqual({ name, script: expect.stringMatching(/^node tools\/scripts\/node22\.mjs /) });
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it('run on an image that makes each folder a compose volume mounts, owned by the user the parts run as', () => {
    // A new named volume takes its owner from the image's folder, root's when the image has none.
    const run = /^RUN mkdir -p (.+?) && chown node:node (.+)$/m.exec(read('deploy/Dockerfile').replace(/\\\n\s*/g, ''))!;
    const [made, owned] = [run[1]!.split(/\s+/), run[2]!.split(/\s+/)];
    const mounted = Object.values(compose.services)
      .filter((s) => s.build)
      .flatMap((s) => (s.volumes ?? []).map((v) => v.split(':')[1]!));
    expect(mounted).toContain(CLICK_SPOOL_DIR);
    for (const folder of mounted)
      expect({ folder, made: made.includes(folder), owned: owned.includes(folder) }).toEqual({ folder, made: true, owned: true });
  });
});

describe('a new service', () => {
  it('gets its compose service, Kubernetes Deployment and disruption budget from its name alone, and the gateway waits for it', async () => {
    const entries = renderServiceEntries('scratchsvc');
    expect(entries.compose.scratchsvc!.command).toEqual(['node', 'services/scratchsvc/dist/main.js']);
    expect(entries.compose.scratchsvc!.environment).toMatchObject({ HEALTH_PORT: '8081', NATS_URL: 'nats://nats:4222' });
    expect(entries.kubernetes.map((o) => `${o.kind}/${o.metadata!.name}`)).toEqual([
      'Deployment/scratchsvc',
      'PodDisruptionBudget/scratchsvc',
    ]);

    expect(entries.compose.scratchsvc!.depends_on).toMatchObject({ [PROVISIONING]: { condition: 'service_completed_successfully' } });

    const files = await renderManifests([...SERVICE_NAMES, 'scratchsvc']);
    const composed = (parse(files[COMPOSE_FILE]!) as typeof compose).services;
    expect(Object.keys(composed.gateway!.depends_on!)).toContain('scratchsvc');
    // Its role is provisioned with the others.
    expect(composed[PROVISIONING]!.environment).toHaveProperty('SCRATCHSVC_DATABASE_PASSWORD');
    expect(files[KUBERNETES_FILE]).toContain('command: [node, services/scratchsvc/dist/main.js]');
    expect(files[KUBERNETES_SECRET_FILE]).toContain('SCRATCHSVC_DATABASE_PASSWORD');
  });
});

describe('the manifests against their schemas (offline)', () => {
  it('compose: the compose-spec schema and dclint’s rules', () => {
    // Every rule but one: the Node parts name the image they build (decision 242), so compose
    // builds it once, under the name Kubernetes pulls, and `up --no-build` runs a built one.
    const linter = new DCLinter({ rules: { 'no-build-and-image': 0 }, quiet: false, debug: false, exclude: [] });
    const [result] = linter.lintFiles([`${ROOT}${COMPOSE_FILE}`], false);
    expect(result!.messages.map((m: LintMessage) => `${m.rule}: ${m.message}`)).toEqual([]);
  });

  it('quote every `?` inside a one-line list: Go’s YAML reader (compose v2, kubectl) fails on it plain', async () => {
    const files = await renderManifests(SERVICE_NAMES);
    const plainQuestionMarks = Object.entries(files).flatMap(([file, text]) => {
      const found: string[] = [];
      for (const doc of parseAllDocuments(text) as Document.Parsed[])
        visit(doc, {
          Seq(_, seq) {
            if (!seq.flow) return;
            for (const item of seq.items)
              if (isScalar(item) && String(item.value).includes('?') && item.type === Scalar.PLAIN)
                found.push(`${file}: ${String(item.value)}`);
          },
        });
      return found;
    });
    expect(plainQuestionMarks).toEqual([]);
    expect(files[COMPOSE_FILE]).toContain("'http://127.0.0.1:8222/healthz?js-enabled-only=true'");
  });

  it('compose: a file that breaks the schema is caught', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'afilia-compose-')), 'docker-compose.yml');
    writeFileSync(
      broken,
      'name: afilia\nservices:\n  gateway:\n    image: afilia:1\n    healthcheck: { test: [CMD, node] }\n    bogus: true\n',
    );
    const linter = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] });
    const [result] = linter.lintFiles([broken], false);
    expect(result!.messages.map((m: LintMessage) => m.rule)).toContain('invalid-schema');
  });

  it('Kubernetes: every object against the schema of its kind', () => {
    const models = {
      Deployment,
      StatefulSet,
      Job,
      Service,
      ConfigMap,
      Secret,
      Ingress,
      HorizontalPodAutoscaler,
      PodDisruptionBudget,
    } as const;
    for (const file of kubernetesFiles) {
      for (const object of kubernetes(file)) {
        const Model = models[object.kind as keyof typeof models];
        expect({ file, kind: object.kind, known: Boolean(Model) }).toEqual({ file, kind: object.kind, known: true });
        expect(() => new Model(object as never).validate()).not.toThrow();
      }
    }
    expect(() => new Deployment({ metadata: { name: 'x' }, spec: { replicas: 'two' } } as never).validate()).toThrow();
  });
});

/** The scripts the deploy runs and the docs tell people to run (plain .mjs, typed here by hand). */
interface ProvisioningScript {
  databasePasswordKey(service: string): string;
  provisioningInputs(
    env: Record<string, string | undefined>,
    services: readonly string[],
  ): { adminUrl: string; passwords: Record<string, string> };
}
interface DeployKeysScript {
  deployKeySettings(): Record<string, string>;
  envLines(settings: Record<string, string>): string;
}
const provisioning = (await import(`${ROOT}tools/scripts/lib/database-provisioning.mjs`)) as ProvisioningScript;
const deployKeys = (await import(`${ROOT}tools/scripts/lib/deploy-keys.mjs`)) as DeployKeysScript;

/**
 * A deploy/.env with what is required, nothing else: random secrets, and the signing pair and
 * NATS users as tools/scripts/deploy-keys.mjs prints them (read back as compose reads its single quotes).
 */
const DEPLOY_KEY_LINES = deployKeys.envLines(deployKeys.deployKeySettings());
const SAMPLE_SECRETS: Record<string, string> = {
  ...Object.fromEntries(secretKeys(SERVICE_NAMES).required.map((k) => [k, `${k.toLowerCase()}-`.padEnd(48, 'x')])),
  ...Object.fromEntries([...DEPLOY_KEY_LINES.matchAll(/^(\w+)='([^']*)'$/gm)].map((m) => [m[1]!, m[2]!])),
};

/** Compose's interpolation of `${VAR}`, `${VAR:-default}` and `${VAR:?error}` from a .env. */
function interpolate(value: string, dotenv: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op: string | undefined, arg: string) => {
    const set = dotenv[name];
    if (set) return set;
    if (op === '?') throw new Error(`compose would stop: ${arg}`);
    return op === '-' ? arg : '';
  });
}

function composeEnv(service: string, dotenv: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(compose.services[service]!.environment ?? {})) {
    // A key without a value passes through only when deploy/.env has it.
    if (value === null) {
      if (dotenv[name] !== undefined) env[name] = dotenv[name];
    } else env[name] = interpolate(String(value), dotenv);
  }
  return env;
}

/**
 * A container's environment as the kubelet builds it from the Secret and the shipped ConfigMap;
 * `name` is `<workload>/<container>`, or a Deployment's name for its main container.
 */
function kubernetesEnv(name: string): Record<string, string> {
  const [, container] = containers.find(([n]) => n === (name.includes('/') ? name : `${name}/${name}`))!;
  const env: Record<string, string> = {};
  for (const v of container.env ?? []) {
    const secret = v.valueFrom?.secretKeyRef;
    const setting = v.valueFrom?.configMapKeyRef;
    // A field of the pod itself (its name) is known only when it runs.
    const field = v.valueFrom?.fieldRef;
    const value = field
      ? `<${field.fieldPath}>`
      : secret
        ? SAMPLE_SECRETS[secret.key]
        : setting
          ? SHIPPED_SETTINGS[setting.key]
          : v.value?.replace(/\$\((\w+)\)/g, (_, n: string) => env[n] ?? '');
    if (value === undefined && !(secret?.optional || setting?.optional)) throw new Error(`${name}: ${v.name} has no value`);
    if (value !== undefined) env[v.name] = value;
  }
  return env;
}

async function envSchema(part: string): Promise<z.ZodType> {
  const path = part === 'gateway' ? `${ROOT}gateway/src/config/env.ts` : `${ROOT}services/${part}/src/config/env.ts`;
  const module = (await import(path)) as Record<string, unknown>;
  const [, schema] = Object.entries(module).find(([name]) => name.endsWith('EnvSchema'))!;
  return schema as z.ZodType;
}

describe('each part’s settings in the manifests', () => {
  it.each([...SERVICE_NAMES, 'gateway'])('%s: its own env schema accepts what compose and Kubernetes give it', async (part) => {
    const schema = await envSchema(part);
    const fromCompose = schema.safeParse(composeEnv(part, SAMPLE_SECRETS));
    expect(fromCompose.success ? [] : fromCompose.error.issues).toEqual([]);
    const fromKubernetes = schema.safeParse(kubernetesEnv(part));
    expect(fromKubernetes.success ? [] : fromKubernetes.error.issues).toEqual([]);
  });

  it.each([...SERVICE_NAMES, 'gateway'])('%s: every setting it reads is in .env.example', async (part) => {
    const documented = new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const schemas = [await envSchema(part)];
    // Every service also reads the kit's HEALTH_PORT.
    if (part !== 'gateway') schemas.push((await import(`${ROOT}services/kit/src/health-listener.ts`)).healthListenerEnvSchema);
    const settings = schemas.flatMap((s) => Object.keys((s as unknown as { shape: Record<string, unknown> }).shape));
    expect(settings.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('every value compose requires from deploy/.env is in .env.example', () => {
    const documented = new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const requiredByCompose = new Set([...read(COMPOSE_FILE).matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!));
    expect([...requiredByCompose].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('compose stops at once when deploy/.env lacks a secret', () => {
    expect(() => composeEnv('identity', {})).toThrow('set IDENTITY_DATABASE_PASSWORD in deploy/.env');
  });
});

/** Every secret the Secret or deploy/.env holds, by the parts it reaches. */
function secretsByPart(): { compose: Record<string, string[]>; kubernetes: Record<string, string[]> } {
  const { required, optional } = secretKeys(SERVICE_NAMES);
  const all = [...required, ...optional];
  const reach = (found: [part: string, key: string][]) => {
    const byKey: Record<string, string[]> = {};
    for (const [part, key] of found) if (all.includes(key) && !byKey[key]?.includes(part)) (byKey[key] ??= []).push(part);
    for (const parts of Object.values(byKey)) parts.sort();
    return byKey;
  };
  const fromCompose = Object.entries(compose.services).flatMap(([part, service]) =>
    Object.entries(service.environment ?? {}).flatMap(([name, value]): [string, string][] =>
      // A key without a value passes deploy/.env's value of the same name.
      value === null ? [[part, name]] : [...String(value).matchAll(/\$\{(\w+)/g)].map((m) => [part, m[1]!]),
    ),
  );
  const fromKubernetes = [...workloads, ...jobs].flatMap((w) =>
    [...(w.spec!.template.spec!.initContainers ?? []), ...w.spec!.template.spec!.containers].flatMap((c) =>
      (c.env ?? []).flatMap((v): [string, string][] =>
        v.valueFrom?.secretKeyRef ? [[w.metadata!.name!, v.valueFrom.secretKeyRef.key]] : [],
      ),
    ),
  );
  return { compose: reach(fromCompose), kubernetes: reach(fromKubernetes) };
}

describe('each service’s own database role', () => {
  it.each([...SERVICE_NAMES])('%s: its DATABASE_URL names its own role and password, never the administrator', (service) => {
    const password = SAMPLE_SECRETS[databasePasswordKey(service)];
    for (const env of [composeEnv(service, SAMPLE_SECRETS), kubernetesEnv(service), kubernetesEnv(`${service}/wait-for-database`)]) {
      const url = new URL(env.DATABASE_URL!);
      expect({ user: url.username, password: url.password }).toEqual({ user: serviceRole(service), password });
      expect(url.username).not.toBe(POSTGRES_ADMIN);
      expect(Object.values(env).join('\n')).not.toContain(SAMPLE_SECRETS.POSTGRES_PASSWORD);
    }
  });

  it('the provisioning step runs before the services: a one-shot they wait for in compose, a Job they wait for in Kubernetes', () => {
    const step = compose.services[PROVISIONING]!;
    expect(step.command).toEqual(['node', 'tools/scripts/provision-databases.mjs']);
    expect(step.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(step.restart).toBe('no');
    for (const service of SERVICE_NAMES)
      expect({ service, dependsOn: compose.services[service]!.depends_on?.[PROVISIONING] }).toEqual({
        service,
        dependsOn: { condition: 'service_completed_successfully' },
      });

    const [job] = kubernetes(KUBERNETES_FILE).filter((o) => o.kind === 'Job') as typeof jobs;
    expect(job!.spec!.template.spec!.containers.map((c) => c.command)).toEqual([['node', 'tools/scripts/provision-databases.mjs']]);
    for (const service of SERVICE_NAMES) {
      const pod = workloads.find((w) => w.metadata!.name === service)!.spec!.template.spec!;
      // The pod's only init container holds the service back until its role logs in and owns its schema.
      expect((pod.initContainers ?? []).map((c) => c.command)).toEqual([['node', 'tools/scripts/wait-for-database.mjs', service]]);
      expect(kubernetesEnv(`${service}/wait-for-database`).DATABASE_URL).toBe(kubernetesEnv(service).DATABASE_URL);
    }
  });

  it('the provisioning script gets, from compose and from Kubernetes, the administrator and the password each service connects with', () => {
    for (const service of SERVICE_NAMES) expect(provisioning.databasePasswordKey(service)).toBe(databasePasswordKey(service));
    const given = [composeEnv(PROVISIONING, SAMPLE_SECRETS), kubernetesEnv(`${PROVISIONING_JOB}/${PROVISIONING}`)];
    for (const env of given) {
      const { adminUrl, passwords } = provisioning.provisioningInputs(env, SERVICE_NAMES);
      expect(new URL(adminUrl).username).toBe(POSTGRES_ADMIN);
      for (const service of SERVICE_NAMES)
        expect({ service, password: passwords[service] }).toEqual({
          service,
          password: new URL(composeEnv(service, SAMPLE_SECRETS).DATABASE_URL!).password,
        });
    }
    // And it refuses to start with a password missing, naming it.
    expect(() => provisioning.provisioningInputs({ ...given[0], IDENTITY_DATABASE_PASSWORD: '' }, SERVICE_NAMES)).toThrow(
      'IDENTITY_DATABASE_PASSWORD is required',
    );
  });

  it("the administrator's password reaches Postgres and the provisioning step only, each service's password its service and that step", () => {
    const { compose: inCompose, kubernetes: inKubernetes } = secretsByPart();
    expect(inCompose.POSTGRES_PASSWORD).toEqual([PROVISIONING, 'postgres'].sort());
    expect(inKubernetes.POSTGRES_PASSWORD).toEqual([PROVISIONING_JOB, 'postgres'].sort());
    for (const service of SERVICE_NAMES) {
      const key = databasePasswordKey(service);
      expect({ key, parts: inCompose[key] }).toEqual({ key, parts: [PROVISIONING, service].sort() });
      expect({ key, parts: inKubernetes[key] }).toEqual({ key, parts: [PROVISIONING_JOB, service].sort() });
    }
  });
});

describe('the signed passes on the bus', () => {
  it("each signing key reaches its part only (the gateway's, and each calling service's), CALLER_KEYS every service", () => {
    const { compose: inCompose, kubernetes: inKubernetes } = secretsByPart();
    for (const part of ['gateway', ...SIGNING_SERVICES]) {
      expect({ part, compose: inCompose[signingKeySecret(part)] }).toEqual({ part, compose: [part] });
      expect({ part, kubernetes: inKubernetes[signingKeySecret(part)] }).toEqual({ part, kubernetes: [part] });
    }
    expect(SIGNING_SERVICES).toContain('campaigns');
    expect(inCompose.CALLER_KEYS).toEqual([...SERVICE_NAMES].sort());
    expect(inKubernetes.CALLER_KEYS).toEqual([...SERVICE_NAMES].sort());
  });

  it('a pass a part signs with what it is given is accepted by every service with what it is given', () => {
    for (const part of ['gateway', ...SIGNING_SERVICES]) {
      const keys = [composeEnv(part, SAMPLE_SECRETS).SIGNING_KEY!, kubernetesEnv(part).SIGNING_KEY!];
      for (const signingKey of keys) {
        const pass = signPass(callerKey(part, signingKey), 'identity.health.check', null);
        for (const service of SERVICE_NAMES)
          for (const env of [composeEnv(service, SAMPLE_SECRETS), kubernetesEnv(service)])
            expect(CallerVerifier.fromSetting(env.CALLER_KEYS!).verify(pass, 'identity.health.check').caller).toBe(part);
      }
    }
  });

  it('deploy-keys.mjs prints the pair and the NATS users, as deploy/.env and a shell read them', () => {
    expect(
      DEPLOY_KEY_LINES.split('\n')
        .filter(Boolean)
        .map((line) => line.split('=')[0]),
    ).toEqual([
      ...['gateway', ...SIGNING_SERVICES].map(signingKeySecret),
      'CALLER_KEYS',
      'NOTIFICATIONS_PUBLIC_KEY',
      'SEAL_PRIVATE_KEY',
      ...['gateway', ...SERVICE_NAMES].flatMap((p) => [natsSeedKey(p), natsNkeyVariable(p)]),
    ]);
    expect(Object.keys(JSON.parse(SAMPLE_SECRETS.CALLER_KEYS!))).toEqual(['gateway', ...SIGNING_SERVICES]);
  });
});

describe('the platform’s NATS', () => {
  it('lets in each part as its own user only: its seed reaches that part, its public key nats-server', () => {
    const config = read(NATS_CONFIG_FILE);
    const { compose: inCompose, kubernetes: inKubernetes } = secretsByPart();
    for (const part of ['gateway', ...SERVICE_NAMES]) {
      expect(config).toContain(`nkey: $${natsNkeyVariable(part)}`);
      expect(inCompose[natsSeedKey(part)]).toEqual([part]);
      expect(inKubernetes[natsSeedKey(part)]).toEqual([part]);
      expect(inCompose[natsNkeyVariable(part)]).toEqual(['nats-1', 'nats-2', 'nats-3']);
      expect(inKubernetes[natsNkeyVariable(part)]).toEqual(['nats']);
      const seeds = [composeEnv(part, SAMPLE_SECRETS).NATS_SEED!, kubernetesEnv(part).NATS_SEED!];
      for (const seed of seeds) {
        for (const server of ['nats-1', 'nats-2', 'nats-3'])
          expect(busPublicKeyOf(seed)).toBe(composeEnv(server, SAMPLE_SECRETS)[natsNkeyVariable(part)]);
        expect(busPublicKeyOf(seed)).toBe(kubernetesEnv('nats/nats')[natsNkeyVariable(part)]);
      }
    }
  });

  it('has no anonymous user, and its monitoring answers inside its container only', () => {
    const config = read(NATS_CONFIG_FILE);
    expect(config).not.toMatch(/no_auth_user|accounts/);
    expect(config).toContain('http: "127.0.0.1:8222"');
    for (const name of ['nats-1', 'nats-2', 'nats-3']) expect(compose.services[name]!.ports).toBeUndefined();
    const [, nats] = containers.find(([name]) => name === 'nats/nats')!;
    expect(nats.ports?.map((p) => p.containerPort)).toEqual([4222, 6222]);
  });

  it('lets only its own servers join the cluster: the route port asks for the Secret’s route password', () => {
    const [, nats] = containers.find(([name]) => name === 'nats/nats')!;
    const clusterConfig = read('deploy/k8s/platform.yaml');
    expect(clusterConfig).toContain('authorization { user: "afilia-route", password: "__NATS_ROUTE_PASSWORD__" }');
    const routes = clusterConfig.match(/nats:\/\/[^\s"]+:6222/g) ?? [];
    expect(routes).toHaveLength(3);
    for (const route of routes) expect(route).toMatch(/^nats:\/\/afilia-route:__NATS_ROUTE_PASSWORD__@nats-\d\.nats-cluster:6222$/);
    // The password is put in at start from the Secret, never written in the manifests.
    expect(nats.command?.join(' ')).toContain('s/__NATS_ROUTE_PASSWORD__/$NATS_ROUTE_PASSWORD/g');
    expect(nats.env).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'NATS_ROUTE_PASSWORD' })]));
    expect(secretKeys(SERVICE_NAMES).required).toContain('NATS_ROUTE_PASSWORD');
  });
});

describe('more than one of everything in compose', () => {
  it('runs three NATS servers in one cluster, reached as `nats`, keeping every stream three times', () => {
    const servers = ['nats-1', 'nats-2', 'nats-3'];
    const config = read(NATS_CONFIG_FILE);
    for (const name of servers) {
      const server = compose.services[name]!;
      expect(server.environment).toMatchObject({
        NATS_SERVER_NAME: name,
        NATS_ROUTE_PASSWORD: '${NATS_ROUTE_PASSWORD:?set NATS_ROUTE_PASSWORD in deploy/.env}',
      });
      expect(server.networks).toEqual({ default: { aliases: ['nats'] } });
      expect(server.volumes).toContain(`${name}:/data`);
      expect(server.command!.join(' ')).toContain('s/__NATS_ROUTE_PASSWORD__/$$NATS_ROUTE_PASSWORD/g');
      expect(config).toContain(`"nats://afilia-route:__NATS_ROUTE_PASSWORD__@${name}:6222"`);
    }
    expect(config).toContain('server_name: $NATS_SERVER_NAME');
    for (const service of SERVICE_NAMES) {
      expect(compose.services[service]!.environment).toMatchObject({ NATS_URL: 'nats://nats:4222' });
      expect(Object.keys(compose.services[service]!.depends_on ?? {})).toEqual(expect.arrayContaining(servers));
    }
  });

  it('runs two of the gateway and of every service, tracking included: the edge holds the platform’s port', () => {
    for (const name of ['gateway', ...SERVICE_NAMES])
      expect({ name, replicas: compose.services[name]!.deploy?.replicas }).toEqual({ name, replicas: 2 });
    expect(compose.services.tracking!.ports).toBeUndefined();
  });
});

describe('more than one of everything in Kubernetes', () => {
  const objects = kubernetes(KUBERNETES_FILE);
  const ofKind = <K extends KubernetesObject['kind']>(kind: K) =>
    objects.filter((o): o is Extract<KubernetesObject, { kind: K }> => o.kind === kind);

  it('runs two of the gateway and of every service, and scales tracking and the gateway by CPU from two', () => {
    const autoscalers = new Map(ofKind('HorizontalPodAutoscaler').map((h) => [h.metadata!.name!, h.spec!]));
    expect([...autoscalers.keys()].sort()).toEqual(['gateway', 'tracking']);
    for (const [name, spec] of autoscalers) {
      expect(spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(spec.minReplicas).toBe(2);
      expect(spec.maxReplicas).toBeGreaterThan(2);
      expect(spec.metrics).toEqual([expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) })]);
    }
    const deployments = ofKind('Deployment').filter((d) => d.metadata!.name !== 'redis');
    expect(deployments.map((d) => d.metadata!.name).sort()).toEqual(['gateway', ...SERVICE_NAMES].sort());
    for (const d of deployments) {
      const name = d.metadata!.name!;
      // The autoscaler owns the count of what it scales; an apply must not reset it.
      expect({ name, replicas: d.spec!.replicas }).toEqual({ name, replicas: autoscalers.has(name) ? undefined : 2 });
      // Its CPU request is what the autoscaler's percentage is of.
      if (autoscalers.has(name)) expect(d.spec!.template.spec!.containers[0]!.resources?.requests?.cpu).toBeDefined();
    }
  });

  it('lets a drain take neither the last pod of a part nor two of the three NATS servers', () => {
    const budgets = new Map(ofKind('PodDisruptionBudget').map((b) => [b.metadata!.name!, b.spec!]));
    expect([...budgets.keys()].sort()).toEqual(['gateway', 'nats', ...SERVICE_NAMES].sort());
    for (const [name, spec] of budgets) expect(spec.selector).toEqual({ matchLabels: { 'app.kubernetes.io/name': name } });
    for (const name of ['gateway', ...SERVICE_NAMES]) expect(budgets.get(name)).toMatchObject({ minAvailable: 1 });
    expect(budgets.get('nats')).toMatchObject({ maxUnavailable: 1 });
    expect(ofKind('StatefulSet').find((s) => s.metadata!.name === 'nats')!.spec!.replicas).toBe(3);
  });
});

describe('the platform’s Redis', () => {
  it('refuses clients without its password, which reaches the gateway and Redis only', () => {
    const redis = compose.services.redis!;
    expect(redis.command).toEqual(expect.arrayContaining(['--requirepass', '${REDIS_PASSWORD:?set REDIS_PASSWORD in deploy/.env}']));
    expect(composeEnv('gateway', SAMPLE_SECRETS).REDIS_URL).toBe(`redis://:${SAMPLE_SECRETS.REDIS_PASSWORD}@redis:6379`);
    const { compose: inCompose, kubernetes: inKubernetes } = secretsByPart();
    expect(inCompose.REDIS_PASSWORD).toEqual(['gateway', 'redis']);
    expect(inKubernetes.REDIS_PASSWORD).toEqual(['gateway', 'redis']);
    expect(kubernetesEnv('gateway').REDIS_URL).toBe(`redis://:${SAMPLE_SECRETS.REDIS_PASSWORD}@redis:6379`);
  });
});

describe('the shopper’s hot path on tracking’s own listener (decisions 121 and 240)', () => {
  it('compose: the edge publishes the platform’s port and sends the shopper’s paths to tracking’s replicas, the rest to the gateway’s, which publish none', () => {
    const edge = compose.services.edge!;
    const tracking = compose.services.tracking!;
    const env = composeEnv('tracking', SAMPLE_SECRETS);
    const gateway = composeEnv('gateway', SAMPLE_SECRETS);
    expect(edge.image).toMatch(/^haproxy:/);
    expect(edge.ports).toEqual([`127.0.0.1:${PUBLIC_PORT}:${PUBLIC_PORT}`]);
    expect(edge.volumes).toEqual(['./edge/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    expect(Object.keys(edge.depends_on ?? {}).sort()).toEqual(['gateway', 'tracking']);
    expect(env).not.toHaveProperty('EDGE_UPSTREAM');
    expect(gateway.HOST).toBe('0.0.0.0');
    // Nothing else is published but the demo's store.
    const published = Object.entries(compose.services).flatMap(([name, s]) => (s.ports ? [name] : []));
    expect(published.sort()).toEqual(['edge', 'tiendanube-sandbox']);
    // PUBLIC_URL's default and the demo's afilia.localhost reach the edge, from browsers and containers alike.
    expect(new URL(env.PUBLIC_URL!).port).toBe(String(PUBLIC_PORT));
    expect(edge.networks?.default.aliases).toEqual(['afilia.localhost']);
    expect(tracking.networks).toBeUndefined();
    // Its configuration (deploy/edge/haproxy.cfg): the one list of paths, each part by its
    // service name and the port it listens on, its replicas found by compose's DNS.
    const config = read('deploy/edge/haproxy.cfg');
    expect(config).toContain(`bind :${PUBLIC_PORT}`);
    expect([...config.matchAll(/^ {2}acl shopper path (\S+)$/gm)].map((m) => m[1])).toEqual(TRACKING_PATHS);
    expect(config).toMatch(new RegExp(`^ {2}server-template tracking \\d+ tracking:${env.TRACK_PORT} resolvers platform `, 'm'));
    expect(config).toMatch(new RegExp(`^ {2}server-template gateway \\d+ gateway:${gateway.PORT} resolvers platform `, 'm'));
    expect(config).toContain('nameserver dns 127.0.0.11:53');
    // The link pages from the built shell, as the gateway serves it; the spool on a named volume.
    expect(env.FRONTEND_ROOT).toBe(gateway.FRONTEND_ROOT);
    expect(tracking.volumes).toEqual([`click-spool:${env.CLICK_SPOOL_DIR}`]);
    expect(compose.volumes).toHaveProperty('click-spool');
    // Still probed on the service's HEALTH_PORT.
    expect(env.HEALTH_PORT).toBe(String(SERVICE_HEALTH_PORT));
    expect(tracking.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${SERVICE_HEALTH_PORT}/ready`);
  });

  it('compose: the edge trusts the proxies deploy/.env names, tracking and the gateway those and the edge (TRUST_PROXY_HOPS + 1)', () => {
    // The container's shell after compose has read `$$` as `$`, printing what node would be given.
    const hopsOf = (part: string, dotenv: Record<string, string>) => {
      const [shell, flag, script] = compose.services[part]!.command!;
      expect(script).toMatch(/ && exec node \S+\/dist\/main\.js$/);
      return execFileSync(shell!, [flag!, script!.replaceAll('$$', '$').replace(/exec node \S+$/, 'printenv TRUST_PROXY_HOPS')], {
        env: { PATH: process.env.PATH, ...composeEnv(part, dotenv) },
      })
        .toString()
        .trim();
    };
    expect(composeEnv('edge', SAMPLE_SECRETS).TRUST_PROXY_HOPS).toBe('0');
    for (const hops of ['0', '1', '2']) {
      const dotenv = { ...SAMPLE_SECRETS, TRUST_PROXY_HOPS: hops };
      const behind = String(Number(hops) + 1);
      expect({
        hops,
        edge: composeEnv('edge', dotenv).TRUST_PROXY_HOPS,
        tracking: hopsOf('tracking', dotenv),
        gateway: hopsOf('gateway', dotenv),
      }).toEqual({ hops, edge: hops, tracking: behind, gateway: behind });
    }
  });

  it('Kubernetes: the Ingress sends /track, /safelink, /pixel, /conversion-pixel, /storefront and /shop-events to tracking’s Service, everything else to the gateway’s', () => {
    const objects = kubernetes(KUBERNETES_FILE);
    const ingresses = objects.filter((o): o is IIngress => o.kind === 'Ingress');
    expect(ingresses).toHaveLength(1);
    const routes = ingresses[0]!.spec!.rules!.flatMap((rule) =>
      rule.http!.paths.map((p) => ({
        path: p.path,
        pathType: p.pathType,
        service: p.backend.service!.name,
        port: p.backend.service!.port!.name,
      })),
    );
    expect(TRACKING_PATHS).toEqual(['/track', '/safelink', '/pixel', '/conversion-pixel', '/storefront', '/shop-events']);
    expect(routes).toEqual([
      ...TRACKING_PATHS.map((path) => ({ path, pathType: 'Prefix', service: 'tracking', port: 'http' })),
      { path: '/', pathType: 'Prefix', service: 'gateway', port: 'http' },
    ]);
    // Each Service's port reaches the port its part listens on.
    const listening = { tracking: kubernetesEnv('tracking').TRACK_PORT, gateway: kubernetesEnv('gateway').PORT };
    for (const [name, port] of Object.entries(listening)) {
      const service = objects.find((o): o is IService => o.kind === 'Service' && o.metadata!.name === name)!;
      const target = service.spec!.ports!.find((p) => p.name === 'http')!.targetPort;
      const [, container] = containers.find(([n]) => n === `${name}/${name}`)!;
      expect({ name, port: String(container.ports!.find((p) => p.name === target)?.containerPort) }).toEqual({ name, port });
    }
  });

  it('Kubernetes: tracking trusts the Ingress hop as the gateway does, has no upstream, spools on its pod’s emptyDir and is probed on HEALTH_PORT', () => {
    const tracking = kubernetesEnv('tracking');
    expect(tracking.TRUST_PROXY_HOPS).toBe('1');
    expect(kubernetesEnv('gateway').TRUST_PROXY_HOPS).toBe('1');
    expect(tracking).not.toHaveProperty('EDGE_UPSTREAM');
    expect(tracking.CLICK_SPOOL_DIR).toBe(CLICK_SPOOL_DIR);
    const pod = workloads.find((w) => w.metadata!.name === 'tracking')!.spec!.template.spec!;
    const [container] = pod.containers;
    const mount = container!.volumeMounts!.find((m) => m.mountPath === CLICK_SPOOL_DIR)!;
    expect(pod.volumes!.find((v) => v.name === mount.name)).toEqual({ name: mount.name, emptyDir: {} });
    const probes = container!.ports!.find((p) => p.name === container!.readinessProbe!.httpGet!.port)!;
    expect(probes.containerPort).toBe(SERVICE_HEALTH_PORT);
  });
});
