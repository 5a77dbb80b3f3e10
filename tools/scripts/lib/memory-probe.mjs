// Loaded with `node --import` into the platform's processes when `npm run bench` measures the
// live notifications, so it can read the gateway's heap, which /proc does not show. Only the
// gateway answers: when `<dir>/<label>.ask` appears it collects garbage (twice, so what is left
// is what the process holds) and writes `<dir>/<label>.gateway.json` with process.memoryUsage().
// A file rather than a signal, as cpu-profile.mjs does: NestJS owns the signals. fs.watch costs
// nothing while nobody asks.
import { existsSync, watch, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const dir = process.env.AFILIA_MEMORY_DIR;
/** `gateway/dist/main.js` → gateway. */
const name = basename(dirname(dirname(process.argv[1] ?? '')));

if (dir && name === 'gateway') {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const answer = (file) => {
    if (!file?.endsWith('.ask')) return;
    const out = join(dir, file.replace(/\.ask$/, `.${name}.json`));
    if (existsSync(out)) return;
    gc();
    gc();
    writeFileSync(out, JSON.stringify(process.memoryUsage()));
  };
  watch(dir, (_event, file) => answer(file)).unref();
}
