// The deploy's provisioning step (compose's provision-databases service, the Kubernetes Job):
// gives every service of SERVICE_NAMES its own Postgres role, password and schema, with the
// administrator's URL, as the launcher does for npm start. Idempotent: it runs on every start.
//   DATABASE_ADMIN_URL=postgres://afilia:...@postgres:5432/afilia \
//   IDENTITY_DATABASE_PASSWORD=... CATALOGUE_DATABASE_PASSWORD=... NOTIFICATIONS_DATABASE_PASSWORD=... \
//   node tools/scripts/provision-databases.mjs
import { SERVICE_NAMES } from '@afilia/contracts';
import { JsonLogger, provisionServiceDatabase, serviceRole } from '@afilia/service-kit';
import { provisioningInputs, retryTransient } from './lib/database-provisioning.mjs';

const log = new JsonLogger('provision-databases');

try {
  const { adminUrl, passwords } = provisioningInputs(process.env, SERVICE_NAMES);
  for (const service of SERVICE_NAMES) {
    // Kubernetes starts the Job beside Postgres, so the first attempts may find it still starting.
    await retryTransient(() => provisionServiceDatabase(adminUrl, service, passwords[service]), {
      delayMs: 2000,
      deadlineMs: 180_000,
      retrying: (error) => log.warn('Postgres is not answering yet, retrying', { error: String(error) }),
    });
    log.info('database role ready', { service, role: serviceRole(service) });
  }
} catch (error) {
  log.error('provisioning failed', { error: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
}
