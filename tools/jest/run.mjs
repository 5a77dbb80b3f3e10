// The one jest command: `node tools/jest/run.mjs <project folder> <tier> [jest args]` runs jest in
// ESM mode (NestJS 12 ships ESM only) with tools/jest/<tier>.config.js over that project.
// nx.json's target defaults call it for test, integration, pact and e2e.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const [project, tier, ...args] = process.argv.slice(2);
const config = new URL(`./${tier}.config.js`, import.meta.url).pathname;
if (!project || !tier || !existsSync(config)) {
  process.stderr.write(`usage: node tools/jest/run.mjs <project folder> <unit|integration|pact|pact-provider|e2e|faults> [jest args]\n`);
  process.exit(2);
}
const jest = new URL('../../node_modules/jest/bin/jest.js', import.meta.url).pathname;
const result = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', jest, '--config', config, '--rootDir', resolve(project), ...args],
  {
    stdio: 'inherit',
    cwd: project,
    // Every service a test starts checks the JSON it sends on unparsed against its contract (json-read.ts).
    env: { ...process.env, STRICT_REPLIES: '1' },
  },
);
process.exit(result.status ?? 1);
