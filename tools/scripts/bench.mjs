// npm run bench: figures, not assertions. Starts a throwaway platform on loopback and measures
// the API under load with autocannon, each route beside a bare node:http server measured just
// before it in the same run (the machine's load changes from minute to minute, so only the
// ratio travels); then the live notifications (2,000 open streams: the gateway's memory, and
// the latency of a new notification to the browsers); then the JavaScript pages download and
// the landing's and a full creator shop's and press kit's Lighthouse scores; then the shopper's redirect (tools/scripts/lib/tracking-bench.mjs).
//   npm run bench                        everything
//   npm run bench -- api                 the API figures only (also --api-only)
//   npm run bench -- notifications       the live notifications only
//   npm run bench -- pages               the pages only
//   npm run bench -- directory           the creators directory's queries with 50,000 creators
//   npm run bench -- tracking            the shopper's redirect, the clicks counted, the rollups and the link cache only
//   npm run bench -- exports             100,000 transactions as one CSV file, beside the JSON list (tools/scripts/lib/exports-bench.mjs)
//   npm run bench -- --profile           also CPU profiles of every process while the API is loaded
// Sections combine (`npm run bench -- api notifications`); without pages, the micro-frontends
// are not built. BENCH_SECONDS (default 8, at most 30) and BENCH_CONNECTIONS (default 50, at
// most 200) size the API load; BENCH_LIVE_CONNECTIONS (default 2000, at most 5000),
// BENCH_LIVE_LISTENERS (the streams the events are for; by default a tenth, at most 200) and
// BENCH_LIVE_EVENTS (default 200, at most 1000) the live notifications. BENCH_NATS_SYNC=default
// runs JetStream with nats-server's own fsync interval instead of the launcher's `always`.
// Every request goes to 127.0.0.1 and each run stops after its seconds or its count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {
  DATA,
  ROOT,
  dropDatabase,
  ensureDatabase,
  ensureInstall,
  freePort,
  portAnswers,
  resolvePostgres,
  run,
  runningChildren,
  say,
  startChild,
  stopChildren,
} from './lib/infra.mjs';
import { canReadCpuTime, cpuSnapshot, cpuUsedByName } from './lib/cpu-time.mjs';

const SECTION_NAMES = ['api', 'notifications', 'pages', 'directory', 'exports', 'tracking'];
const ASKED = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const SECTIONS = new Set(process.argv.includes('--api-only') ? ['api'] : ASKED.length ? ASKED : SECTION_NAMES);
const PROFILE = process.argv.includes('--profile');
const bounded = (value, fallback, max) => Math.min(max, Math.max(1, Math.floor(Number(value ?? fallback)) || fallback));
const SECONDS = bounded(process.env.BENCH_SECONDS, 8, 30);
const CONNECTIONS = bounded(process.env.BENCH_CONNECTIONS, 50, 200);
/** Open live-notification streams one gateway holds, and the events published to them. */
const LIVE_CONNECTIONS = bounded(process.env.BENCH_LIVE_CONNECTIONS, 2000, 5000);
const LIVE_EVENTS = bounded(process.env.BENCH_LIVE_EVENTS, 200, 1000);
/** The streams of the audience the events are for: a tenth, at most 200; the rest are other people's. */
const LIVE_LISTENERS = bounded(process.env.BENCH_LIVE_LISTENERS, Math.min(200, Math.ceil(LIVE_CONNECTIONS / 10)), LIVE_CONNECTIONS);
/** A signed-in screen's heading, from navigation, on a quiet machine (issue 37 §3). */
const HEADING_TARGET_MS = 1000;
/** The frontends, built only when the pages are measured. */
const FRONTENDS = ['@afilia/shell', '@afilia/mf-public', '@afilia/mf-brand', '@afilia/mf-creator'];
/** Products the bench brand owns, so the list is a real read. */
const PRODUCTS = 20;
/** Every API read should reach at least this share of the bare server (issue 37 §1). */
const READ_TARGET = 0.1;
/** Campaigns the bench brand runs, so their list is a real read too. */
const CAMPAIGNS = 5;

/** A separate process, like the gateway, so it does not share a thread with autocannon. */
const BARE_SERVER = `require('node:http').createServer((q, s) => s.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')).listen(Number(process.env.PORT), '127.0.0.1')`;

