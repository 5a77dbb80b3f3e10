// e2e: Chromium through playwright-core against the platform `npm test` started (E2E_BASE_URL).
import unit, { reportersFor } from './unit.config.js';
import { busyFactor } from '../../services/kit/dist/machine-load.js';

export default {
  ...unit,
  reporters: reportersFor('e2e'),
  testEnvironment: new URL('./e2e-environment.js', import.meta.url).pathname,
  testMatch: ['<rootDir>/tests/**/*.e2e-spec.ts'],
  // A timeout only ends a journey that hangs: the longest that set none takes about 35 s on an
  // idle two-core machine running both lanes, so a minute and a half, times the machine's load
  // per core when the lane starts (1 to 6, as every wait's limit). The journeys that walk many
  // screens (the accessibility audit, sales, links…) name their own.
  testTimeout: Math.round(90_000 * busyFactor()),
  maxWorkers: 1,
};
