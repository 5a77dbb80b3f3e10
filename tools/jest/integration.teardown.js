import pg from 'pg';

export default async function teardown() {
  const pid = Number(process.env.AFILIA_TEST_NATS_PID);
  if (pid) process.kill(pid, 'SIGTERM');
  const name = process.env.AFILIA_TEST_DATABASE;
  const base = process.env.AFILIA_TEST_ADMIN_URL;
  if (!name || !base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
