// The Docker engine, client and compose the smoke drives (issue 38 §1). A machine with Docker
// answering is used as it is; otherwise the smoke starts a dockerd of its own in a scratch folder
// (Debian's docker.io: no iptables, no default bridge, like this workplace's machines) and stops
// it at the end. Compose v2 comes from the machine, or from Debian's next release (bookworm has
// only compose 1.29, which reads neither `name:` nor `deploy.replicas`).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../infra.mjs';
import { answers, exec, output, tail } from './commands.mjs';

/** Where tools fetched for the smoke stay between runs (ignored by Git, like tools/.node). */
const TOOLS = join(ROOT, 'tools/.docker');

const major = (version) => Number(/(\d+)/.exec(version ?? '')?.[1] ?? 0);

/**
 * A docker client that builds with BuildKit, which reads deploy/Dockerfile.dockerignore (the
 * classic builder would send node_modules as the context): one with buildx, or one from before
 * Docker 23, whose BuildKit is built in (DOCKER_BUILDKIT=1).
 */
export function dockerClient(env = process.env) {
  for (const docker of ['docker', '/usr/bin/docker']) {
    if (answers(docker, ['buildx', 'version'], env)) return { docker, buildEnv: {} };
    const version = output(docker, ['version', '--format', '{{.Client.Version}}'], env);
    if (version && major(version) < 23) return { docker, buildEnv: { DOCKER_BUILDKIT: '1' } };
  }
  throw new Error('No hay un cliente de docker que construya con BuildKit: instalá docker-buildx o docker.io (apt-get install docker.io)');
}

/** Unmounts what dockerd left mounted under a folder (its network namespaces), deepest first. */
async function unmountUnder(dir, log) {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((path) => path && path.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length);
  for (const path of mounts) await exec('umount', ['-l', path], { log }).catch(() => undefined);
}

/**
 * Starts dockerd with its data, exec root and socket under `dir`; overlay2 where the kernel lets
 * it, else vfs (every layer copied whole: slow, but it runs anywhere).
 */
async function startDockerd(dir, log) {
  if (!existsSync('/usr/sbin/dockerd') && !answers('which', ['dockerd'])) {
    throw new Error('Falta dockerd: apt-get install docker.io (o un Docker que responda en DOCKER_HOST)');
  }
  if (process.getuid?.() !== 0)
    throw new Error('Ningún Docker responde, y arrancar uno propio necesita root (o un Docker que responda en DOCKER_HOST)');
  const socket = join(dir, 'docker.sock');
  const env = { ...process.env, DOCKER_HOST: `unix://${socket}` };
  for (const storage of ['overlay2', 'vfs']) {
    const daemon = spawn(
      'dockerd',
      [
        '--iptables=false',
        '--bridge=none',
        `--storage-driver=${storage}`,
        `--data-root=${join(dir, 'data')}`,
        `--exec-root=${join(dir, 'exec')}`,
        `--pidfile=${join(dir, 'dockerd.pid')}`,
        `--host=unix://${socket}`,
      ],
      // A process group of its own: Ctrl-C reaches the smoke's commands, not the daemon the
      // teardown still needs; the smoke stops it itself.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    daemon.stderr.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && daemon.exitCode === null) {
      if (answers('docker', ['-H', `unix://${socket}`, 'info'], process.env)) {
        const stop = async () => {
          daemon.kill('SIGTERM');
          const ended = await Promise.race([new Promise((r) => daemon.once('exit', () => r(true))), sleep(30_000, false)]);
          if (!ended) daemon.kill('SIGKILL');
          await unmountUnder(dir, log);
        };
        return { env, storage, stop };
      }
      await sleep(250);
    }
    if (daemon.exitCode === null) daemon.kill('SIGKILL');
    await unmountUnder(dir, log);
    rmSync(join(dir, 'data'), { recursive: true, force: true });
  }
  throw new Error(`dockerd no arrancó; ${log}:\n${tail(log)}`);
}

/** The engine: the machine's when one answers, else a dockerd of the smoke's own in `dir`. */
export async function dockerEngine(dir, log) {
  if (answers('docker', ['info'])) return { env: process.env, storage: 'la del Docker de la máquina', own: false, stop: async () => {} };
  return { ...(await startDockerd(dir, log)), own: true };
}

/** Debian's next release, whose docker-compose package is compose v2. */
const COMPOSE_SUITE = 'trixie';

/**
 * Fetches the docker-compose package of Debian's next release with apt-get (a private state, so
 * the machine's sources stay as they are) and keeps its binary in tools/.docker.
 */
async function fetchCompose(scratch, log) {
  const apt = join(scratch, 'apt');
  for (const sub of ['lists/partial', 'archives/partial', 'sources']) mkdirSync(join(apt, sub), { recursive: true });
  writeFileSync(
    join(apt, 'sources', 'next.sources'),
    `Types: deb\nURIs: ${debianMirror()}\nSuites: ${COMPOSE_SUITE}\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n`,
  );
  const options = [
    '-o',
    'Dir::Etc::SourceList=/dev/null',
    '-o',
    `Dir::Etc::SourceParts=${join(apt, 'sources')}`,
    '-o',
    `Dir::State=${apt}`,
    '-o',
    `Dir::Cache=${apt}`,
    '-o',
    'APT::Sandbox::User=root',
  ];
  await exec('apt-get', [...options, 'update', '-qq'], { log });
  await exec('apt-get', [...options, 'download', 'docker-compose'], { log, cwd: apt });
  const deb = readdirSync(apt).find((name) => name.startsWith('docker-compose_') && name.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get no bajó docker-compose de ${COMPOSE_SUITE}; ${log}:\n${tail(log)}`);
  await exec('dpkg-deb', ['-x', join(apt, deb), join(apt, 'unpacked')], { log });
  mkdirSync(TOOLS, { recursive: true });
  renameSync(join(apt, 'unpacked/usr/libexec/docker/cli-plugins/docker-compose'), join(TOOLS, 'docker-compose'));
  chmodSync(join(TOOLS, 'docker-compose'), 0o755);
}

/** Compose v2 as a command line: the docker plugin, a docker-compose of version 2, or Debian's next release's. */
export async function composeCommand(docker, scratch, log) {
  if (answers(docker, ['compose', 'version'])) return [docker, 'compose'];
  for (const binary of ['docker-compose', join(TOOLS, 'docker-compose')]) {
    if (major(output(binary, ['version', '--short'])) >= 2) return [binary];
  }
  await fetchCompose(scratch, log);
  return [join(TOOLS, 'docker-compose')];
}

/** The Debian mirror the smoke's packages come from (DEBIAN_MIRROR, else Debian's own). */
export function debianMirror(env = process.env) {
  return env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
}
