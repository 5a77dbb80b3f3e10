import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An agency's fee on a brand it manages (decision 171): the one in force and one awaiting the owner. */
export class AgencyFees1795700000000 implements MigrationInterface {
  name = 'AgencyFees1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."brand_agency_links"
      ADD COLUMN "fee_rate" numeric(5,4) CHECK ("fee_rate" > 0 AND "fee_rate" <= 0.5),
      ADD COLUMN "fee_confirmed_at" timestamptz,
      ADD COLUMN "proposed_fee_rate" numeric(5,4) CHECK ("proposed_fee_rate" > 0 AND "proposed_fee_rate" <= 0.5),
      ADD COLUMN "fee_proposed_at" timestamptz`);
    // One agency at a time takes a fee from a brand's part.
    await q.query(
      `CREATE UNIQUE INDEX "brand_agency_links_one_fee" ON "identity"."brand_agency_links" ("brand_id") WHERE "fee_rate" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "identity"."brand_agency_links_one_fee"`);
    await q.query(`ALTER TABLE "identity"."brand_agency_links"
      DROP COLUMN "fee_rate", DROP COLUMN "fee_confirmed_at", DROP COLUMN "proposed_fee_rate", DROP COLUMN "fee_proposed_at"`);
  }
}
