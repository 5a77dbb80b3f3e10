import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JsonLogger } from '@afilia/service-kit';

/** How often pending commissions are checked; the holding period is counted in days. */
const EVERY_MS = 60_000;

/**
 * A commission clears once its holding period is over (COMMISSION_HOLD_DAYS, so that refunds
 * land first): pending becomes completed, payable. A check at boot and every minute; the update
 * takes only rows still pending, so replicas running it together clear each one once.
 */
@Injectable()
export class CommissionClearing implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Clears the commissions whose holding period is over; answers how many. */
  async run(now = new Date()): Promise<number> {
    try {
      const [, count]: [unknown[], number] = await this.dataSource.query(
        `UPDATE "tracking"."transactions" SET "status" = 'completed', "completed_at" = now()
          WHERE "status" = 'pending' AND "clears_at" <= $1`,
        [now],
      );
      if (count) this.logger.info('commissions.cleared', { count });
      return count;
    } catch (error) {
      this.logger.warn('commissions.clearing-failed', { error: String(error) });
      return 0;
    }
  }
}
