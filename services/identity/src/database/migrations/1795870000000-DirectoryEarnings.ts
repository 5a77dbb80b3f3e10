import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators directory shows a creator's earnings to brands only when the creator opted in to
 * verified results (its press kit's switch), and orders by what it shows (issue 34 §4): the
 * switch is copied onto the creator's row (kept by every profile save) and the figure brands may
 * see is a column of its own, the total when the creator opted in and null otherwise, so the
 * default order and the top earners stay an index scan however many creators there are.
 */
export class DirectoryEarnings1795870000000 implements MigrationInterface {
  name = 'DirectoryEarnings1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."creators"
      ADD COLUMN "shows_verified_results" boolean NOT NULL DEFAULT false,
      ADD COLUMN "shown_earned_cents" bigint GENERATED ALWAYS AS (CASE WHEN "shows_verified_results" THEN "total_earned_cents" END) STORED`);
    await q.query(`UPDATE "identity"."creators" c SET "shows_verified_results" = true
      FROM "identity"."creator_shops" s WHERE s."creator_id" = c."id" AND s."show_verified_results"`);
    // The brand's orders read the figure it may see; the old indexes ordered by every creator's total.
    await q.query(`DROP INDEX "identity"."creators_directory_public_idx"`);
    await q.query(`DROP INDEX "identity"."creators_brand_owner_idx"`);
    await q.query(
      `CREATE INDEX "creators_directory_shown_idx" ON "identity"."creators" ("shown_earned_cents" DESC NULLS LAST, "name", "id") WHERE "is_public"`,
    );
    await q.query(
      `CREATE INDEX "creators_brand_owner_idx" ON "identity"."creators" ("brand_owner_id", "shown_earned_cents" DESC NULLS LAST) WHERE "brand_owner_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."creators_directory_shown_idx"`);
    await q.query(`DROP INDEX "identity"."creators_brand_owner_idx"`);
    await q.query(`ALTER TABLE "identity"."creators" DROP COLUMN "shown_earned_cents", DROP COLUMN "shows_verified_results"`);
    await q.query(
      `CREATE INDEX "creators_directory_public_idx" ON "identity"."creators" ("total_earned_cents" DESC, "name", "id") WHERE "is_public"`,
    );
    await q.query(
      `CREATE INDEX "creators_brand_owner_idx" ON "identity"."creators" ("brand_owner_id", "total_earned_cents" DESC) WHERE "brand_owner_id" IS NOT NULL`,
    );
  }
}
