// Where a run's CPU went, by kind of process: `npm test -- --cpu-by-kind` samples /proc every
// second and prints, after each tier, the CPU seconds each kind used (Chromium, each service,
// jest, tsc...). On a two-core machine the suite's time is its CPU: this says what to make cheaper.
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { canReadCpuTime, cpuMs } from './cpu-time.mjs';

/** A process's kind, from its command line: what the profile adds its CPU time to. */
export function kindOf(argv) {
  const line = argv.join(' ');
  const service = /\/services\/([a-z-]+)\/dist\//.exec(line) ?? /\/(gateway)\/dist\//.exec(line);
  if (service) return service[1];
  const sandbox = /\/tools\/([a-z]+-sandbox)\//.exec(line);
  if (sandbox) return sandbox[1];
  if (/chrom(e|ium)/.test(argv[0] ?? '')) return 'chromium';
  for (const [pattern, kind] of [
    [/jest/, 'jest'],
    [/\btsc\b|typescript\/bin/, 'tsc'],
    [/rspack/, 'rspack'],
    [/\bnx\b/, 'nx'],
    [/eslint/, 'eslint'],
    [/prettier/, 'prettier'],
  ])
    if (pattern.test(line)) return kind;
  return basename(argv[0] ?? '?').replace(/:.*/, '') || '?';
}

/** Every process now: its pid and command line. */
function processes() {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      found.push({ pid, argv: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean) });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/**
 * Starts sampling; `take()` answers the CPU seconds by kind since the last `take()` and starts
 * counting anew, `stop()` ends the sampling. A process's time before it was first seen counts
 * too when it started after the sampling did (most of a short-lived one's life).
 */
export function startCpuByKind({ everyMs = 1000 } = {}) {
  if (!canReadCpuTime) return { take: () => ({}), stop() {} };
  const seen = new Map(); // pid -> CPU ms at the last sample
  let byKind = {};
  const sample = () => {
    for (const { pid, argv } of processes()) {
      const ms = cpuMs(pid);
      const before = seen.get(pid) ?? (sampling ? 0 : ms);
      seen.set(pid, ms);
      if (ms > before) {
        const kind = kindOf(argv);
        byKind[kind] = (byKind[kind] ?? 0) + (ms - before) / 1000;
      }
    }
    sampling = true;
  };
  let sampling = false;
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    take() {
      sample();
      const taken = byKind;
      byKind = {};
      return taken;
    },
    stop: () => clearInterval(timer),
  };
}

/** One line: the kinds that used at least a second, the busiest first. */
export function formatCpu(byKind) {
  const kinds = Object.entries(byKind)
    .filter(([, seconds]) => seconds >= 1)
    .sort(([, a], [, b]) => b - a);
  const total = kinds.reduce((sum, [, seconds]) => sum + seconds, 0);
  return `${Math.round(total)} s de CPU: ${kinds.map(([kind, seconds]) => `${kind} ${Math.round(seconds)}`).join(', ')}`;
}
