// Loaded with `node --import` into each process of the platform when `npm run bench -- --profile`
// asks for CPU profiles. Samples only while the bench measures: it starts when `<dir>/.start`
// appears and writes `<dir>/<process>.cpuprofile` when `<dir>/.stop` appears (open it in
// Chrome's DevTools, or summarise it with tools/scripts/lib/profile-summary.mjs). Marker files
// rather than signals, because NestJS owns SIGTERM and exits before a profile could be written.
import { Session } from 'node:inspector';
import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const dir = process.env.AFILIA_PROFILE_DIR;
const POLL_MS = 100;
// 200 µs between samples: fine enough for a request that costs a few hundred µs of CPU.
const SAMPLING_INTERVAL_US = 200;

/** `services/identity/dist/main.js` → identity, `gateway/dist/main.js` → gateway. */
function processName() {
  const main = process.argv[1] ?? String(process.pid);
  const project = basename(dirname(dirname(main)));
  return project || String(process.pid);
}

if (dir) {
  const session = new Session();
  session.connect();
  let state = 'waiting';
  const timer = setInterval(() => {
    if (state === 'waiting' && existsSync(join(dir, '.start'))) {
      state = 'sampling';
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US }, () => session.post('Profiler.start')),
      );
    } else if (state === 'sampling' && existsSync(join(dir, '.stop'))) {
      state = 'done';
      clearInterval(timer);
      session.post('Profiler.stop', (error, result) => {
        if (!error) writeFileSync(join(dir, `${processName()}.cpuprofile`), JSON.stringify(result.profile));
      });
    }
  }, POLL_MS);
  timer.unref();
}
