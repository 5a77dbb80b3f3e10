import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A conversion's or clicks' earning a reversed statement payment had cleared waits again, like a
 * sale's commission (decision 228): earnings learn which payout took them (`payout_id`, so one
 * already paid out stays the creator's) and how many times they cleared (`ledger_cycle`, so each
 * clearance and hold is written once in the ledger).
 */
export class HeldEarnings1795980000000 implements MigrationInterface {
  name = 'HeldEarnings1795980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."earnings" ADD COLUMN "payout_id" uuid, ADD COLUMN "ledger_cycle" smallint NOT NULL DEFAULT 0`);
    // Earnings cleared before this: the first payout of their creator made after they could clear
    // took them. Where that guess is wrong it errs towards paid, which a hold never takes back.
    await q.query(`UPDATE "tracking"."earnings" e SET "payout_id" = (
        SELECT p."id" FROM "tracking"."payouts" p
         WHERE p."payee_id" = e."creator_id" AND p."payee_type" = 'creator' AND p."status" IN ('pending', 'sent', 'paid')
           AND p."created_at" >= e."clears_at"
         ORDER BY p."created_at" LIMIT 1)
      WHERE e."status" = 'completed'`);
    await q.query(`CREATE INDEX "earnings_payout_idx" ON "tracking"."earnings" ("payout_id") WHERE "payout_id" IS NOT NULL`);
    await q.query(`DROP INDEX "tracking"."ledger_entries_earning_once"`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_earning_once" ON "tracking"."ledger_entries" ("earning_id", "kind", "account", "cycle") WHERE "earning_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "tracking"."ledger_entries_earning_once"`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_earning_once" ON "tracking"."ledger_entries" ("earning_id", "kind", "account") WHERE "earning_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "tracking"."earnings_payout_idx"`);
    await q.query(`ALTER TABLE "tracking"."earnings" DROP COLUMN "payout_id", DROP COLUMN "ledger_cycle"`);
  }
}
