import { busyFactor, machineLoad } from './machine-load.js';

/**
 * Tries `dial` until it connects, backing off from a quarter of a second to four, for at most a
 * minute (scaled by how busy the machine is): a server still starting, or slow to accept on a
 * busy machine, delays a boot instead of ending it. One that never answers fails with its last
 * error; an error `isFinal` says will not change (the server refused the credentials) fails at once.
 */
export async function dialWithRetry<T>(
  dial: () => Promise<T>,
  what: string,
  { isFinal }: { isFinal?: (error: unknown) => boolean } = {},
): Promise<T> {
  const deadline = Date.now() + 60_000 * busyFactor();
  for (let pause = 250; ; pause = Math.min(pause * 2, 4_000)) {
    try {
      return await dial();
    } catch (error) {
      if (isFinal?.(error)) throw error;
      if (Date.now() + pause > deadline)
        throw new Error(`Could not connect to ${what} (${machineLoad()}): ${String(error)}`, { cause: error });
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}
