import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agencies' fees (decision 171): the fee a brand confirmed to its agency, as identity reports each
 * change; each transaction's agency share out of the brand's part; the agency's own accounts in
 * the ledger; payouts and payout accounts for any payee, a creator or an agency.
 */
export class AgencyFees1795700000000 implements MigrationInterface {
  name = 'AgencyFees1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."agency_fees" (
      "brand_id" uuid NOT NULL,
      "agency_id" uuid NOT NULL,
      "agency_name" text NOT NULL,
      "rate" numeric(5,4) CHECK ("rate" > 0 AND "rate" <= 1),
      "effective_at" timestamptz NOT NULL,
      PRIMARY KEY ("brand_id", "effective_at", "agency_id")
    )`);
    await q.query(`ALTER TABLE "tracking"."transactions"
      ADD COLUMN "agency_id" uuid,
      ADD COLUMN "amount_agency_cents" bigint NOT NULL DEFAULT 0 CHECK ("amount_agency_cents" >= 0 AND "amount_agency_cents" <= "amount_brand_cents")`);

    await q.query(`ALTER TABLE "tracking"."payout_accounts" RENAME COLUMN "creator_id" TO "payee_id"`);
    await q.query(`ALTER TABLE "tracking"."payout_accounts"
      ADD COLUMN "payee_type" text NOT NULL DEFAULT 'creator' CHECK ("payee_type" IN ('creator', 'agency'))`);
    await q.query(`ALTER TABLE "tracking"."payouts" RENAME COLUMN "creator_id" TO "payee_id"`);
    await q.query(`ALTER TABLE "tracking"."payouts"
      ADD COLUMN "payee_type" text NOT NULL DEFAULT 'creator' CHECK ("payee_type" IN ('creator', 'agency'))`);
    await q.query(`ALTER INDEX "tracking"."payouts_one_open_per_creator" RENAME TO "payouts_one_open_per_payee"`);
    // The agency's share of a sale goes out in the agency's payout, apart from the creator's.
    await q.query(`ALTER TABLE "tracking"."transactions" ADD COLUMN "agency_payout_id" uuid REFERENCES "tracking"."payouts" ("id")`);

    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP CONSTRAINT "ledger_entries_account_check"`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("account" IN
      ('creator_pending', 'creator_available', 'creator_in_payout', 'creator_paid', 'brand_owed', 'brand_paid',
       'agency_pending', 'agency_available', 'agency_in_payout', 'agency_paid'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP CONSTRAINT "ledger_entries_account_check"`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("account" IN
      ('creator_pending', 'creator_available', 'creator_in_payout', 'creator_paid', 'brand_owed', 'brand_paid'))`);
    await q.query(
      `ALTER TABLE "tracking"."transactions" DROP COLUMN "agency_payout_id", DROP COLUMN "amount_agency_cents", DROP COLUMN "agency_id"`,
    );
    await q.query(`ALTER INDEX "tracking"."payouts_one_open_per_payee" RENAME TO "payouts_one_open_per_creator"`);
    await q.query(`ALTER TABLE "tracking"."payouts" DROP COLUMN "payee_type"`);
    await q.query(`ALTER TABLE "tracking"."payouts" RENAME COLUMN "payee_id" TO "creator_id"`);
    await q.query(`ALTER TABLE "tracking"."payout_accounts" DROP COLUMN "payee_type"`);
    await q.query(`ALTER TABLE "tracking"."payout_accounts" RENAME COLUMN "payee_id" TO "creator_id"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."agency_fees"`);
  }
}
