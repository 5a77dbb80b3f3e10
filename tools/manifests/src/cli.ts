// npm run manifests: writes deploy/docker-compose.yml and deploy/k8s/*.yaml from the list of
// services. `--check` writes nothing and fails when a committed file differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SERVICE_NAMES } from '@afilia/contracts';
import { renderManifests, ROOT } from './render.js';

const check = process.argv.includes('--check');
const files = await renderManifests(SERVICE_NAMES);
let stale = 0;
for (const [file, text] of Object.entries(files)) {
  const path = `${ROOT}${file}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === text) continue;
  if (check) {
    stale += 1;
    process.stderr.write(`${file} differs from what the list of services renders (npm run manifests)\n`);
  } else {
    writeFileSync(path, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
process.exit(stale ? 1 : 0);