let visitors = 0;
/**
 * Each request names a visitor of its own (the benchmarking range, 198.18.0.0/15), which the
 * platform believes through TRUST_PROXY_HOPS=1 as it would behind an ingress: the edge's limit of
 * requests in flight per address is for one address, not for the bench's whole load. The bare
 * server gets the same header, so both sides pay for it.
 */
function load(url, headers = {}, seconds = SECONDS, connections = CONNECTIONS) {
  const setupRequest = (request) => {
    visitors += 1;
    request.headers = { ...request.headers, 'x-forwarded-for': `198.18.${(visitors >> 8) & 255}.${visitors & 255}` };
    return request;
  };
  return autocannon({ url, headers, connections, duration: seconds, requests: [{ setupRequest }] });
}

/** The second figure of each route: many more browsers at once than the first. */
const MANY_CONNECTIONS = 200;

/** Resident memory of each process of the platform now (VmRSS), in MB, summed by name. */
function memoryByName(processes) {
  const mb = {};
  for (const { name, pid } of processes) {
    const status = (() => {
      try {
        return readFileSync(`/proc/${pid}/status`, 'utf8');
      } catch {
        return '';
      }
    })();
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    if (kb) mb[name] = (mb[name] ?? 0) + kb / 1024;
  }
  return mb;
}

const column = (value, width) => String(value).padStart(width);

function report(name, result, bare) {
  const failures = result.errors + result.timeouts + result.non2xx;
  const ratio = result.requests.average / bare.requests.average;
  console.log(
    `${name.padEnd(32)} ${column(result.requests.average.toFixed(0), 7)} req/s  p50 ${column(result.latency.p50, 4)} ms  ` +
      `p99 ${column(result.latency.p99, 4)} ms  failures ${column(failures, 3)}   bare ${column(bare.requests.average.toFixed(0), 6)} req/s  ` +
      `${ratio.toFixed(3)}× bare`,
  );
  return ratio;
}

/**
 * CPU used per request by each process while one figure was measured: the platform's children,
 * the Postgres backends serving the bench's database, and this process (autocannon).
 */
function cpuMeter(admin, databaseName) {
  async function processes() {
    const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [databaseName]);
    return [...runningChildren(), ...rows.map((r) => ({ name: 'postgres', pid: r.pid })), { name: 'autocannon', pid: process.pid }];
  }
  return async function measure(work) {
    if (!canReadCpuTime) return { result: await work(), perRequest: null };
    const before = cpuSnapshot(await processes());
    const result = await work();
    const after = cpuSnapshot(await processes());
    const perRequest = Object.entries(cpuUsedByName(before, after))
      .map(([name, ms]) => [name, (ms * 1000) / Math.max(1, result.requests.total)])
      .filter(([, us]) => us >= 1)
      .sort((a, b) => b[1] - a[1]);
    return { result, perRequest };
  };
}

const cpuLine = (perRequest) =>
  perRequest
    ? `${' '.repeat(4)}CPU per request: ${perRequest.map(([name, us]) => `${name} ${us.toFixed(0)} µs`).join(', ')} ` +
      `(total ${perRequest.reduce((sum, [, us]) => sum + us, 0).toFixed(0)} µs)`
    : null;

/**
 * Each route right after its own bare baseline, so both meet the same load from the rest of the
 * machine: at the public address, as a browser meets it (`url`), with 50 connections and then 200.
 */
