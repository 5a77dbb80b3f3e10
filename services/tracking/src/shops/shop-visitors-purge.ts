import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JsonLogger, PeriodicJob } from '@afilia/service-kit';
import { dayOf } from '../clicks/visitor-hasher.js';
import { ShopBlockCounts } from './shop-block-counts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Hourly: the markers of a day are worth nothing once it is over, and a day's are few hours' work to delete. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the shops' per-visitor markers of the days before yesterday (UTC, the salts' days): a
 * visitor's hash changes with the day, so an old marker can never match again, and like the
 * salts they are not kept once they are of no use. Yesterday's stay, for a replica whose clock
 * or request is a little behind midnight. Replicas running it together delete the same rows.
 */
@Injectable()
export class ShopVisitorsPurge extends PeriodicJob {
  private readonly counts: ShopBlockCounts;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {
    super(EVERY_MS);
    this.counts = new ShopBlockCounts(dataSource);
  }

  /** Answers how many markers went. */
  async run(now = Date.now()): Promise<number> {
    try {
      const count = await this.counts.forgetVisitorsBefore(dayOf(now - DAY_MS));
      if (count) this.logger.info('shop.visitors-purged', { count });
      return count;
    } catch (error) {
      this.logger.warn('shop.visitors-purge-failed', { error: String(error) });
      return 0;
    }
  }
}
