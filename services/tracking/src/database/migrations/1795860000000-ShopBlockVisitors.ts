import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who a shop's block was counted for, per day (issue 34 §4): a visitor's view or click of a block
 * counts once a day. The visitor is its keyed hash of the day (VisitorHasher), never an address;
 * the day is the salt's (UTC), and the rows of past days are deleted (ShopVisitorsPurge), first
 * in the key so that deletion reads a range.
 */
export class ShopBlockVisitors1795860000000 implements MigrationInterface {
  name = 'ShopBlockVisitors1795860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."shop_block_visitors" (
      "day" date NOT NULL,
      "creator_id" uuid NOT NULL,
      "visitor" text NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('views', 'clicks')),
      "block_id" text NOT NULL,
      PRIMARY KEY ("day", "creator_id", "visitor", "kind", "block_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."shop_block_visitors"`);
  }
}
