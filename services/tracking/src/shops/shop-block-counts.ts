import type { DataSource } from 'typeorm';
import { SHOP_STATS_DAYS, type BlockStats } from '@afilia/contracts';

/**
 * The views and clicks of shops' blocks, one row per block and day (Buenos Aires' day, as the
 * other daily figures), added to as the page reports them.
 */
export class ShopBlockCounts {
  constructor(private readonly dataSource: DataSource) {}

  async viewed(creatorId: string, blockIds: readonly string[], at = new Date()): Promise<void> {
    await this.add(creatorId, blockIds, 'views', at);
  }

  async clicked(creatorId: string, blockId: string, at = new Date()): Promise<void> {
    await this.add(creatorId, [blockId], 'clicks', at);
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

  private async add(creatorId: string, blockIds: readonly string[], column: 'views' | 'clicks', at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "tracking"."shop_block_stats" ("creator_id", "block_id", "day", "${column}")
         SELECT $1, block_id, ($3::timestamptz AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 1 FROM unnest($2::text[]) AS block_id
       ON CONFLICT ("creator_id", "block_id", "day") DO UPDATE SET "${column}" = "shop_block_stats"."${column}" + 1`,
      [creatorId, blockIds, at],
    );
  }
}
