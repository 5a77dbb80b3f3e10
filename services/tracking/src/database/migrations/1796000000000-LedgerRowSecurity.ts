import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tenantPolicy } from '@afilia/service-kit';

const POLICY = tenantPolicy('"tracking"."ledger_entries"', { brand: 'brand_id', creator: 'owner_id', agency: 'owner_id' });

/** An entry's brand: its transaction's, its earning's or its statement's, or the owner of a brand account. */
const BRAND_OF = (e: string) => `COALESCE(
    (SELECT "brand_id" FROM "tracking"."transactions" WHERE "id" = ${e}."transaction_id"),
    (SELECT "brand_id" FROM "tracking"."earnings" WHERE "id" = ${e}."earning_id"),
    (SELECT "brand_id" FROM "tracking"."brand_statements" WHERE "id" = ${e}."statement_id"),
    CASE WHEN ${e}."account" IN ('brand_owed', 'brand_paid') THEN ${e}."owner_id" END)`;

/**
 * The ledger under the tenant policy (issue 36 §4): an entry is seen by the creator or agency
 * whose account it moves, by the brand whose sale, earning or statement it is about, by admins
 * and by the service's own work. Its brand is found as it is written, from what it is about (a
 * trigger, so no caller names it); a payout's entries name none.
 */
export class LedgerRowSecurity1796000000000 implements MigrationInterface {
  name = 'LedgerRowSecurity1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."ledger_entries" ADD COLUMN "brand_id" uuid`);
    await q.query(`UPDATE "tracking"."ledger_entries" e SET "brand_id" = ${BRAND_OF('e')}`);
    await q.query(`CREATE FUNCTION "tracking"."ledger_entry_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."brand_id" := ${BRAND_OF('NEW')};
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "ledger_entry_brand" BEFORE INSERT ON "tracking"."ledger_entries"
      FOR EACH ROW EXECUTE FUNCTION "tracking"."ledger_entry_brand"()`);
    await q.query(`CREATE INDEX "ledger_entries_brand_idx" ON "tracking"."ledger_entries" ("brand_id") WHERE "brand_id" IS NOT NULL`);
    for (const sql of POLICY.up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of POLICY.down) await q.query(sql);
    await q.query(`DROP TRIGGER "ledger_entry_brand" ON "tracking"."ledger_entries"`);
    await q.query(`DROP FUNCTION "tracking"."ledger_entry_brand"()`);
    await q.query(`ALTER TABLE "tracking"."ledger_entries" DROP COLUMN "brand_id"`);
  }
}
