/**
 * How many requests one network address may make in a fixed window, counted in this process's
 * memory (issue 34 §4): the public endpoints that write what a request says (the shops' counts;
 * the pixel may follow) take at most `limit` requests per address and window, so one machine
 * cannot inflate them at will. Replicas count apart, so the platform's limit is this times the
 * replicas an address reaches, which bounds it all the same.
 *
 * Memory is bounded: the windows live in a Map in the order they opened, so the expired ones are
 * always first and are dropped as new ones open; past `maxAddresses` live windows the oldest is
 * dropped too (that address starts afresh: a flood of addresses can cost the limit its memory of
 * the oldest ones, never the process its memory).
 */
export class AddressLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxAddresses = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of the address: whether it is within the limit, else how many seconds until the window ends. */
  take(address: string): { allowed: true } | { allowed: false; retryAfterS: number } {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) {
      // A new window goes last, keeping the Map in the order the windows end.
      if (window) this.windows.delete(address);
      this.dropExpired(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(address, window);
      while (this.windows.size > this.maxAddresses) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }

  /** How many addresses it holds a window for (the tests' look at its memory). */
  get size(): number {
    return this.windows.size;
  }

  private dropExpired(now: number): void {
    for (const [address, window] of this.windows) {
      if (window.endsAt > now) return;
      this.windows.delete(address);
    }
  }
}
