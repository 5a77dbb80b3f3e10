import { busyFactor, machineLoad } from '../machine-load.js';

export { dialWithRetry } from '../dial.js';

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
 * A jest hook's timeout for a boot: longer than a boot's own limit on the busiest machine, so
 * that a boot that fails shows its own message (which part did not come up, and its last lines)
 * rather than jest's.
 */
export const BOOT_HOOK_TIMEOUT_MS = 15 * 60_000;
