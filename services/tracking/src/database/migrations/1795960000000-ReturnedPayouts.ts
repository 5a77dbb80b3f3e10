import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payout the destination bank sent back after Mercado Pago processed it (Money Out's
 * `refunded`): the payout reads 'returned', and the ledger moves its money from paid back to
 * available ('payout_returned'), once per payout.
 */
export class ReturnedPayouts1795960000000 implements MigrationInterface {
  name = 'ReturnedPayouts1795960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."payouts" DROP CONSTRAINT "payouts_status_check"`);
    await q.query(
      `ALTER TABLE "tracking"."payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("status" IN ('pending', 'sent', 'paid', 'failed', 'returned'))`,
    );
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "tracking"."ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN
        ('accrual', 'clearance', 'reversal', 'clawback', 'payout', 'payout_paid', 'payout_failed', 'payout_returned', 'brand_payment'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check"`);
    await q.query(
      `ALTER TABLE "tracking"."ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN
        ('accrual', 'clearance', 'reversal', 'clawback', 'payout', 'payout_paid', 'payout_failed', 'brand_payment'))`,
    );
    await q.query(`ALTER TABLE "tracking"."payouts" DROP CONSTRAINT "payouts_status_check"`);
    await q.query(
      `ALTER TABLE "tracking"."payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("status" IN ('pending', 'sent', 'paid', 'failed'))`,
    );
  }
}
