import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { asSystem } from './tenant-scope.js';

/**
 * A check a service runs by itself: once at boot, then every `everyMs` (campaigns turning
 * inactive past their end date, commissions clearing after their holding period). A run still
 * going when the next is due is not doubled; shutdown stops the timer and waits for the run in
 * flight. Each run must be safe when replicas run it at the same time (update only the rows still
 * in the state the run moves them from), and must log and swallow its own failures: the next
 * run is the retry.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  protected constructor(private readonly everyMs: number) {}

  /** One pass of the job. */
  abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Runs a pass as soon as the current one (if any) ends its turn: new work is waiting. */
  soon(): void {
    setImmediate(() => this.tick());
  }

  private tick(): void {
    if (this.running) return;
    // A timer's run is the service's own work, in every tenant's rows.
    this.running = asSystem(() => this.run())
      .catch(() => undefined)
      .finally(() => (this.running = null));
  }
}
