// npm run bench: figures, not assertions. Starts a throwaway platform on loopback and measures
// the API round trip every screen pays (gateway → JWT → NATS → service → Postgres → back),
// next to a bare node:http server on the same machine. Bounded in count and time.
import http from 'node:http';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Lighthouse's mobile performance score of a page (simulated slow 4G and a slower CPU). */
async function lighthouseScore(name, url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const a = (id) => lhr.audits[id].displayValue;
    console.log(
      `${name.padEnd(34)} Lighthouse mobile ${Math.round(lhr.categories.performance.score * 100)}  FCP ${a('first-contentful-paint')}  LCP ${a('largest-contentful-paint')}  TBT ${a('total-blocking-time')}  CLS ${a('cumulative-layout-shift')}`,
    );
  } finally {
    chrome.kill();
  }
}

/** JavaScript a first visit downloads (as sent: compressed), optionally after signing in. */
async function javascriptWeight(name, baseUrl, path, signIn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    if (signIn) {
      await page.goto(`${baseUrl}/auth`);
      await page.getByLabel('Email').first().fill(signIn.email);
      await page.getByLabel('Contraseña').first().fill(signIn.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
      await page.waitForURL('**/dashboard');
    }
    // A fresh context so nothing is cached, with the session cookie carried over.
    const context = await browser.newContext();
    await context.addCookies(await page.context().cookies());
    const fresh = await context.newPage();
    const sizes = [];
    fresh.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') sizes.push((await request.sizes()).responseBodySize);
    });
    await fresh.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const kb = sizes.reduce((a, b) => a + b, 0) / 1024;
    console.log(`${name.padEnd(34)} ${kb.toFixed(1)} KB of JavaScript in ${sizes.length} files`);
  } finally {
    await browser.close();
  }
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
    say('Pages (budgets: landing ≤150 KB JS and Lighthouse ≥90; dashboard home <400 KB JS)');
    await javascriptWeight('landing /', url, '/');
    await javascriptWeight('brand dashboard home', url, '/dashboard', { email: 'marca@demo.afilia.app', password: 'Demo1234' });
    await lighthouseScore('landing /', `${url}/`);
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
