import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each block of a creator's shop, per day: how often it was shown and clicked (issue 15 §1). */
export class ShopBlockStats1795740000000 implements MigrationInterface {
  name = 'ShopBlockStats1795740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."shop_block_stats" (
      "creator_id" uuid NOT NULL,
      "block_id" text NOT NULL,
      "day" date NOT NULL,
      "views" integer NOT NULL DEFAULT 0,
      "clicks" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("creator_id", "block_id", "day")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."shop_block_stats"`);
  }
}
