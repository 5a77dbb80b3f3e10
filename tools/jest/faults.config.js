// Fault tests (npm run faults, and the short versions in npm test): the whole platform as the
// local cluster (three NATS servers, two replicas of every part) on a fresh database, parts of it
// killed under load. One file at a time: each starts its own cluster.
import unit, { reportersFor } from './unit.config.js';

export default {
  ...unit,
  reporters: reportersFor('faults'),
  testMatch: ['<rootDir>/faults/**/*.faults-spec.ts'],
  testTimeout: 30 * 60_000,
  maxWorkers: 1,
  // A failed scenario may leave a socket of the cluster open (a consumer's NATS connection, the
  // proxy's clients): the run ends when its tests have, never waits on them (afterAll has already
  // stopped every child process).
  forceExit: true,
};
