import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@afilia/contracts';
import { DCLinter } from 'dclint';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parse, parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import type { ComposeService } from './compose.js';
import { secretKeys, SHIPPED_SETTINGS, type KubernetesObject } from './kubernetes.js';
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
const compose = parse(read(COMPOSE_FILE)) as { services: Record<string, ComposeService> };
const kubernetesFiles = [KUBERNETES_FILE, KUBERNETES_SECRET_FILE, KUBERNETES_SANDBOX_FILE];
const kubernetes = (file: string) => parseAllDocuments(read(file)).map((d) => d.toJS() as KubernetesObject);
const workloads = kubernetesFiles
  .flatMap(kubernetes)
  .filter(
    (o): o is Extract<KubernetesObject, { kind: 'Deployment' | 'StatefulSet' }> => o.kind === 'Deployment' || o.kind === 'StatefulSet',
  );

/** What dclint reports per finding (its own type does not resolve from its published declarations). */
interface LintMessage {
  rule: string;
  message: string;
}

/** The service a command runs, when it is one of services/*. */
const serviceOf = (command: readonly string[] | undefined) => /^services\/([^/]+)\/dist\/main\.js$/.exec(command?.[1] ?? '')?.[1];

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
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining([...infrastructure, 'tiendanube-sandbox']));
    expect(compose.services['tiendanube-sandbox']!.profiles).toEqual(['demo']);
    expect(workloads.map((w) => w.metadata!.name)).toEqual(expect.arrayContaining([...infrastructure, 'tiendanube-sandbox']));
    expect(kubernetes(KUBERNETES_SANDBOX_FILE).map((o) => o.metadata!.name)).toEqual(['tiendanube-sandbox', 'tiendanube-sandbox']);
  });

  it('give every part a healthcheck in compose, and readiness and liveness probes and sized resources in Kubernetes', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, healthcheck: (service.healthcheck?.test.length ?? 0) > 1 }).toEqual({ name, healthcheck: true });
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
        expect({
          name,
          requests: Object.keys(c.resources?.requests ?? {}).sort(),
          limits: Object.keys(c.resources?.limits ?? {}).sort(),
        }).toEqual({
          name,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
        });
      }
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
});

describe('a new service', () => {
  it('gets its compose service and Kubernetes Deployment from its name alone, and the gateway waits for it', async () => {
    const entries = renderServiceEntries('scratchsvc');
    expect(entries.compose.scratchsvc!.command).toEqual(['node', 'services/scratchsvc/dist/main.js']);
    expect(entries.compose.scratchsvc!.environment).toMatchObject({ HEALTH_PORT: '8081', NATS_URL: 'nats://nats:4222' });
    expect(entries.kubernetes.map((o) => `${o.kind}/${o.metadata!.name}`)).toEqual(['Deployment/scratchsvc']);

    const files = await renderManifests([...SERVICE_NAMES, 'scratchsvc']);
    const gateway = (parse(files[COMPOSE_FILE]!) as typeof compose).services.gateway!;
    expect(Object.keys(gateway.depends_on!)).toContain('scratchsvc');
    expect(files[KUBERNETES_FILE]).toContain('command: [node, services/scratchsvc/dist/main.js]');
  });
});

describe('the manifests against their schemas (offline)', () => {
  it('compose: the compose-spec schema and dclint’s rules', () => {
    const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });
    const [result] = linter.lintFiles([`${ROOT}${COMPOSE_FILE}`], false);
    expect(result!.messages.map((m: LintMessage) => `${m.rule}: ${m.message}`)).toEqual([]);
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
    const models = { Deployment, StatefulSet, Service, ConfigMap, Secret } as const;
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

/** A deploy/.env with what is required: random secrets, nothing else. */
const SAMPLE_SECRETS = Object.fromEntries(secretKeys(SERVICE_NAMES).required.map((k) => [k, `${k.toLowerCase()}-`.padEnd(48, 'x')]));

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

/** A container's environment as the kubelet builds it from the Secret and the shipped ConfigMap. */
function kubernetesEnv(name: string): Record<string, string> {
  const workload = workloads.find((w) => w.metadata!.name === name)!;
  const env: Record<string, string> = {};
  for (const v of workload.spec!.template.spec!.containers[0]!.env ?? []) {
    const secret = v.valueFrom?.secretKeyRef;
    const setting = v.valueFrom?.configMapKeyRef;
    const value = secret
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

  it('compose stops at once when deploy/.env lacks a secret', () => {
    expect(() => composeEnv('identity', {})).toThrow('set POSTGRES_PASSWORD in deploy/.env');
  });
});
