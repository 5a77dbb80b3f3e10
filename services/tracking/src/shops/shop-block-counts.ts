import type { DataSource } from 'typeorm';
import { SHOP_STATS_DAYS, type BlockStats } from '@afilia/contracts';
import { dayOf } from '../clicks/visitor-hasher.js';

/** What a shop's page reports of a block: it was shown, or its link was followed. */
export type ShopBlockEvent = 'views' | 'clicks';

/**
 * The views and clicks of shops' blocks, one row per block and day (Buenos Aires' day, as the
 * other daily figures), added to as the page reports them: each visitor's once a day per block
 * (issue 34 §4), so reloading a page, or following a link again, counts no second time.
 */
export class ShopBlockCounts {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts the blocks for the visitor (its keyed hash of the day: VisitorHasher), leaving out the
   * ones it was counted for today already. Who has been counted is a marker per visitor, block
   * and kind, on the salt's day (UTC, the day the visitor's hash stands for); one statement marks
   * and counts, so two requests of one visitor at once count once.
   */
  async add(creatorId: string, visitor: string, blockIds: readonly string[], event: ShopBlockEvent, at = new Date()): Promise<void> {
    await this.dataSource.query(
      `WITH "fresh" AS (
         INSERT INTO "tracking"."shop_block_visitors" ("day", "creator_id", "visitor", "kind", "block_id")
           SELECT $4::date, $1, $5, $6, block_id FROM unnest($2::text[]) AS block_id
         ON CONFLICT DO NOTHING
         RETURNING "block_id"
       )
       INSERT INTO "tracking"."shop_block_stats" ("creator_id", "block_id", "day", "${event}")
         SELECT $1, "block_id", ($3::timestamptz AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 1 FROM "fresh"
       ON CONFLICT ("creator_id", "block_id", "day") DO UPDATE SET "${event}" = "shop_block_stats"."${event}" + 1`,
      [creatorId, blockIds, at, dayOf(at.getTime()), visitor, event],
    );
  }

  /** Each block's figures over the last `SHOP_STATS_DAYS` days. */
  async of(creatorId: string): Promise<BlockStats> {
    const rows: { block_id: string; views: string; clicks: string }[] = await this.dataSource.query(
      `SELECT "block_id", sum("views") AS "views", sum("clicks") AS "clicks" FROM "tracking"."shop_block_stats"
        WHERE "creator_id" = $1 AND "day" > (now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date - $2::int
        GROUP BY "block_id"`,
      [creatorId, SHOP_STATS_DAYS],
    );
    return Object.fromEntries(rows.map((r) => [r.block_id, { views: Number(r.views), clicks: Number(r.clicks) }]));
  }

  /** Forgets who was counted on the days before `day` (YYYY-MM-DD): their hashes cannot come back. Answers how many markers went. */
  async forgetVisitorsBefore(day: string): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM "tracking"."shop_block_visitors" WHERE "day" < $1::date`,
      [day],
    );
    return count;
  }
}
