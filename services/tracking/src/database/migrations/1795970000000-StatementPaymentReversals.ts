import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A brand's statement payment refunded or charged back after it was approved (issue 35): the
 * statement reads 'reversed' (why, when, and the payment it had), the brand owes its amount
 * again, and the sales' commissions it released and nobody was paid yet wait again for the
 * brand's next payment. A commission may so clear more than once: its ledger entries carry the
 * transaction's `ledger_cycle`, bumped at each hold, so each clearance and hold is written once.
 */
export class StatementPaymentReversals1795970000000 implements MigrationInterface {
  name = 'StatementPaymentReversals1795970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."brand_statements" DROP CONSTRAINT "brand_statements_status_check"`);
    await q.query(
      `ALTER TABLE "tracking"."brand_statements" ADD CONSTRAINT "brand_statements_status_check" CHECK ("status" IN ('open', 'paid', 'reversed'))`,
    );
    await q.query(`ALTER TABLE "tracking"."brand_statements"
      ADD COLUMN "payment_id" text,
      ADD COLUMN "reversed_at" timestamptz,
      ADD COLUMN "reversal_reason" text CHECK ("reversal_reason" IN ('refunded', 'charged_back')),
      ADD COLUMN "released_cents" bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "tracking"."transactions" ADD COLUMN "ledger_cycle" smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD COLUMN "cycle" smallint NOT NULL DEFAULT 0`);
    await q.query(`DROP INDEX "tracking"."ledger_entries_transaction_once"`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_transaction_once" ON "tracking"."ledger_entries" ("transaction_id", "kind", "account", "cycle") WHERE "transaction_id" IS NOT NULL`,
    );
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "tracking"."ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN
        ('accrual', 'clearance', 'clearance_reversed', 'reversal', 'clawback', 'payout', 'payout_paid', 'payout_failed', 'payout_returned',
         'brand_payment', 'brand_payment_reversed'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "tracking"."ledger_entries_transaction_once"`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_transaction_once" ON "tracking"."ledger_entries" ("transaction_id", "kind", "account") WHERE "transaction_id" IS NOT NULL`,
    );
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP COLUMN "cycle"`);
    await q.query(`ALTER TABLE "tracking"."transactions" DROP COLUMN "ledger_cycle"`);
    await q.query(`ALTER TABLE "tracking"."brand_statements"
      DROP COLUMN "payment_id", DROP COLUMN "reversed_at", DROP COLUMN "reversal_reason", DROP COLUMN "released_cents"`);
    await q.query(`ALTER TABLE "tracking"."brand_statements" DROP CONSTRAINT "brand_statements_status_check"`);
    await q.query(
      `ALTER TABLE "tracking"."brand_statements" ADD CONSTRAINT "brand_statements_status_check" CHECK ("status" IN ('open', 'paid'))`,
    );
  }
}
