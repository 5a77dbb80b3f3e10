import { busyFactor, machineLoad } from '../machine-load.js';

/**
 * Polls until `check` returns a value other than undefined, or fails after the timeout (scaled by
 * how busy the machine is when the wait starts). For tests and launch scripts.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const limitMs = Math.round(timeoutMs * busyFactor());
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${limitMs} ms waiting for ${what} (${machineLoad()})`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Tries `dial` until it connects, backing off from a quarter of a second to four, for at most a
 * minute (scaled like `waitFor`): a NATS server or Postgres slow to accept on a busy machine is
 * waited for, one that never answers fails with its last error.
 */
export async function dialWithRetry<T>(dial: () => Promise<T>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000 * busyFactor();
  for (let pause = 250; ; pause = Math.min(pause * 2, 4_000)) {
    try {
      return await dial();
    } catch (error) {
      if (Date.now() + pause > deadline)
        throw new Error(`Could not connect to ${what} (${machineLoad()}): ${String(error)}`, { cause: error });
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * A jest hook's timeout for a boot: longer than a boot's own limit on the busiest machine, so
 * that a boot that fails shows its own message (which part did not come up, and its last lines)
 * rather than jest's.
 */
export const BOOT_HOOK_TIMEOUT_MS = 15 * 60_000;
