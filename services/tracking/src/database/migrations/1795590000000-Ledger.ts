import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The commission ledger and payouts (issue 14 §5). Every movement of money is an entry on an
 * account of a creator or a brand; balances are sums, never stored. Entries are append-only
 * (a trigger refuses changes), and each transaction's entry of a kind is written once.
 */
export class Ledger1795590000000 implements MigrationInterface {
  name = 'Ledger1795590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."payout_accounts" (
      "creator_id" uuid PRIMARY KEY,
      "method" text NOT NULL CHECK ("method" IN ('cvu', 'alias', 'mercadopago')),
      "value" text NOT NULL,
      "holder_name" text NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE "tracking"."payout_batches" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "provider" text NOT NULL,
      "minimum_cents" bigint NOT NULL,
      "created_by" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE "tracking"."payouts" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "batch_id" uuid NOT NULL REFERENCES "tracking"."payout_batches" ("id"),
      "creator_id" uuid NOT NULL,
      "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'sent', 'paid', 'failed')),
      "method" text NOT NULL,
      "destination" text NOT NULL,
      "holder_name" text NOT NULL,
      "idempotency_key" text NOT NULL UNIQUE,
      "provider_reference" text,
      "failure_reason" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "sent_at" timestamptz,
      "paid_at" timestamptz,
      UNIQUE ("batch_id", "creator_id")
    )`);
    // A creator is in at most one payout still on its way.
    await q.query(
      `CREATE UNIQUE INDEX "payouts_one_open_per_creator" ON "tracking"."payouts" ("creator_id") WHERE "status" IN ('pending', 'sent')`,
    );
    await q.query(`ALTER TABLE "tracking"."transactions" ADD COLUMN "payout_id" uuid REFERENCES "tracking"."payouts" ("id")`);
    await q.query(`CREATE TABLE "tracking"."ledger_entries" (
      "id" bigserial PRIMARY KEY,
      "account" text NOT NULL CHECK ("account" IN
        ('creator_pending', 'creator_available', 'creator_in_payout', 'creator_paid', 'brand_owed', 'brand_paid')),
      "owner_id" uuid NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('accrual', 'clearance', 'reversal', 'clawback', 'payout', 'payout_paid', 'payout_failed', 'brand_payment')),
      "amount_cents" bigint NOT NULL,
      "transaction_id" uuid,
      "payout_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "ledger_entries_owner_idx" ON "tracking"."ledger_entries" ("owner_id", "account")`);
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_transaction_once" ON "tracking"."ledger_entries" ("transaction_id", "kind", "account") WHERE "transaction_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "ledger_entries_payout_once" ON "tracking"."ledger_entries" ("payout_id", "kind", "account") WHERE "payout_id" IS NOT NULL`,
    );
    await q.query(`CREATE FUNCTION "tracking"."ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger entries are append-only'; END $$`);
    await q.query(`CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "tracking"."ledger_entries"
      FOR EACH ROW EXECUTE FUNCTION "tracking"."ledger_append_only"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."ledger_entries"`);
    await q.query(`DROP FUNCTION IF EXISTS "tracking"."ledger_append_only"()`);
    await q.query(`ALTER TABLE "tracking"."transactions" DROP COLUMN IF EXISTS "payout_id"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."payouts"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."payout_batches"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."payout_accounts"`);
  }
}
