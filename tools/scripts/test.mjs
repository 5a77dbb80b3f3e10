// npm test: installs what is missing, builds, and runs every tier against real infrastructure:
// unit, integration (the machine's Postgres, a fresh database per run, and a private NATS),
// Pact (consumer pacts written, then verified against the provider), the fault tests' short
// versions on the local cluster, and e2e in Chromium
// against the whole platform. Ends with one line counting every test of every tier.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropDatabase,
  ensureDatabase,
  ensureInstall,
  freePort,
  requireNatsServer,
  resolvePostgres,
  ROOT,
  run,
  say,
  stopChildren,
} from './lib/infra.mjs';
import { formatCpu, startCpuByKind } from './lib/cpu-by-kind.mjs';

const results = join(ROOT, 'test-output/results');
/** Every line the e2e platform writes, at info level, for the check that none holds a secret. */
const platformLogs = join(ROOT, 'test-output/logs');
/** `npm test -- --under-load` (npm run test:under-load): the whole suite beside two CPU-bound processes of its own. */
const UNDER_LOAD = process.argv.includes('--under-load');
/**
 * `npm test -- --only=e2e,faults`: the build, then just these tiers (of check, unit, integration,
 * pact, faults, e2e), for working on one of them; the closing line counts what ran.
 */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name) => !ONLY || ONLY.includes(name);
/** `npm test -- --cpu-by-kind`: after each tier, the CPU seconds each kind of process used. */
const cpuByKind = process.argv.includes('--cpu-by-kind') ? startCpuByKind() : null;
const started = Date.now();
const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const tiers = [];
/** The machine's CPU time so far, busy and in all, from /proc/stat (nothing where there is none). */
function cpuTicks() {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return line
    ? { busy: user + nice + system + irq + softirq + steal, all: user + nice + system + idle + iowait + irq + softirq + steal }
    : null;
}

// When the last tier ended, and the CPU's count then: each tier reports its own duration and how
// busy it kept the machine's cores (a tier far below 100 % waits more than it works).
let tierStart = Date.now();
let tierTicks = cpuTicks();

/** From here on, the next tier's time and CPU count. */
function startTier() {
  tierStart = Date.now();
  tierTicks = cpuTicks();
}

/** Runs nx and answers whether it succeeded (asynchronously, so the CPU sampling goes on meanwhile). */
async function nx(args, env) {
  const child = spawn('npx', ['nx', ...args, '--output-style=static'], { cwd: ROOT, stdio: 'inherit', env: { ...nxEnv, ...env } });
  return (await exitOf(child)) === 0;
}

/** Records a tier that ran from `since` (and the CPU count then) until now, and says how it went. */
function record(name, ok, since, ticksThen) {
  const seconds = Math.round((Date.now() - since) / 1000);
  const now = cpuTicks();
  const cpu =
    now && ticksThen && now.all > ticksThen.all ? Math.round((100 * (now.busy - ticksThen.busy)) / (now.all - ticksThen.all)) : null;
  tiers.push({ name, ok, seconds, cpu });
  say(`${name}: ${ok ? 'OK' : 'FALLÓ'} (${seconds} s${cpu === null ? '' : `, CPU ${cpu} %`})`);
  if (cpuByKind) say(`${name}: ${formatCpu(cpuByKind.take())}`);
}

/** The tier that just ended, one after another: from the last tier's end until now. */
function tier(name, ok) {
  record(name, ok, tierStart, tierTicks);
  startTier();
}

/**
 * A tool the tests need from Debian's packages, installed when missing and this is root: redis-server
 * for the rate limits across two gateway replicas (one Redis of its own), haproxy for the public
 * address of the e2e platform and its own test (tools/scripts/lib/edge-proxy.mjs).
 */
