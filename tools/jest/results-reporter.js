// Writes each jest run's counts to AFILIA_TEST_RESULTS (a folder) so `npm test` can print one
// closing line over every tier and project. Does nothing when the variable is unset.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default class ResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.AFILIA_TEST_RESULTS;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const name = `${this.rootDir.replace(/[^a-z0-9]+/gi, '_')}-${process.env.AFILIA_TEST_TIER ?? 'jest'}-${process.pid}.json`;
    writeFileSync(
      join(dir, name),
      JSON.stringify({
        rootDir: this.rootDir,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}
