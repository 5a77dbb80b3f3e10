import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JsonLogger, Outbox, PeriodicJob } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { accrueEarning } from './earnings.js';

const EVERY_MS = 60_000;
/** At most this many billed clicks a run; the next run takes the rest. */
const BATCH = 20_000;
const HOUR_MS = 3_600_000;

/** A billed click (held ones wait for their brand: decision on held clicks). */
interface BillRow {
  click_id: string;
  link_id: string;
  amount_cents: number;
  billed_at: Date;
  brand_id: string;
  creator_id: string;
  campaign_id: string | null;
}

/**
 * A CPC creator's earnings (decision 170): the billed clicks of each link are rolled up per hour
 * of billing into one earning, once the hour is over, so the ledger gets an entry an hour rather
 * than one a click. Each billed click enters exactly one earning: the run takes clicks not yet
 * accrued (locked, so replicas skip each other's), records the earnings and marks the clicks in
 * one transaction. A click billed late for an hour already rolled up makes an earning of its own.
 */
@Injectable()
export class ClickEarnings extends PeriodicJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
  ) {
    super(EVERY_MS);
  }

  /** Rolls up the clicks billed before the current hour (of `now`); answers how many earnings it recorded. */
  async run(now = new Date()): Promise<number> {
    try {
      const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
      const made = await this.dataSource.transaction(async (manager) => {
        const bills: BillRow[] = await manager.query(
          `SELECT b."click_id", b."link_id", b."amount_cents", b."billed_at", l."brand_id", l."creator_id", l."campaign_id"
             FROM "tracking"."cpc_bills" b JOIN "tracking"."affiliate_links" l ON l."id" = b."link_id"
            WHERE b."earning_id" IS NULL AND b."status" = 'billed' AND b."billed_at" < $1
            ORDER BY b."billed_at" LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
          [hourStart],
        );
        const groups = new Map<string, BillRow[]>();
        for (const bill of bills) {
          const key = `${bill.link_id}:${Math.floor(bill.billed_at.getTime() / HOUR_MS)}`;
          const group = groups.get(key);
          if (group) group.push(bill);
          else groups.set(key, [bill]);
        }
        let count = 0;
        for (const group of groups.values()) {
          const first = group[0]!;
          const hourEnd = new Date((Math.floor(first.billed_at.getTime() / HOUR_MS) + 1) * HOUR_MS);
          const id = await accrueEarning(
            manager,
            this.outbox,
            {
              kind: 'clicks',
              sourceKey: `clicks:${first.click_id}`,
              brandId: first.brand_id,
              creatorId: first.creator_id,
              campaignId: first.campaign_id,
              amountCents: group.reduce((sum, bill) => sum + Number(bill.amount_cents), 0),
              earnedAt: hourEnd,
            },
            this.env.COMMISSION_HOLD_DAYS,
          );
          if (!id) continue;
          await manager.query(`UPDATE "tracking"."cpc_bills" SET "earning_id" = $1 WHERE "click_id" = ANY($2::uuid[])`, [
            id,
            group.map((bill) => bill.click_id),
          ]);
          count += 1;
        }
        return count;
      });
      if (made) this.logger.info('earnings.clicks-accrued', { earnings: made });
      return made;
    } catch (error) {
      this.logger.warn('earnings.clicks-failed', { error: String(error) });
      return 0;
    }
  }
}