function ensureDebianTool(command, purpose) {
  if (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Falta ${command} ${purpose}: instalalo (apt-get install ${command}).`);
  say(`Instalando ${command} (apt-get install ${command})...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', command]);
}

/**
 * Debian's Chromium headless shell for the e2e tier: the same Blink, without the windowed
 * browser's machinery, at about 40 % less CPU a run (decision 201).
 */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium-headless-shell') || process.env.CHROMIUM_PATH) return;
  if (process.getuid?.() !== 0)
    throw new Error('Falta Chromium para las pruebas e2e: instalalo (apt-get install chromium-headless-shell) o definí CHROMIUM_PATH.');
  say('Instalando Chromium (apt-get install chromium-headless-shell)...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
}

/** A command's exit code, once it ends. */
const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

/**
 * Runs a command in a process group of its own and answers whether it succeeded; after
 * `timeoutMs` the whole group is killed (a killed parent alone would leave its children running).
 */
async function runBounded(command, args, { env, timeoutMs, stdio = 'inherit' }) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio, detached: true });
  const timer = setTimeout(() => {
    say(`${args.join(' ')}: sin terminar a los ${timeoutMs / 60_000} min, se corta`);
    process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  const code = await exitOf(child);
  clearTimeout(timer);
  return code === 0;
}

/**
 * The suites of the e2e tier's second lane: the accessibility audit, which changes nothing the
 * others share, and the ones that never touch the sandbox store, so that both lanes last about as
 * long. Every other suite shares the store, and they run one by one in the first lane.
 */
const SIDE_LANE = [
  'accessibility',
  'accessible-behaviour',
  'admin',
  'notifications',
  'password-reset',
  'public-pages',
  'session',
  'sign-up',
  'two-factor',
];

/**
 * The e2e tier in two lanes at once, each one jest process running its files one by one. The
 * second lane's output waits in a file and is printed after the first's, so the log reads lane by
 * lane.
 */
async function e2eLanes(env) {
  mkdirSync(join(ROOT, 'test-output'), { recursive: true });
  const sideLog = join(ROOT, 'test-output/e2e-side-lane.log');
  const out = openSync(sideLog, 'w');
  // Each lane's browsers speak from addresses of their own, so the per-address limits hold for each.
  const jest = (args, stdio, clientNet) =>
    spawn(process.execPath, ['tools/jest/run.mjs', 'e2e', 'e2e', ...args], {
      cwd: ROOT,
      env: { ...nxEnv, ...env, E2E_CLIENT_NET: clientNet },
      stdio,
    });
  const side = `/(${SIDE_LANE.join('|')})\\.e2e-spec\\.ts$`;
  const second = jest(['--testPathPatterns', side], ['ignore', out, out], '150');
  const first = jest(['--testPathIgnorePatterns', side], 'inherit', '100');
  const codes = await Promise.all([exitOf(second), exitOf(first)]);
  closeSync(out);
  process.stdout.write(readFileSync(sideLog));
  return codes.every((code) => code === 0);
}

/** The passwords the e2e tests type (e2e/support, e2e/tests) and the demo accounts': none may reach a log. */
const E2E_PASSWORDS = ['Secreta123', 'NuevaClave9', 'Otra12345', 'Password1', 'Demo1234'];

/** The machine's load: printed at the start and the end, so a run's times can be read against it. */
const load = () =>
  `carga ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (1, 5, 15 min) en ${availableParallelism()} núcleos`;

/**
 * Two processes that keep a core each busy, as a laptop with a browser and an editor open would:
 * the proof that the suite passes on a busy machine. Each ends by itself after two hours at most,
 * should this run die without stopping them.
 */
function startBusyWork() {
  const spin = 'const end = Date.now() + 2 * 3600_000; while (Date.now() < end) Math.sqrt(Math.random());';
  const workers = [0, 1].map(() => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
  say('Dos procesos ocupan la CPU durante toda la corrida (--under-load).');
  return () => workers.forEach((worker) => worker.kill('SIGKILL'));
}

/** What each jest run wrote under test-output/results (tools/jest/results-reporter.js). */
function runResults() {
  if (!existsSync(results)) return [];
  return readdirSync(results, { recursive: true })
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ tier: f.split('/')[0], ...JSON.parse(readFileSync(join(results, f), 'utf8')) }));
}

function totals() {
  return runResults().reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
}

