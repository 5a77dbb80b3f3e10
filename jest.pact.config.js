// Pact: consumers (each micro-frontend's API client) write contracts/pacts/*.json against a mock
// server; the gateway verifies them against the real platform on the run's fresh database.
import integration from './jest.integration.config.js';

export default {
  ...integration,
  testMatch: ['<rootDir>/test/pact/**/*.pact-spec.ts'],
  testTimeout: 120_000,
};
