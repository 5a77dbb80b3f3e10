import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Earnings that are not sales (decision 170): a valid pixel conversion's commission, and a CPC
 * link's billed clicks, rolled up per link and hour. Each enters the ledger once (its entries of
 * a kind are unique per earning), is billed to its brand by a statement and clears like a sale.
 */
export class Earnings1795620000000 implements MigrationInterface {
  name = 'Earnings1795620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."earnings" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "kind" text NOT NULL CHECK ("kind" IN ('conversion', 'clicks')),
      "source_key" text NOT NULL UNIQUE,
      "brand_id" uuid NOT NULL,
      "creator_id" uuid NOT NULL,
      "campaign_id" uuid,
      "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
      "platform_cents" bigint NOT NULL CHECK ("platform_cents" >= 0),
      "earned_at" timestamptz NOT NULL,
      "clears_at" timestamptz NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'completed')),
      "statement_id" uuid REFERENCES "tracking"."brand_statements" ("id"),
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "earnings_brand_idx" ON "tracking"."earnings" ("brand_id") WHERE "statement_id" IS NULL`);
    await q.query(`CREATE INDEX "earnings_pending_idx" ON "tracking"."earnings" ("clears_at") WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "earnings_statement_idx" ON "tracking"."earnings" ("statement_id")`);
    // A billed click enters one earning; the ones not yet rolled up are found by this index.
    await q.query(`ALTER TABLE "tracking"."cpc_bills" ADD COLUMN "earning_id" uuid`);
    await q.query(`CREATE INDEX "cpc_bills_unaccrued_idx" ON "tracking"."cpc_bills" ("billed_at") WHERE "earning_id" IS NULL`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD COLUMN "earning_id" uuid`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_earning_once" ON "tracking"."ledger_entries" ("earning_id", "kind", "account") WHERE "earning_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "tracking"."ledger_entries_earning_once"`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP COLUMN IF EXISTS "earning_id"`);
    await q.query(`ALTER TABLE "tracking"."cpc_bills" DROP COLUMN IF EXISTS "earning_id"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."earnings"`);
  }
}
