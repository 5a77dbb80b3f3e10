import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creator's own codes (seed 001 §2): a creator's list reads its codes across brands, and two
 * creators of a brand cannot both make the same code theirs (the service also checks it against
 * the brand's own codes, which no index spans).
 */
export class CreatorCustomCodes1795560000000 implements MigrationInterface {
  name = 'CreatorCustomCodes1795560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "discount_codes_creator_idx" ON "catalogue"."discount_codes" ("creator_id", "created_at" DESC)`);
    await q.query(
      `CREATE UNIQUE INDEX "discount_codes_brand_custom_code_key" ON "catalogue"."discount_codes" ("brand_id", "creator_custom_code")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "catalogue"."discount_codes_brand_custom_code_key"`);
    await q.query(`DROP INDEX IF EXISTS "catalogue"."discount_codes_creator_idx"`);
  }
}
