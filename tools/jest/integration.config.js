// Integration tests: the real Postgres and NATS of the machine, a fresh database per run
// (created in the global setup, dropped in the teardown). Tests in one project run in band:
// they share that database and the NATS queue groups.
import unit, { reportersFor } from './unit.config.js';

const root = new URL('.', import.meta.url).pathname;

export default {
  ...unit,
  reporters: reportersFor('integration'),
  testMatch: ['<rootDir>/test/integration/**/*.integration-spec.ts'],
  globalSetup: `${root}integration.setup.js`,
  globalTeardown: `${root}integration.teardown.js`,
  // A timeout only ends a test that hangs: generous, since a busy two-core machine runs a test
  // that takes 5 s when idle several times slower (waits inside scale the same way: waitFor).
  testTimeout: 180_000,
  maxWorkers: 1,
};
