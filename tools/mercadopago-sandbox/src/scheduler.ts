// Delayed work (auto-settling a transfer) that close() can cancel, so a closed sandbox leaves no
// timer behind to fire into a finished test.
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly log: (line: string) => void) {}

  later(ms: number, task: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.closed) return;
      const run = task().catch((error: unknown) => this.log(`scheduled task failed: ${String(error)}`));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, ms);
    this.timers.add(timer);
  }

  /** Cancels what has not started and waits for what has. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
