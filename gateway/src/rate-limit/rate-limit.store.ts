import { Redis } from 'ioredis';

export interface RateLimitStore {
  /** Counts one hit for the key and tells how many there were in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** How many hits the key has in its current window, without adding one. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** One gateway process: counters in memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string) {
    const now = Date.now();
    const window = this.windows.get(key);
    return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {}
}

/** Several gateway replicas: counters in Redis, so the limit holds across them. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async hit(key: string, windowMs: number) {
    const redisKey = `ratelimit:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(redisKey, windowMs);
    return { count, resetInMs: ttl < 0 ? windowMs : ttl };
  }

  async peek(key: string) {
    const redisKey = `ratelimit:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [[null, string | null], [null, number]];
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  /**
   * Nest calls this on its provider when the gateway stops. Without it the open connection keeps
   * the process alive after the app has closed: Nest then re-raises SIGTERM to end it, which a
   * container's PID 1 ignores, so compose and Kubernetes waited out their grace period and
   * killed it (found by the deploy smoke).
   */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
