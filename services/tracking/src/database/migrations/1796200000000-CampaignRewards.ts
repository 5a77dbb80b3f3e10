import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rewards that grow with results (issue 39 §4, decision 247). `campaign_rewards` keeps each
 * campaign's tiers and bonuses as its latest event said (an older event changes nothing); a sale
 * is paid on the tier its place in the month reaches. A bonus is an earning of its own kind, for
 * its month and rule, held until the month's sales can no longer be reversed by the hold.
 */
export class CampaignRewards1796200000000 implements MigrationInterface {
  name = 'CampaignRewards1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."campaign_rewards" (
      "campaign_id" uuid PRIMARY KEY,
      "brand_id" uuid NOT NULL,
      "rewards" jsonb NOT NULL,
      "as_of" timestamptz NOT NULL
    )`);
    await q.query(`ALTER TABLE "tracking"."earnings" DROP CONSTRAINT "earnings_kind_check"`);
    await q.query(
      `ALTER TABLE "tracking"."earnings" ADD CONSTRAINT "earnings_kind_check" CHECK ("kind" IN ('conversion', 'clicks', 'bonus'))`,
    );
    await q.query(`ALTER TABLE "tracking"."earnings" ADD COLUMN "bonus_month" date, ADD COLUMN "bonus_rule" jsonb,
      ADD CONSTRAINT "earnings_bonus_check" CHECK (("kind" = 'bonus') = ("bonus_month" IS NOT NULL AND "bonus_rule" IS NOT NULL))`);
    await q.query(
      `CREATE INDEX "earnings_bonus_idx" ON "tracking"."earnings" ("campaign_id", "creator_id", "bonus_month") WHERE "kind" = 'bonus'`,
    );
    // Counting a creator's sales of the month in a campaign.
    await q.query(
      `CREATE INDEX "transactions_campaign_month_idx" ON "tracking"."transactions" ("campaign_id", "creator_id", "sold_at")
        WHERE NOT "is_test" AND "status" <> 'cancelled'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "tracking"."transactions_campaign_month_idx"`);
    await q.query(`DROP INDEX "tracking"."earnings_bonus_idx"`);
    await q.query(`DELETE FROM "tracking"."earnings" WHERE "kind" = 'bonus'`);
    await q.query(
      `ALTER TABLE "tracking"."earnings" DROP CONSTRAINT "earnings_bonus_check", DROP COLUMN "bonus_month", DROP COLUMN "bonus_rule"`,
    );
    await q.query(`ALTER TABLE "tracking"."earnings" DROP CONSTRAINT "earnings_kind_check"`);
    await q.query(`ALTER TABLE "tracking"."earnings" ADD CONSTRAINT "earnings_kind_check" CHECK ("kind" IN ('conversion', 'clicks'))`);
    await q.query(`DROP TABLE "tracking"."campaign_rewards"`);
  }
}
