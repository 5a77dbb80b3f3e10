/**
 * Answers kept in memory for a while (the public endpoints' lookups: pixels, banners), at most
 * `maxEntries` of them, the oldest dropped first (a Map iterates in insertion order). A miss,
 * or an answer past its time, is the caller's to look up again; `null` answers are kept too, so
 * a flood of unknown keys costs one lookup each per window.
 */
export class FreshCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly freshMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer while it is fresh, wrapped so that a kept null tells from a miss. */
  get(key: string): { value: T } | undefined {
    const entry = this.entries.get(key);
    return entry && entry.until > this.now() ? { value: entry.value } : undefined;
  }

  set(key: string, value: T): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: this.now() + this.freshMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