async function measureApi(url, bareUrl, accessToken, measure) {
  const auth = { authorization: `Bearer ${accessToken}` };
  const routes = [
    { name: 'GET /api/v1/auth/me', path: '/api/v1/auth/me', headers: auth },
    { name: 'GET /api/v1/products', path: '/api/v1/products', headers: auth, read: true },
    { name: 'GET /api/v1/dashboard/summary', path: '/api/v1/dashboard/summary', headers: auth, read: true },
    { name: 'GET /api/v1/transactions', path: '/api/v1/transactions', headers: auth, read: true },
    { name: 'GET /api/v1/campaigns', path: '/api/v1/campaigns', headers: auth, read: true },
    { name: 'GET /health', path: '/health', headers: {} },
  ];
  say(`API at ${url}: autocannon, ${SECONDS} s per figure, on 127.0.0.1; bare node:http measured before each`);
  // Warm-up: the JIT compiles the hot paths before anything is counted.
  for (const route of routes) await load(`${url}${route.path}`, route.headers, 1);
  const ratios = {};
  for (const connections of [CONNECTIONS, MANY_CONNECTIONS]) {
    say(`${connections} connections`);
    for (const route of routes) {
      const bare = await measure(() => load(bareUrl, {}, SECONDS, connections));
      const measured = await measure(() => load(`${url}${route.path}`, route.headers, SECONDS, connections));
      const ratio = report(route.name, measured.result, bare.result);
      if (connections === CONNECTIONS) ratios[route.name] = { ratio, read: route.read };
      const line = cpuLine(measured.perRequest);
      if (line) console.log(`${line}; bare ${bare.perRequest.reduce((sum, [, us]) => sum + us, 0).toFixed(0)} µs`);
    }
  }
  const memory = Object.entries(memoryByName(runningChildren()))
    .map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`)
    .join(', ');
  say(`Memory after the run (RSS): ${memory}`);
  const reads = Object.entries(ratios).filter(([, r]) => r.read);
  const short = reads.filter(([, r]) => r.ratio < READ_TARGET).map(([name, r]) => `${name} ${r.ratio.toFixed(3)}×`);
  say(`API reads (target ${READ_TARGET}× bare or better): ${short.length ? `short: ${short.join(', ')}` : 'all reached'}`);
}

/** The browser: CHROMIUM_PATH, else Debian's Chromium, else its headless shell (what `npm test` installs). */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Lighthouse's mobile performance score of a page (simulated slow 4G and a slower CPU). */
async function lighthouseScore(name, url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const a = (id) => lhr.audits[id].displayValue;
    console.log(
      `${name.padEnd(32)} Lighthouse mobile ${Math.round(lhr.categories.performance.score * 100)}  FCP ${a('first-contentful-paint')}  LCP ${a('largest-contentful-paint')}  TBT ${a('total-blocking-time')}  CLS ${a('cumulative-layout-shift')}`,
    );
  } finally {
    chrome.kill();
  }
}

/**
 * Notes when the page's first h1 with text appears, measured from the navigation's start
 * (`performance.now()`), before any of the page's own scripts run.
 */
const HEADING_PROBE = `(() => {
  const seen = () => {
    const h1 = document.querySelector('h1');
    if (h1 && h1.textContent.trim()) { window.__afiliaHeadingAt = performance.now(); return true; }
    return false;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Sessions by e-mail: each person signs in once per run (the sign-in limit counts every try). */
const sessions = new Map();

/** A signed-in browser's cookies: the sign-in form, as a person fills it, once per person. */
async function signedInCookies(browser, baseUrl, signIn) {
  if (sessions.has(signIn.email)) return sessions.get(signIn.email);
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').first().fill(signIn.email);
    await page.getByLabel('Contraseña').first().fill(signIn.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
    await page.waitForURL('**/dashboard');
    const cookies = await page.context().cookies();
    sessions.set(signIn.email, cookies);
    return cookies;
  } finally {
    await page.close();
  }
}

/**
 * A first visit to a screen (nothing cached; signed in when asked): the JavaScript it downloads
 * as sent (compressed), its largest files, and the time from navigation to its heading (issue 37
 * §3: within 1 s for a signed-in screen on a quiet machine).
 */
async function javascriptWeight(name, baseUrl, path, signIn, { headingTarget = null, viewport = null } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    // A fresh context so nothing is cached, with the session cookie carried over.
    const context = await browser.newContext(viewport ? { viewport } : {});
    if (signIn) await context.addCookies(await signedInCookies(browser, baseUrl, signIn));
    await context.addInitScript(HEADING_PROBE);
    const fresh = await context.newPage();
    const files = [];
    fresh.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script')
        files.push({ name: new URL(request.url()).pathname, bytes: (await request.sizes()).responseBodySize });
    });
    let lastScript = Date.now();
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script') lastScript = Date.now();
    });
    // Not 'networkidle': a signed-in page keeps its live notification stream open. The page is
    // loaded once its heading shows and no script has been asked for in a second.
    await fresh.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await fresh.getByRole('heading', { level: 1 }).first().waitFor();
    const headingMs = await fresh.evaluate(() => window.__afiliaHeadingAt ?? null);
    while (Date.now() - lastScript < 1000) await fresh.waitForTimeout(200);
    await fresh.waitForTimeout(200);
    const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
    const heading =
      headingMs === null
        ? 'heading not seen by the probe'
        : `heading at ${Math.round(headingMs)} ms${headingTarget ? ` (target ≤ ${headingTarget} ms: ${headingMs <= headingTarget ? 'met' : 'MISSED'})` : ''}`;
    console.log(`${name.padEnd(32)} ${kb.toFixed(1)} KB of JavaScript in ${files.length} files   ${heading}`);
    const largest = files
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((f) => `${f.name.split('/').pop()} ${(f.bytes / 1024).toFixed(1)}`);
    console.log(`${' '.repeat(4)}largest (KB): ${largest.join(', ')}`);
    return { kb, headingMs };
  } finally {
    await browser.close();
  }
}

