import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Brands' statements and providers' notifications (issue 14 §5). A statement bills a brand's
 * sales not yet billed; its payment is a ledger entry of its own (written once per statement),
 * and only the commissions of a paid statement clear for payout. A provider's notification is
 * kept by its request id, so a replayed one is known and ignored.
 */
export class BrandStatements1795610000000 implements MigrationInterface {
  name = 'BrandStatements1795610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."brand_statements" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
      "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'paid')),
      "provider" text NOT NULL,
      "payment_url" text,
      "provider_reference" text,
      "created_by" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "paid_at" timestamptz
    )`);
    // A brand has at most one statement waiting to be paid.
    await q.query(`CREATE UNIQUE INDEX "brand_statements_one_open" ON "tracking"."brand_statements" ("brand_id") WHERE "status" = 'open'`);
    await q.query(`CREATE INDEX "brand_statements_brand_idx" ON "tracking"."brand_statements" ("brand_id", "created_at" DESC)`);
    await q.query(`ALTER TABLE "tracking"."transactions" ADD COLUMN "statement_id" uuid REFERENCES "tracking"."brand_statements" ("id")`);
    await q.query(`CREATE INDEX "transactions_statement_idx" ON "tracking"."transactions" ("statement_id")`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD COLUMN "statement_id" uuid`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_statement_once" ON "tracking"."ledger_entries" ("statement_id", "kind", "account") WHERE "statement_id" IS NOT NULL`,
    );
    await q.query(`CREATE TABLE "tracking"."provider_notifications" (
      "request_id" text PRIMARY KEY,
      "provider" text NOT NULL,
      "type" text,
      "data_id" text,
      "received_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."provider_notifications"`);
    await q.query(`DROP INDEX IF EXISTS "tracking"."ledger_entries_statement_once"`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP COLUMN IF EXISTS "statement_id"`);
    await q.query(`ALTER TABLE "tracking"."transactions" DROP COLUMN IF EXISTS "statement_id"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."brand_statements"`);
  }
}
