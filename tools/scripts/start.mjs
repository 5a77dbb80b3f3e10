// npm start: installs what is missing, builds, finds or starts Postgres, starts its own NATS, runs the
// services (each applies its migrations at boot) and the gateway, loads demo data into an empty
// database, and prints the address. `--dev` (npm run dev) adds rspack dev servers and watchers;
// `--cluster` (npm run cluster) runs three NATS servers and two replicas of every part instead.
import { join } from 'node:path';
import {
  DATA,
  ensureDatabase,
  ensureInstall,
  requireNatsServer,
  requireRedisServer,
  ROOT,
  resolvePostgres,
  run,
  say,
  startChild,
  stopChildren,
} from './lib/infra.mjs';

const dev = process.argv.includes('--dev');
const cluster = process.argv.includes('--cluster');
const port = Number(process.env.PORT ?? 8080);

async function main() {
  ensureInstall();
  requireNatsServer();
  if (cluster) requireRedisServer();
  say('Compilando (nx run-many -t build)...');
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });

  const postgres = await resolvePostgres();
  say(`Postgres: ${postgres.source}`);

  const { startPlatform } = await import('./lib/platform.mjs');
  const databaseUrl = process.env.DATABASE_URL ?? (await ensureDatabase(postgres.adminUrl, 'afilia'));
  const { url } = await startPlatform({ databaseUrl, natsDir: join(DATA, cluster ? 'nats-cluster' : 'nats'), port, cluster });

  if (dev) {
    for (const app of ['mf-public', 'mf-brand', 'mf-creator', 'shell']) startChild(app, 'npm', ['run', 'dev', '-w', app], { cwd: ROOT });
    say('Modo desarrollo: la app con recarga en caliente está en http://localhost:3000 (la API sigue en ' + url + ')');
  }
  say(`Afilia está corriendo en ${url}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopChildren();
    process.exit(0);
  });
}

main().catch(async (error) => {
  process.stderr.write(`[afilia] ${error.message}\n`);
  await stopChildren();
  process.exit(1);
});
