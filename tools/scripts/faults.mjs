// npm run faults: the fault tests (reliability notes T1–T12) against real processes, and their
// table. The cluster's own (tools/scripts/faults: the whole platform as `npm run cluster` runs
// it, NATS servers killed under load) and the ones that live beside the part they break (T2:
// tracking killed mid-load; T7: approvals racing for one budget; T8: a storm of webhooks; T11: the
// rate limits across two gateway replicas), each on a fresh database and a private NATS. `-- --long` runs the long
// versions; npm test runs the short ones.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureInstall,
  natsSyncIntervalProblem,
  requireNatsServer,
  requireRedisServer,
  resolvePostgres,
  ROOT,
  run,
  say,
  stopChildren,
} from './lib/infra.mjs';
import { faultRows, faultTable, fraudRows, fraudTable } from './lib/fault-table.mjs';

const long = process.argv.includes('--long');

/** The fault tests that live with their part: project folder and the test file's pattern. */
const PART_FAULTS = [
  ['services/tracking', '(faults|fraud)\\.integration-spec'],
  ['services/campaigns', 'applications\\.integration-spec'],
  ['gateway', '(rate-limits-replicas|webhook-storm)\\.integration-spec'],
];

function jest(project, tier, pattern, env, args = []) {
  try {
    run(process.execPath, ['tools/jest/run.mjs', project, tier, ...(pattern ? ['--testPathPatterns', pattern] : []), ...args], {
      env: { ...process.env, ...env },
    });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  ensureInstall();
  requireNatsServer();
  requireRedisServer();
  say('Compilando (nx run-many -t build)...');
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const postgres = await resolvePostgres();
  const env = { TEST_DATABASE_URL: postgres.adminUrl, NATS_URL: '', DATABASE_URL: '', ...(long ? { AFILIA_FAULTS_LONG: '1' } : {}) };
  rmSync(join(ROOT, 'test-output/faults'), { recursive: true, force: true });
  const results = [
    ...PART_FAULTS.map(([project, pattern]) => jest(project, 'integration', pattern, env)),
    jest('tools/scripts', 'faults', undefined, env),
  ];
  // T5 with both fsync settings: the cluster above has its nats-servers sync every write where
  // they can; T5 then runs again alone with nats-server's default. A nats-server that knows no
  // sync_interval (Debian's 2.9) has the default only, and T5's row says which it had.
  const syncProblem = natsSyncIntervalProblem(join(ROOT, 'data/nats-sync-check'));
  if (syncProblem) say(`T5 corre una sola vez, con la sincronización por defecto: ${syncProblem}`);
  else results.push(jest('tools/scripts', 'faults', undefined, { ...env, AFILIA_NATS_SYNC: 'default' }, ['-t', 'T5']));
  process.stdout.write(`\n${faultTable(faultRows(ROOT))}\n`);
  const fraud = fraudTable(fraudRows(ROOT));
  if (fraud) process.stdout.write(`\nFraude (issue 34): 0 pesos inventados y 0 clics mal cobrados en cada ataque\n${fraud}\n`);
  if (results.some((ok) => !ok)) process.exit(1);
}

main().catch(async (error) => {
  process.stderr.write(`[afilia] ${error.stack ?? error.message}\n`);
  await stopChildren();
  process.exit(1);
});
