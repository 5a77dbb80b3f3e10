// CPU time of processes on this machine, from /proc (Linux). The bench divides it by the
// requests served: CPU per request barely moves with the machine's other load, where requests
// a second do, so it is the figure to compare between runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

export const canReadCpuTime = existsSync('/proc/self/stat');

/** User plus system CPU milliseconds the process has used, or 0 when it is gone. */
export function cpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces) start at state; utime and stime are 14th and 15th overall.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of each process now: `{ pid → { name, ms } }`. */
export function cpuSnapshot(processes) {
  return new Map(processes.map(({ name, pid }) => [pid, { name, ms: cpuMs(pid) }]));
}

/**
 * CPU milliseconds each named group used between two snapshots. A process that started in
 * between counts from zero; one that ended (a pooled Postgres connection closed when idle)
 * is left out, as its last figures cannot be read.
 */
export function cpuUsedByName(before, after) {
  const used = {};
  for (const [pid, { name, ms }] of after) used[name] = (used[name] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  return used;
}
