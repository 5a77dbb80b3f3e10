import { availableParallelism, loadavg } from 'node:os';

/**
 * How much slower than idle this machine runs now: the last minute's load per core, between 1
 * and 6. Waits for a boot or for a test's condition are given this many times their limit, so a
 * busy machine (a laptop with a browser and an editor open, two test projects at once) makes
 * them slower, never failed.
 */
export function busyFactor(): number {
  return Math.min(6, Math.max(1, loadavg()[0]! / availableParallelism()));
}

/** The machine's load, for the message of a wait that ran out. */
export function machineLoad(): string {
  return `carga ${loadavg()[0]!.toFixed(1)} en ${availableParallelism()} núcleos`;
}
