// Integration tests: the real Postgres and NATS of the machine, a fresh database per run
// (created in the global setup, dropped in the teardown). Tests in one project run in band:
// they share that database and the NATS queue groups.
import unit from './unit.config.js';

const root = new URL('.', import.meta.url).pathname;

export default {
  ...unit,
  testMatch: ['<rootDir>/test/integration/**/*.integration-spec.ts'],
  globalSetup: `${root}integration.setup.js`,
  globalTeardown: `${root}integration.teardown.js`,
  testTimeout: 30_000,
  maxWorkers: 1,
};
