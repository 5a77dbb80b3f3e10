import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { SERVICE_NAMES } from '@afilia/contracts';
import { freePort, portAnswers, serviceDatabaseUrls, waitFor } from '@afilia/service-kit/testing';

// The generator, run on a throwaway name in a scratch copy of the workspace: the service it
// stamps builds, starts, and the gateway's /health reports it, with nothing else edited by hand.
const ROOT = new URL('../../../../', import.meta.url).pathname.replace(/\/$/, '');
const NAME = 'scratchsvc';
let scratch: string;
const children: ChildProcess[] = [];

/** The tracked sources, the built parts as they are, and a node_modules whose @afilia links point into the scratch copy. */
function scratchWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'afilia-new-service-'));
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('contracts/pacts/') && existsSync(join(ROOT, f)));
  for (const file of tracked) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules/@afilia'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry === '@afilia') continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  // Every workspace: linked under its package name to the scratch copy, with its build as it is.
  for (const link of readdirSync(join(ROOT, 'node_modules/@afilia'))) {
    const workspace = relative(ROOT, realpathSync(join(ROOT, 'node_modules/@afilia', link)));
    if (existsSync(join(ROOT, workspace, 'dist'))) cpSync(join(ROOT, workspace, 'dist'), join(dir, workspace, 'dist'), { recursive: true });
    symlinkSync(join(dir, workspace), join(dir, 'node_modules/@afilia', link));
  }
  return dir;
}

/** Run in the scratch copy: its kit, built against its contracts, writes the bus's users. */
const BUS_SCRIPT = `
import { BUS_IDENTITIES, generateBusKeys, platformNatsUsers, renderNatsServerConfig } from '@afilia/service-kit';
const keys = generateBusKeys(BUS_IDENTITIES);
const config = renderNatsServerConfig({
  listen: '127.0.0.1:' + process.env.NATS_PORT,
  storeDir: process.env.NATS_DIR,
  users: platformNatsUsers((identity) => keys[identity].publicKey),
});
const seeds = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, key.seed]));
process.stdout.write(JSON.stringify({ config, seeds }));
`;

function node(script: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return execFileSync(process.execPath, [script, ...args], { cwd: scratch, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  scratch = scratchWorkspace();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run new:service', () => {
  it('stamps a service that builds and answers /health through the gateway', async () => {
    // npm install only links the new package here; the link is made by hand in the scratch copy.
    const out = node('tools/scripts/new-service.mjs', [NAME, 'Servicio de prueba'], { ...process.env, AFILIA_SKIP_INSTALL: 'true' });
    expect(out).toContain(`services/${NAME}`);
    symlinkSync(join(scratch, 'services', NAME), join(scratch, 'node_modules/@afilia', NAME));
    expect(readFileSync(join(scratch, 'contracts/src/services.ts'), 'utf8')).toContain(`${NAME}: { requests: ScratchsvcRequests`);
    expect(readFileSync(join(scratch, 'docs/architecture.md'), 'utf8')).toContain(`services/${NAME}/`);
    expect(readFileSync(join(scratch, '.env.example'), 'utf8')).toContain(`${NAME.toUpperCase()}_DATABASE_PASSWORD=`);
    expect(readFileSync(join(scratch, 'deploy/docker-compose.yml'), 'utf8')).toContain(`services/${NAME}/dist/main.js`);
    expect(readFileSync(join(scratch, 'deploy/k8s/platform.yaml'), 'utf8')).toContain(`services/${NAME}/dist/main.js`);

    // The deploy manifests, rendered with the new service, pass their own checks (schemas,
    // settings, roles, probes) with nothing edited by hand.
    node('tools/jest/run.mjs', ['tools/manifests', 'unit'], { ...process.env, AFILIA_TEST_RESULTS: '' });

    const tsc = join(ROOT, 'tools/scripts/bin/tsc7.mjs');
    node(tsc, ['-p', 'contracts/tsconfig.build.json']);
    node(tsc, ['-p', `services/${NAME}/tsconfig.build.json`]);
    node(tsc, ['-p', `services/${NAME}/tsconfig.json`]);

    // The run's NATS knows only the services of this checkout: the scratch platform gets a bus of
    // its own, configured from the scratch copy's list of services, the new one included.
    const natsPort = await freePort();
    const natsDir = mkdtempSync(join(tmpdir(), 'afilia-new-service-nats-'));
    const bus = JSON.parse(
      node('--input-type=module', ['-e', BUS_SCRIPT], { ...process.env, NATS_PORT: String(natsPort), NATS_DIR: natsDir }),
    ) as {
      config: string;
      seeds: Record<string, string>;
    };
    writeFileSync(join(natsDir, 'nats.conf'), bus.config);
    children.push(spawn('nats-server', ['-c', join(natsDir, 'nats.conf')], { stdio: 'ignore' }));
    await waitFor(async () => ((await portAnswers(natsPort)) ? true : undefined), { what: 'the scratch nats-server' });

    const port = await freePort();
    const env = {
      ...process.env,
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FRONTEND_ROOT: '',
      LOG_LEVEL: 'warn',
      TIENDANUBE_SANDBOX: 'true',
    };
    const services = [...SERVICE_NAMES, NAME];
    const databases = await serviceDatabaseUrls(services);
    for (const main of [...services.map((s) => `services/${s}`), 'gateway'])
      children.push(
        spawn(process.execPath, [join(scratch, main, 'dist/main.js')], {
          cwd: scratch,
          env: {
            ...env,
            DATABASE_URL: databases[main.replace('services/', '')] ?? '',
            NATS_SEED: bus.seeds[main.replace('services/', '')],
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );

    const health = await waitFor(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
        return res?.ok ? ((await res.json()) as { status: string; services: Record<string, unknown> }) : undefined;
      },
      { timeoutMs: 60_000, what: 'a healthy platform with the new service' },
    );
    expect(health.status).toBe('ok');
    expect(health.services[NAME]).toEqual({ ok: true, database: true });
  }, 240_000);
});
