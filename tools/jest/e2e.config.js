// e2e: Chromium through playwright-core against the platform `npm test` started (E2E_BASE_URL).
import unit, { reportersFor } from './unit.config.js';

export default {
  ...unit,
  reporters: reportersFor('e2e'),
  testEnvironment: new URL('./e2e-environment.js', import.meta.url).pathname,
  testMatch: ['<rootDir>/tests/**/*.e2e-spec.ts'],
  // A journey over many screens takes more than a minute when CI runs two lanes on two cores.
  testTimeout: 150_000,
  maxWorkers: 1,
};
