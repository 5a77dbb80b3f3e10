// npm run admin -- --email ops@empresa.com [--name "Operaciones"]: creates an admin account in the
// database npm start uses (DATABASE_URL, else the local Postgres's `afilia`, else the embedded one)
// and prints its password once. Nobody can sign up as an admin (docs/decisions.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureDatabase, portAnswers, resolvePostgres, ROOT, run, stopChildren } from './lib/infra.mjs';

const cli = join(ROOT, 'services/identity/dist/admin/grant-admin.cli.js');

async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  // npm start's embedded Postgres, when it is the one running.
  if (!(await portAnswers(5432)) && (await portAnswers(54329))) return 'postgres://postgres:postgres@127.0.0.1:54329/afilia';
  const { adminUrl } = await resolvePostgres();
  return ensureDatabase(adminUrl, 'afilia');
}

async function main() {
  if (!existsSync(cli)) run('npx', ['nx', 'run', '@afilia/identity:build', '--output-style=static']);
  const url = await databaseUrl();
  const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  await stopChildren();
  process.exitCode = result.status ?? 1;
}

main().catch(async (error) => {
  process.stderr.write(`[afilia] ${error.message}\n`);
  await stopChildren();
  process.exit(1);
});
