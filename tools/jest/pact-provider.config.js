// Pact provider: the gateway verifies every consumer pact against the real platform, on the
// run's fresh database (integration global setup) and NATS.
import integration from './integration.config.js';

export default {
  ...integration,
  testMatch: ['<rootDir>/test/pact/**/*.provider-spec.ts'],
  testTimeout: 120_000,
};
