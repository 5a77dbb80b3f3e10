// Kubernetes: the init container of a service's pod. Waits, with the service's own DATABASE_URL,
// until its role logs in and owns its schema (the provisioning Job has run), so the service
// starts once rather than failing and backing off until then. Exits 1 after five minutes, and
// the kubelet tries again.
//   DATABASE_URL=postgres://afilia_identity:...@postgres:5432/afilia node tools/scripts/wait-for-database.mjs identity
import { assertServiceRole, JsonLogger } from '@afilia/service-kit';

const service = process.argv[2];
const url = process.env.DATABASE_URL;
const log = new JsonLogger('wait-for-database');
const DEADLINE = Date.now() + 5 * 60_000;

if (!service || !url) {
  log.error('usage: DATABASE_URL=<the service’s own URL> node tools/scripts/wait-for-database.mjs <service>');
  process.exit(2);
}

let last = '';
for (;;) {
  try {
    await assertServiceRole(url, service);
    log.info('database role ready', { service });
    break;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // One line per change of reason, not one every two seconds.
    if (reason !== last) log.warn('waiting for the provisioning job', { service, reason });
    last = reason;
    if (Date.now() > DEADLINE) {
      log.error('the service’s database role is still not ready', { service, reason });
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