async function main() {
  ensureInstall();
  requireNatsServer();
  ensureDebianTool('redis-server', 'para las pruebas de integración');
  ensureDebianTool('haproxy', 'para la dirección pública de las pruebas');
  ensureChromium();
  rmSync(join(ROOT, 'test-output'), { recursive: true, force: true });
  const resultsEnv = { AFILIA_TEST_RESULTS: results };
  say(`Al empezar: ${load()}`);
  const stopBusyWork = UNDER_LOAD ? startBusyWork() : () => {};
  process.on('exit', stopBusyWork);

  say('Compilando y verificando tipos...');
  startTier();
  if (!(await nx(['run-many', '-t', 'build', 'typecheck']))) throw new Error('La compilación falló');
  tier('build', true);
  // Formatting and lint, including the boundaries between services, the kit and the gateway.
  if (wanted('check'))
    tier(
      'check',
      // Both run, at once (a core each), so one report shows every formatting and lint finding.
      // Each keeps a cache in node_modules/.cache: a second run reads only the files that changed.
      (
        await Promise.all(
          [
            'prettier --check --cache --cache-location node_modules/.cache/prettier .',
            'eslint --cache --cache-location node_modules/.cache/eslint/ .',
          ].map(async (cmd) => (await exitOf(spawn('npx', cmd.split(' '), { cwd: ROOT, stdio: 'inherit' }))) === 0),
        )
      ).every(Boolean),
    );

  const postgres = await resolvePostgres();
  say(`Postgres: ${postgres.source}`);
  // Integration and Pact runs start their own private NATS (tools/jest/integration.setup.js);
  // the e2e platform starts its own like `npm start` does.
  const infraEnv = { TEST_DATABASE_URL: postgres.adminUrl, NATS_URL: '', DATABASE_URL: '' };

  // Unit tests are deterministic: nx replays a project's run (and its counts) while nothing it
  // reads has changed; a clean clone, as CI's, runs them all.
  if (wanted('unit')) tier('unit', await nx(['run-many', '-t', 'test'], resultsEnv));
  // Two projects at a time: each has its own database and NATS (integration.setup.js), and much
  // of a run is waiting on processes that start, so two share the two cores well (about a third
  // less time than one by one).
  // These targets are never cached (nx.json); --skip-nx-cache would rebuild every project they
  // depend on as well.
  if (wanted('integration'))
    tier('integration', await nx(['run-many', '-t', 'integration', '--parallel=2'], { ...resultsEnv, ...infraEnv }));
  // The fault tests mostly wait (for the servers they kill to come back, through a soak), so
  // they run beside the Pact tier, their output printed after it (decision 203).
  const faults = wanted('faults') ? faultsTier({ ...nxEnv, ...resultsEnv, ...infraEnv }) : null;
  if (wanted('pact')) await pactTier(infraEnv, resultsEnv);
  if (faults) {
    const reportFaults = await faults;
    await reportFaults();
    startTier();
  }
  if (wanted('e2e')) await e2eTier(postgres, resultsEnv);
  if (wanted('e2e')) await logsTier();

  const t = totals();
  stopBusyWork();
  // Where the next minutes are to be won.
  const slowest = runResults()
    .flatMap((run) => (run.slowest ?? []).map((test) => ({ ...test, tier: run.tier })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  for (const { tier: name, file, test, ms } of slowest) say(`Lenta (${name}, ${Math.round(ms / 1000)} s): ${file} › ${test}`);
  say(`Al terminar: ${load()}`);
  say(
    `Tiers: ${tiers.map((x) => `${x.name} ${x.ok ? 'OK' : 'FALLÓ'} ${x.seconds} s${x.cpu === null ? '' : ` (CPU ${x.cpu} %)`}`).join(', ')}`,
  );
  say(`Total: ${Math.round((Date.now() - started) / 1000)} s${UNDER_LOAD ? ' (bajo carga)' : ''}`);
  process.stdout.write(`${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped\n`);
  if (tiers.some((x) => !x.ok) || t.failed > 0) process.exit(1);
}

async function pactTier(infraEnv, resultsEnv) {
  // Consumers rewrite their pacts from scratch, so an interaction they dropped cannot linger.
  for (const file of readdirSync(join(ROOT, 'contracts/pacts'))) if (file.endsWith('.json')) rmSync(join(ROOT, 'contracts/pacts', file));
  // Every consumer writes its pacts first; then every provider verifies the pacts it is named in
  // with its real service, so a provider may also consume another's messages without a cycle.
  const pactEnv = { ...resultsEnv, ...infraEnv };
  const consumersOk = await nx(['run-many', '-t', 'pact', '--parallel=2'], pactEnv);
  tier('pact', consumersOk && (await nx(['run-many', '-t', 'pact-verify', '--parallel=2'], pactEnv)));
}

/**
 * The fault tests' short versions (npm run faults runs the table alone, and the long ones): the
 * whole platform as the local cluster, NATS servers killed under load. Their output waits in a
 * file; the answer is what prints it, with the table of every fault test (the rows that ran with
 * the integration tier, T2, T7 and T11, join theirs), and records the tier. They take about four
 * minutes; whatever hangs is ended after ten, the whole process group with it (jest and the
 * cluster it started), so nothing of it runs on beside the e2e tier.
 */
async function faultsTier(env) {
  const since = Date.now();
  const ticks = cpuTicks();
  mkdirSync(join(ROOT, 'test-output'), { recursive: true });
  const log = join(ROOT, 'test-output/faults.log');
  const out = openSync(log, 'w');
  const ok = await runBounded(process.execPath, ['tools/jest/run.mjs', 'tools/scripts', 'faults'], {
    env,
    timeoutMs: 10 * 60_000,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return async () => {
    process.stdout.write(readFileSync(log));
    const { faultRows, faultTable, fraudRows, fraudTable } = await import('./lib/fault-table.mjs');
    process.stdout.write(`${faultTable(faultRows(ROOT))}\n`);
    // The fraud test ran with the integration tier (services/tracking): its table beside the faults'.
    const fraud = fraudTable(fraudRows(ROOT));
    if (fraud) process.stdout.write(`\nFraude (issue 34): 0 pesos inventados y 0 clics mal cobrados en cada ataque\n${fraud}\n`);
    record('faults', ok, since, ticks);
  };
}

async function e2eTier(postgres, resultsEnv) {
  const databaseName = `afilia_e2e_${Date.now().toString(36)}`;
  const port = await freePort();
  const { startPlatform } = await import('./lib/platform.mjs');
  // The e-mails the e2e people receive (no SMTP): the tests read reset links from here.
  const mailbox = mkdtempSync(join(tmpdir(), 'afilia-e2e-mailbox-'));
  // The DNS records the e2e brands publish to prove their domains (the platform's local DNS reads them).
  const dnsRecords = join(mkdtempSync(join(tmpdir(), 'afilia-e2e-dns-')), 'records.json');
  // The e2e brand's webhook server listens here: the one origin its webhooks may reach over http.
  const webhookPort = await freePort();
  try {
    const databaseUrl = await ensureDatabase(postgres.adminUrl, databaseName);
    // One trusted proxy hop: each e2e browser context speaks for its own client address.
    const { url } = await startPlatform({
      databaseUrl,
      natsDir: mkdtempSync(join(tmpdir(), 'afilia-nats-')),
      port,
      logLevel: 'info',
      logDir: platformLogs,
      env: {
        TRUST_PROXY_HOPS: '1',
        MAILBOX_DIR: mailbox,
        DNS_RECORDS_FILE: dnsRecords,
        WEBHOOK_ALLOW_ORIGINS: `http://127.0.0.1:${webhookPort}`,
      },
    });
    say(`Plataforma de prueba en ${url}`);
    tier('e2e platform', true);
    tier(
      'e2e',
      await e2eLanes({
        ...resultsEnv,
        E2E_BASE_URL: url,
        E2E_MAILBOX_DIR: mailbox,
        E2E_DNS_RECORDS: dnsRecords,
        E2E_WEBHOOK_PORT: String(webhookPort),
        // What the catalogue reported, which no screen shows yet (tiendanube-sales.e2e-spec.ts).
        E2E_DATABASE_URL: databaseUrl,
      }),
    );
  } finally {
    await stopChildren();
    await dropDatabase(postgres.adminUrl, databaseName).catch(() => {});
  }
}

/**
 * Requirement 22: no password the tests typed, no key of the platform's, no token and no e-mail
 * address in any line the platform wrote during the e2e and fault tiers.
 */
async function logsTier() {
  const { localSecrets } = await import('./lib/platform.mjs');
  const { secretsInLogs, secretValues } = await import('./lib/log-secrets.mjs');
  const typed = Object.fromEntries(E2E_PASSWORDS.map((password) => [password, 'una contraseña de las pruebas e2e']));
  // The fault tests' cluster wrote its parts' warnings and errors beside them.
  const logDirs = [platformLogs, join(ROOT, 'test-output/faults/logs')].filter((dir) => existsSync(dir));
  const leaks = existsSync(platformLogs)
    ? logDirs.flatMap((dir) => secretsInLogs(dir, { ...secretValues(localSecrets()), ...typed }))
    : ['no hay logs de la plataforma'];
  for (const leak of leaks.slice(0, 20)) say(`Secreto en los logs: ${leak}`);
  tier('logs', leaks.length === 0);
}

main().catch(async (error) => {
  process.stderr.write(`[afilia] ${error.stack ?? error.message}\n`);
  await stopChildren();
  process.exit(1);
});
