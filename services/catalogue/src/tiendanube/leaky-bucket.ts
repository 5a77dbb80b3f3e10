/**
 * Tiendanube's rate limit mirrored on our side: a bucket of 40 that leaks 2 requests a second,
 * per store, until the API says otherwise. We wait before we would overflow, and re-sync from the
 * headers the API sends back (`X-Rate-Limit-Limit`, `X-Rate-Limit-Remaining`), so several
 * replicas sharing a store stay polite and a store on a bigger plan (a bucket of 400 that leaks
 * 20 a second) is not held to the small one.
 */
export class LeakyBucket {
  private level = 0;
  private updatedAt: number;

  constructor(
    private capacity = 40,
    private leakPerSecond = 2,
    private readonly now: () => number = Date.now,
  ) {
    this.updatedAt = now();
  }

  /** Milliseconds to wait before the next request fits; counts the request when it is 0. */
  reserve(): number {
    this.leak();
    if (this.level + 1 <= this.capacity - 1) {
      this.level += 1;
      return 0;
    }
    return Math.ceil(((this.level + 2 - this.capacity) / this.leakPerSecond) * 1000);
  }

  /**
   * What the API said its bucket holds and has left. The leak rate is not sent: the documented
   * buckets leak a twentieth of their size a second (40 → 2, and ×10 on Next and Evolution plans).
   */
  observe(limit: number, remaining: number): void {
    this.leak();
    this.capacity = limit;
    this.leakPerSecond = limit / 20;
    this.level = Math.max(0, limit - remaining);
  }

  private leak(): void {
    const now = this.now();
    this.level = Math.max(0, this.level - ((now - this.updatedAt) / 1000) * this.leakPerSecond);
    this.updatedAt = now;
  }
}
