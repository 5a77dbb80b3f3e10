import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JsonLogger, PeriodicJob } from '@afilia/service-kit';
import { ConversionReviews } from './conversion-review.js';

const EVERY_MS = 60_000;
/** At most this many a run; the next run takes the rest. */
const BATCH = 500;

/**
 * A pixel-only conversion its brand did not review is approved when its review period ends
 * (issue 34 §1): it earns then. One an anomaly held is never approved by time. The rows are
 * taken locked and skipped by another replica running at once, so each is approved once.
 */
@Injectable()
export class ConversionReviewClock extends PeriodicJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ConversionReviews,
    private readonly logger: JsonLogger,
  ) {
    super(EVERY_MS);
  }

  /** Approves the conversions whose review ended by `now`; answers how many. */
  async run(now = new Date()): Promise<number> {
    try {
      const approved = await this.dataSource.transaction(async (manager) => {
        const due: { id: string }[] = await manager.query(
          `SELECT "id" FROM "tracking"."external_conversions" WHERE "review" = 'pending' AND "review_ends_at" <= $1
            ORDER BY "review_ends_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [now],
        );
        for (const { id } of due) await this.reviews.settle(manager, await this.reviews.lock(manager, id, () => true), 'approved', null);
        return due.length;
      });
      if (approved) this.logger.info('conversions.approved-by-time', { count: approved });
      return approved;
    } catch (error) {
      this.logger.warn('conversions.review-clock-failed', { error: String(error) });
      return 0;
    }
  }
}
