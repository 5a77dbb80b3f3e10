import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What click quality and the stats dialog read from a link's own counters (issue 13 §3): the
 * clicks the fraud rule flagged (a visitor's clicks past the hourly limit on a CPC link), and the
 * time of its last person's click.
 */
export class ClickQuality1795570000000 implements MigrationInterface {
  name = 'ClickQuality1795570000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links"
      ADD COLUMN "flagged_clicks" integer NOT NULL DEFAULT 0,
      ADD COLUMN "last_click_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" DROP COLUMN "flagged_clicks", DROP COLUMN "last_click_at"`);
  }
}
