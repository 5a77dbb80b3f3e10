// npm run deploy:smoke (issue 38 §1): the image built with deploy/Dockerfile and
// deploy/docker-compose.yml's demo profile up on this machine, a walk through compose's edge,
// then everything torn down, with each step's time.
//
// Nothing in deploy/ is changed for the smoke: where a base image cannot be pulled it is made
// from Debian's packages and tagged with the name deploy/ uses (lib/deploy-smoke/stand-ins.mjs,
// deploy/README.md). It needs root (debootstrap, dockerd), Debian's docker.io and debootstrap,
// and ports 8080 and 4010 of the loopback free (compose publishes them there). Logs go to
// test-output/deploy-smoke/.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, portAnswers, say } from './lib/infra.mjs';
import { answers, exec, stopRunning } from './lib/deploy-smoke/commands.mjs';
import { composeCommand, debianMirror, dockerClient, dockerEngine } from './lib/deploy-smoke/engine.mjs';
import { BASES, baseImagesNamed, basesFor, standInFor } from './lib/deploy-smoke/stand-ins.mjs';
import { demoSettings, parseEnvLines, smokeEnv } from './lib/deploy-smoke/smoke-env.mjs';
import { killedAtStop } from './lib/deploy-smoke/stops.mjs';
import { walkThroughEdge } from './lib/deploy-smoke/walk.mjs';
import { node22Bin } from './node22.mjs';

const LOGS = join(ROOT, 'test-output/deploy-smoke');
const COMPOSE_FILE = join(ROOT, 'deploy/docker-compose.yml');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
/** The platform's image, as compose and the Kubernetes manifests name it. */
const IMAGE = `afilia:${VERSION}`;
/** The demo's addresses (docs/operations.md): the edge and the sandbox store, published on the loopback. */
const PUBLIC_URL = 'http://afilia.localhost:8080';
const STORE_URL = 'http://tiendanube.localhost:4010';
/** A separate project name: a machine's own afilia project, if it runs one, is left alone. */
const PROJECT = 'afilia-smoke';

const timings = [];
const log = (name) => join(LOGS, `${name}.log`);

const TEARDOWN = { teardown: true };
/** Set by Ctrl-C or a stop: the steps left are skipped, but for the teardown's. */
let interrupted = false;

/** Runs one step, noting its time whether it passes or fails. */
async function step(name, work, { teardown = false } = {}) {
  if (interrupted && !teardown) throw new Error(`${name}: no se corre, el smoke se cortó`);
  say(`${name}...`);
  const started = performance.now();
  let ok = false;
  try {
    const value = await work();
    ok = true;
    return value;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push({ name, seconds, ok });
    say(`${name}: ${ok ? 'listo' : 'falló'} en ${seconds.toFixed(1)} s`);
  }
}

