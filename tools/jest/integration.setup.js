// Creates the run's fresh database on the machine's Postgres, and (unless NATS_URL is given)
// a private nats-server with JetStream, so a running `npm start` never answers the tests'
// requests. Publishes both to the tests through the environment.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function privateNats() {
  if (spawnSync('sh', ['-c', 'command -v nats-server'], { stdio: 'ignore' }).status !== 0) return 'nats://127.0.0.1:4222';
  const port = await freePort();
  const child = spawn(
    'nats-server',
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', mkdtempSync(join(tmpdir(), 'afilia-it-nats-'))],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  child.unref();
  process.env.AFILIA_TEST_NATS_PID = String(child.pid);
  for (let i = 0; i < 50; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return `nats://127.0.0.1:${port}`;
}

export default async function setup() {
  const name = `afilia_it_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.AFILIA_TEST_DATABASE = name;
  process.env.AFILIA_TEST_ADMIN_URL = base;
  process.env.NATS_URL ||= await privateNats();
  process.env.JWT_SECRET ??= 'integration-secret-integration-secret-0123';
  process.env.CATALOGUE_SECRET ??= 'integration-catalogue-secret-0123456789';
  process.env.LOG_LEVEL ??= 'warn';
}
