/** Waits before retry n (0-based): base, 2·base, 4·base... (seed 000 §9: 200 ms, doubling). */
export function backoffDelay(attempt: number, baseMs: number): number {
  return baseMs * 2 ** attempt;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