function printTimings() {
  const width = Math.max(...timings.map((t) => t.name.length));
  say('Tiempos del smoke:');
  for (const t of timings)
    process.stdout.write(`  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)} s  ${t.ok ? '' : 'FALLÓ'}\n`);
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  process.stdout.write(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s\n`);
}

/**
 * Where the minimal Debians stay between runs on this machine, one a day per release (a day's
 * security updates are taken the next day): debootstrap is the smoke's slowest preparation.
 */
const DEBIAN_CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'afilia/deploy-smoke');

/** A minimal Debian of that release, imported as an image (docker import reads the rootfs as a tarball). */
async function debianBase(suite, scratch, docker, env) {
  const output = { log: log(`debootstrap-${suite}`) };
  const tarball = join(DEBIAN_CACHE, `debian-${suite}-${new Date().toISOString().slice(0, 10)}.tar`);
  if (!existsSync(tarball)) {
    const rootfs = join(scratch, `rootfs-${suite}`);
    await exec('debootstrap', ['--variant=minbase', '--include=ca-certificates', suite, rootfs, debianMirror()], output);
    mkdirSync(DEBIAN_CACHE, { recursive: true });
    for (const old of readdirSync(DEBIAN_CACHE).filter((name) => name.startsWith(`debian-${suite}-`)))
      rmSync(join(DEBIAN_CACHE, old), { force: true });
    // Written beside, then renamed: a run stopped halfway leaves no torn tarball to reuse.
    await exec('tar', ['-C', rootfs, '-cf', `${tarball}.partial`, '.'], output);
    renameSync(`${tarball}.partial`, tarball);
    rmSync(rootfs, { recursive: true, force: true });
  }
  await exec(docker, ['import', '-', BASES[suite]], { ...output, env, input: createReadStream(tarball) });
}

/** The image is on the engine already, or its registry gives it. */
async function present(image, docker, env) {
  if (answers(docker, ['image', 'inspect', image], env)) return true;
  return exec(docker, ['pull', '-q', image], { log: log('pull'), env }).then(
    () => true,
    () => false,
  );
}

async function buildStandIn(image, scratch, docker, buildEnv, inputs) {
  const standIn = standInFor(image);
  const dir = join(scratch, `stand-in-${image.replace(/[^a-z0-9]+/gi, '-')}`);
  mkdirSync(dir, { recursive: true });
  standIn.files?.(dir, inputs);
  writeFileSync(join(dir, 'Dockerfile'), standIn.dockerfile);
  // The default bridge is off on such a machine: a build reaches Debian's mirror on the host's network.
  await exec(docker, ['build', '--network', 'host', '-q', '-t', image, dir], { log: log('stand-ins'), env: buildEnv });
}

async function main() {
  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  for (const port of [8080, 4010]) {
    if (await portAnswers(port))
      throw new Error(`El puerto ${port} del loopback está ocupado: compose publica ahí el edge y la tienda de prueba`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'afilia-smoke-'));
  let engine = null;
  let compose = null;
  let composeEnv = null;
  let failure = null;
  /** Compose with the smoke's file, env file and project, once those are known. */
  const composeRun = (args, name, capture = false) =>
    exec(compose[0], [...compose.slice(1), ...args], { log: log(name), env: composeEnv, capture });
  try {
    engine = await step('Docker', () => dockerEngine(scratch, log('dockerd')));
    const { docker, buildEnv } = dockerClient(engine.env);
    const dockerEnv = { ...engine.env, ...buildEnv };
    if (engine.own) say(`dockerd propio en ${scratch} (almacenamiento ${engine.storage})`);
    compose = await step('Compose v2', () => composeCommand(docker, scratch, log('compose-fetch')));

    const missing = await step('Imágenes base que faltan', async () => {
      const names = baseImagesNamed(ROOT);
      const absent = [];
      for (const image of names) if (!(await present(image, docker, engine.env))) absent.push(image);
      say(`${absent.length ? `sustitutas para ${absent.join(', ')}` : 'ninguna'}`);
      return absent;
    });
    if (missing.length) {
      await step(`Debian mínimo (${basesFor(missing).join(', ')})`, () =>
        Promise.all(basesFor(missing).map((suite) => debianBase(suite, scratch, docker, engine.env))),
      );
      const inputs = await step('Node 22 y npm para node:22', async () => {
        await exec('npm', ['pack', 'npm@10', '--silent', '--pack-destination', scratch], { log: log('stand-ins') });
        const npmTarball = join(
          scratch,
          readdirSync(scratch).find((n) => /^npm-10.*\.tgz$/.test(n)),
        );
        return { nodeBinary: join(node22Bin(), 'node'), npmTarball };
      });
      await step('Imágenes sustitutas', async () => {
        for (const image of missing) await buildStandIn(image, scratch, docker, dockerEnv, inputs);
      });
    }

    await step(`Imagen ${IMAGE} (deploy/Dockerfile)`, () =>
      exec(docker, ['build', '--network', 'host', '-f', 'deploy/Dockerfile', '-t', IMAGE, '.'], { log: log('image'), env: dockerEnv }),
    );

    const envFile = join(scratch, 'deploy.env');
    await step('deploy/.env de la demo (claves de deploy-keys.mjs en la imagen)', async () => {
      const printed = await exec(docker, ['run', '--rm', '--network', 'none', IMAGE, 'node', 'tools/scripts/deploy-keys.mjs'], {
        log: log('keys'),
        env: engine.env,
        capture: true,
      });
      writeFileSync(envFile, smokeEnv(readFileSync(COMPOSE_FILE, 'utf8'), parseEnvLines(printed), demoSettings(PUBLIC_URL, STORE_URL)), {
        mode: 0o600,
      });
    });

    composeEnv = { ...engine.env, COMPOSE_PROJECT_NAME: PROJECT };
    const composeArgs = ['-f', COMPOSE_FILE, '--env-file', envFile, '-p', PROJECT];
    compose = [...compose, ...composeArgs];
    await step('docker compose up --wait (perfil demo)', () =>
      composeRun(['up', '--detach', '--no-build', '--wait', '--wait-timeout', '600'], 'compose-up'),
    );

    await step('Recorrido por el edge', () => walkThroughEdge(PUBLIC_URL, (what) => say(`  ${what}`)));
  } catch (error) {
    failure = error;
  } finally {
    if (composeEnv) {
      // Stopped first, so the logs hold how each part stopped (a part slow to stop shows there).
      await step(
        'docker compose stop (cada parte termina sola)',
        async () => {
          await composeRun(['stop', '--timeout', '20'], 'compose-down');
          const killed = killedAtStop(await composeRun(['ps', '--all', '--format', 'json'], 'compose-ps', true));
          if (killed.length) throw new Error(`No terminaron a los 20 s de SIGTERM y se mataron: ${killed.join(', ')}`);
        },
        TEARDOWN,
      ).catch((error) => (failure ??= error));
      await step(
        'Registros (compose ps y logs)',
        async () => {
          await composeRun(['ps', '--all'], 'compose-ps');
          await composeRun(['logs', '--no-color', '--timestamps'], 'compose-logs');
        },
        TEARDOWN,
      ).catch(() => undefined);
      await step(
        'docker compose down --volumes',
        () => composeRun(['down', '--volumes', '--remove-orphans'], 'compose-down'),
        TEARDOWN,
      ).catch((error) => (failure ??= error));
    }
    await step(
      engine?.own ? 'dockerd propio: parar y borrar' : 'Carpeta temporal: borrar',
      async () => {
        await engine?.stop();
        rmSync(scratch, { recursive: true, force: true });
      },
      TEARDOWN,
    ).catch((error) => (failure ??= error));
    printTimings();
  }
  if (failure) throw failure;
  say('Smoke de despliegue: pasó.');
}

// Ctrl-C or a stop ends the running command, and no further step starts; the teardown still runs.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (!interrupted) say(`${signal}: se corta y se baja todo`);
    interrupted = true;
    stopRunning();
  });

main().catch((error) => {
  process.stderr.write(`[afilia] Smoke de despliegue: falló: ${error.stack ?? error}\n`);
  process.exit(1);
});
