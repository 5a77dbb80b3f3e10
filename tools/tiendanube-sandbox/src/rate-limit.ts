// The API's leaky bucket: each call adds one drop, the bucket leaks `leakPerSecond` drops a
// second, and a call that would overflow `burst` answers 429. One bucket per store and token.

export interface BucketLimits {
  burst: number;
  leakPerSecond: number;
}

export interface BucketVerdict {
  allowed: boolean;
  /** X-Rate-Limit-* headers, sent on every API answer (429 included). */
  headers: Record<string, string>;
}

interface Bucket {
  level: number;
  at: number;
}

export class LeakyBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: BucketLimits,
    private readonly now: () => number,
  ) {}

  take(key: string): BucketVerdict {
    const { burst, leakPerSecond } = this.limits;
    const at = this.now();
    const bucket = this.buckets.get(key) ?? { level: 0, at };
    bucket.level = Math.max(0, bucket.level - (Math.max(0, at - bucket.at) / 1000) * leakPerSecond);
    bucket.at = at;
    // A small tolerance keeps float leaks (0.9999...) from refusing a call that is due.
    const allowed = bucket.level + 1 <= burst + 1e-9;
    if (allowed) bucket.level += 1;
    this.buckets.set(key, bucket);
    return {
      allowed,
      headers: {
        'X-Rate-Limit-Limit': String(burst),
        'X-Rate-Limit-Remaining': String(Math.max(0, Math.floor(burst - bucket.level + 1e-9))),
        // Milliseconds until the bucket is empty again.
        'X-Rate-Limit-Reset': String(Math.ceil((bucket.level / leakPerSecond) * 1000)),
      },
    };
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }
}