/** A brand of the bench's own with a page of products: its access token, its id and one product's. */
async function benchBrand(url) {
  const signUp = await fetch(`${url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Persona', email: `bench.${Date.now()}@example.com`, password: 'Bench1234', role: 'brand' }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { accessToken, user } = await signUp.json();
  let productId = null;
  for (let i = 1; i <= PRODUCTS; i++) {
    const created = await fetch(`${url}/api/v1/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ name: `Producto de prueba ${i}`, description: 'Para medir la lista', priceCents: 1000 * i }),
    });
    if (!created.ok) throw new Error(`bench product failed: ${created.status} ${await created.text()}`);
    productId ??= (await created.json()).id;
  }
  for (let i = 1; i <= CAMPAIGNS; i++) {
    const created = await fetch(`${url}/api/v1/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ campaignType: 'standard', name: `Campaña de prueba ${i}`, productIds: [productId] }),
    });
    if (!created.ok) throw new Error(`bench campaign failed: ${created.status} ${await created.text()}`);
  }
  return { token: accessToken, brandId: user.brands[0].id, userId: user.id, productId };
}

/**
 * Open streams take a file descriptor each, in the gateway and in this process (the clients).
 * Node raises its own soft limit to the hard one at start, and the platform's processes inherit
 * it; when even that is too low, the bench runs itself again under a higher `ulimit -n`, which
 * needs the right to raise the hard limit (root, or CAP_SYS_RESOURCE).
 */
function ensureFileDescriptors(needed) {
  if (process.env.AFILIA_BENCH_NOFILE) return;
  let limits;
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return;
  }
  const [, soft] = /^Max open files\s+(\S+)/m.exec(limits) ?? [];
  if (!soft || soft === 'unlimited' || Number(soft) >= needed) return;
  if (spawnSync('sh', ['-c', `ulimit -n ${needed}`], { stdio: 'ignore' }).status !== 0)
    throw new Error(
      `${LIVE_CONNECTIONS} open streams need ${needed} file descriptors and this process may open ${soft}: ` +
        'raise the hard limit (ulimit -Hn) or set BENCH_LIVE_CONNECTIONS lower',
    );
  say(`Raising the open files limit from ${soft} to ${needed} for ${LIVE_CONNECTIONS} streams`);
  const again = spawnSync(
    'sh',
    ['-c', `ulimit -n ${needed} && exec "$@"`, 'sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, AFILIA_BENCH_NOFILE: String(needed) } },
  );
  process.exit(again.status ?? 1);
}

/**
 * Loads tools/scripts/lib/memory-probe.mjs into the platform's processes started meanwhile, so
 * the gateway can answer its heap; answers the folder it answers in.
 */
async function withMemoryProbe(start) {
  const dir = mkdtempSync(join(tmpdir(), 'afilia-bench-memory-'));
  const options = process.env.NODE_OPTIONS;
  process.env.AFILIA_MEMORY_DIR = dir;
  process.env.NODE_OPTIONS = `${options ?? ''} --import ${join(ROOT, 'tools/scripts/lib/memory-probe.mjs')}`.trim();
  try {
    return { dir, started: await start() };
  } finally {
    if (options === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = options;
    delete process.env.AFILIA_MEMORY_DIR;
  }
}

/** Tells every process's profiler (tools/scripts/lib/cpu-profile.mjs) to sample, then to write. */
function profiler() {
  if (!PROFILE) return { start() {}, async stop() {} };
  const dir = join(DATA, 'profiles', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(dir, { recursive: true });
  process.env.AFILIA_PROFILE_DIR = dir;
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${join(ROOT, 'tools/scripts/lib/cpu-profile.mjs')}`.trim();
  return {
    start: () => writeFileSync(join(dir, '.start'), ''),
    async stop() {
      writeFileSync(join(dir, '.stop'), '');
      await new Promise((r) => setTimeout(r, 2000));
      delete process.env.NODE_OPTIONS;
      say(`CPU profiles in ${dir} (summary: node tools/scripts/lib/profile-summary.mjs ${dir}/gateway.cpuprofile)`);
    },
  };
}

async function main() {
  const unknown = [...SECTIONS].filter((name) => !SECTION_NAMES.includes(name));
  if (unknown.length) throw new Error(`Unknown bench section ${unknown.join(', ')}: ${SECTION_NAMES.join(', ')}`);
  // One descriptor per stream, and room for everything else the process holds.
  if (SECTIONS.has('notifications')) ensureFileDescriptors(LIVE_CONNECTIONS + 1024);
  ensureInstall();
  run(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--output-style=static', ...(SECTIONS.has('pages') ? [] : [`--exclude=${FRONTENDS.join(',')}`])],
    {
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  const postgres = await resolvePostgres();
  const natsDir = mkdtempSync(join(tmpdir(), 'afilia-bench-nats-'));
  const databaseName = `afilia_bench_${Date.now().toString(36)}`;
  const port = await freePort();
  const barePort = await freePort();
  if (SECTIONS.has('api') || SECTIONS.has('directory'))
    startChild('bare node:http', process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(barePort) } });
  const profiles = profiler();
  let memoryDir = null;
  try {
    const databaseUrl = await ensureDatabase(postgres.adminUrl, databaseName);
    const { localSecrets, startPlatform } = await import('./lib/platform.mjs');
    // The redirect's listener on the loopback only, and its click spool in the run's own folder
    // rather than data/click-spool, where another platform of this checkout may spool.
    // Its link cache smaller than the default, so the bound shows within the section's time.
    const { BENCH_LINK_CACHE_SIZE, jetstreamSyncChoice } = await import('./lib/tracking-bench.mjs');
    // Every visitor of the load names its own address (see load()), believed as behind an ingress.
    const env = SECTIONS.has('tracking')
      ? {
          HOST: '127.0.0.1',
          CLICK_SPOOL_DIR: join(natsDir, 'click-spool'),
          LINK_CACHE_SIZE: String(BENCH_LINK_CACHE_SIZE),
          // Each visitor names its own address, as behind an ingress (tracking-bench.mjs).
          TRUST_PROXY_HOPS: '1',
        }
      : { TRUST_PROXY_HOPS: '1' };
    // JetStream fsyncs every acknowledgement unless BENCH_NATS_SYNC=default, or nats-server is too old to.
    const sync = jetstreamSyncChoice(natsDir);
    if (sync.note) say(sync.note);
    const start = () => startPlatform({ databaseUrl, natsDir, port, logLevel: 'warn', env, natsSyncAlways: sync.always });
    let platform;
    if (SECTIONS.has('notifications') || SECTIONS.has('exports')) ({ dir: memoryDir, started: platform } = await withMemoryProbe(start));
    else platform = await start();
    // The API is measured where a browser meets it, the public address (issue 37 §1); the live
    // streams at the gateway itself.
    const url = platform.gatewayUrl;
    const brand = await benchBrand(url);
    if (SECTIONS.has('api')) {
      for (let i = 0; i < 50 && !(await portAnswers(barePort)); i++) await new Promise((r) => setTimeout(r, 100));
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      profiles.start();
      try {
        await measureApi(`http://127.0.0.1:${port}`, `http://127.0.0.1:${barePort}/`, brand.token, cpuMeter(admin, databaseName));
      } finally {
        await admin.end();
      }
      await profiles.stop();
    }
    if (SECTIONS.has('notifications')) {
      const { measureLiveNotifications } = await import('./lib/live-notifications-bench.mjs');
      await measureLiveNotifications({
        url,
        natsUrl: platform.natsUrl,
        notificationsSeed: localSecrets().busKeys.notifications.seed,
        brand,
        connections: LIVE_CONNECTIONS,
        listeners: LIVE_LISTENERS,
        events: LIVE_EVENTS,
        memoryDir,
      });
    }
    if (SECTIONS.has('pages')) {
      const pagesUrl = platform.url;
      say(
        `Pages, first visits (budgets: landing ≤150 KB JS and Lighthouse ≥95; dashboard home ≤350 KB JS; SafeLink Analytics ≤500 KB; ` +
          `a signed-in screen's heading ≤${HEADING_TARGET_MS} ms)`,
      );
      await javascriptWeight('landing /', pagesUrl, '/');
      const brandSignIn = { email: 'marca@demo.afilia.app', password: 'Demo1234' };
      const creatorSignIn = { email: 'creadora@demo.afilia.app', password: 'Demo1234' };
      const screen = { headingTarget: HEADING_TARGET_MS };
      await javascriptWeight('brand dashboard home', pagesUrl, '/dashboard', brandSignIn, screen);
      // The one route that loads @ant-design/charts, once a chart comes near the screen: on a
      // desktop they are in the first view, on a phone below the figures.
      await javascriptWeight('SafeLink Analytics (charts)', pagesUrl, '/dashboard/safelink-analytics', brandSignIn, screen);
      await javascriptWeight('SafeLink Analytics, 390 px', pagesUrl, '/dashboard/safelink-analytics', brandSignIn, {
        ...screen,
        viewport: { width: 390, height: 844 },
      });
      await javascriptWeight('brand products', pagesUrl, '/dashboard/products', brandSignIn, screen);
      await javascriptWeight('brand campaigns', pagesUrl, '/dashboard/campaigns', brandSignIn, screen);
      await javascriptWeight('creator dashboard home', pagesUrl, '/dashboard', creatorSignIn, screen);
      await javascriptWeight('creator links', pagesUrl, '/dashboard/links', creatorSignIn, screen);
      await lighthouseScore('landing /', `${pagesUrl}/`);
      // The creator's public shop, full: what a shopper opens from a bio, on a phone.
      const { benchPressKit, benchShop } = await import('./lib/shop-bench.mjs');
      const shop = await benchShop(pagesUrl, { email: 'creadora@demo.afilia.app', password: 'Demo1234' });
      say(`Creator shop (budgets: ≤150 KB JS and Lighthouse ≥95): ${shop.blocks} blocks, ${shop.products} with a product picture`);
      await javascriptWeight('creator shop (20 blocks)', pagesUrl, shop.path);
      await lighthouseScore('creator shop (20 blocks)', `${pagesUrl}${shop.path}`);
      // Its press kit, with the same budget (issue 15 §3).
      const pressKit = await benchPressKit(pagesUrl, { email: 'creadora@demo.afilia.app', password: 'Demo1234' });
      say('Creator press kit (budgets: ≤150 KB JS and Lighthouse ≥95): a photo, five networks, six posts, four links');
      await javascriptWeight('creator press kit', pagesUrl, pressKit);
      await lighthouseScore('creator press kit', `${pagesUrl}${pressKit}`);
    }
    if (SECTIONS.has('directory')) {
      for (let i = 0; i < 50 && !(await portAnswers(barePort)); i++) await new Promise((r) => setTimeout(r, 100));
      const { measureDirectory } = await import('./lib/directory-bench.mjs');
      await measureDirectory({ gatewayUrl: url, databaseUrl, bareUrl: `http://127.0.0.1:${barePort}/`, brand, seconds: SECONDS });
    }
    if (SECTIONS.has('exports')) {
      const { measureExports } = await import('./lib/exports-bench.mjs');
      await measureExports({ gatewayUrl: url, databaseUrl, brand, memoryDir });
    }
    // Last: it seeds a million links and clicks into the run's database.
    if (SECTIONS.has('tracking')) {
      const { measureTracking } = await import('./lib/tracking-bench.mjs');
      await measureTracking({
        publicUrl: platform.url,
        trackingUrl: platform.trackingUrl,
        gatewayUrl: url,
        natsUrl: platform.natsUrl,
        natsDir,
        trackingSeed: localSecrets().busKeys.tracking.seed,
        databaseUrl,
        databaseName,
        brand,
      });
    }
  } finally {
    await stopChildren();
    await dropDatabase(postgres.adminUrl, databaseName).catch(() => {});
    rmSync(natsDir, { recursive: true, force: true });
    if (memoryDir) rmSync(memoryDir, { recursive: true, force: true });
  }
}

// Ctrl-C (or a stop from outside) ends the platform's processes too, not the bench alone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopChildren();
    process.exit(130);
  });
}

main().catch(async (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  await stopChildren();
  process.exit(1);
});
