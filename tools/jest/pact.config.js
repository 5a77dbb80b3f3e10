// Pact consumers: each micro-frontend's API client against Pact's mock gateway; writes
// contracts/pacts/<consumer>-gateway.json. No database or NATS needed.
import unit, { reportersFor } from './unit.config.js';

export default {
  ...unit,
  reporters: reportersFor('pact'),
  testMatch: ['<rootDir>/test/pact/**/*.pact-spec.ts'],
  testTimeout: 30_000,
  maxWorkers: 1,
};
