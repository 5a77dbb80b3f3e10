// Pact provider: the gateway verifies every consumer pact against the real platform, on the
// run's fresh database (integration global setup) and NATS.
import { reportersFor } from './unit.config.js';
import integration from './integration.config.js';

export default {
  ...integration,
  reporters: reportersFor('pact-provider'),
  testMatch: ['<rootDir>/test/pact/**/*.provider-spec.ts'],
  testTimeout: 300_000,
};
