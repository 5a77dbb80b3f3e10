// npm run bench: figures, not assertions. Starts a throwaway platform on loopback and measures
// the API round trip every screen pays (gateway → JWT → NATS → service → Postgres → back),
// next to a bare node:http server on the same machine. Bounded in count and time.
import http from 'node:http';
import {
  dropDatabase,
  ensureDatabase,
  ensureInstall,
  freePort,
  privateNats,
  resolvePostgres,
  run,
  say,
  stopChildren,
} from './lib/infra.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MAX_SECONDS = 60;

async function load(name, url, headers = {}) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  async function worker() {
    while (next < REQUESTS && performance.now() < deadline) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers }).catch(() => null);
      if (!res || !res.ok) failures += 1;
      await res?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  failures ${failures}`,
  );
}

async function main() {
  ensureInstall();
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const postgres = await resolvePostgres();
  const nats = await privateNats(mkdtempSync(join(tmpdir(), 'afilia-bench-nats-')));
  const databaseName = `afilia_bench_${Date.now().toString(36)}`;
  const port = await freePort();
  const { startPlatform } = await import('./lib/platform.mjs');
  const bare = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  try {
    const databaseUrl = await ensureDatabase(postgres.adminUrl, databaseName);
    const { url } = await startPlatform({ databaseUrl, natsUrl: nats, port, logLevel: 'warn' });
    const signUp = await fetch(`${url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Persona', email: `bench.${Date.now()}@example.com`, password: 'Bench1234', role: 'brand' }),
    });
    const { accessToken } = await signUp.json();
    say(`${REQUESTS} requests, ${CONCURRENCY} concurrent, at most ${MAX_SECONDS} s each, on 127.0.0.1`);
    await load('bare node:http (baseline)', `http://127.0.0.1:${bare.address().port}/`);
    await load('GET /api/v1/auth/me', `${url}/api/v1/auth/me`, { authorization: `Bearer ${accessToken}` });
    await load('GET /api/v1/dashboard/summary', `${url}/api/v1/dashboard/summary`, { authorization: `Bearer ${accessToken}` });
  } finally {
    bare.close();
    await stopChildren();
    await dropDatabase(postgres.adminUrl, databaseName).catch(() => {});
  }
}

main().catch(async (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  await stopChildren();
  process.exit(1);
});
