import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A link keeps its campaign's name, so a creator still reads it after the brand deletes the campaign. */
export class LinkCampaignName1795461400000 implements MigrationInterface {
  name = 'LinkCampaignName1795461400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" ADD COLUMN "campaign_name" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" DROP COLUMN "campaign_name"`);
  }
}
