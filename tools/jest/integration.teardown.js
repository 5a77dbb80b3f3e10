import { connectTestDatabase } from '@afilia/service-kit/testing';

export default async function teardown() {
  // The project's peers (integration.setup.js), before the bus and the database they use.
  await globalThis.__afiliaPeers?.stopAll();
  const pid = Number(process.env.AFILIA_TEST_NATS_PID);
  if (pid) process.kill(pid, 'SIGTERM');
  const name = process.env.AFILIA_TEST_DATABASE;
  const base = process.env.AFILIA_TEST_ADMIN_URL;
  if (!name || !base) return;
  const admin = await connectTestDatabase(base);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
