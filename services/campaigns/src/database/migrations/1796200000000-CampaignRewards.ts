import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A standard campaign's rewards that grow with results (issue 39 §4, decision 247): its tiers
 * and bonuses, as the contracts' `campaignRewardsSchema` reads them. Tracking pays on the copy
 * the campaign's events carry.
 */
export class CampaignRewards1796200000000 implements MigrationInterface {
  name = 'CampaignRewards1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaigns" ADD COLUMN "rewards" jsonb NOT NULL DEFAULT '{"tiers": [], "bonuses": []}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaigns" DROP COLUMN "rewards"`);
  }
}
