// Writes each jest run's counts under test-output/results/<tier>/ (or AFILIA_TEST_RESULTS) so
// `npm test` can print one closing line over every tier and project. A unit run's file has a
// fixed name per project, which nx keeps with the cached run (nx.json's test outputs): a cached
// unit tier still counts its tests. The run's slowest tests go with the counts, for the list of
// the suite's slowest that `npm test` prints at its end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const WORKSPACE = new URL('../../', import.meta.url).pathname;

/** How many of a run's slowest tests its file keeps. */
const KEPT = 15;

/** The run's slowest tests: file (from the workspace), full name and milliseconds. */
function slowest(results) {
  return results.testResults
    .flatMap((file) =>
      file.testResults.map((test) => ({
        file: relative(WORKSPACE, file.testFilePath),
        test: test.fullName,
        ms: test.duration ?? 0,
      })),
    )
    .sort((a, b) => b.ms - a.ms)
    .slice(0, KEPT);
}

export default class ResultsReporter {
  constructor(globalConfig, { tier }) {
    this.rootDir = globalConfig.rootDir;
    this.tier = tier;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.AFILIA_TEST_RESULTS ?? join(WORKSPACE, 'test-output/results');
    if (!dir) return;
    const project = relative(WORKSPACE, this.rootDir);
    // Two runs of one project and tier at once (the e2e lanes) keep a file each.
    const file = join(dir, this.tier, this.tier === 'unit' ? `${project}.json` : `${project}-${process.pid}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        rootDir: this.rootDir,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        slowest: slowest(results),
      }),
    );
  }
}
