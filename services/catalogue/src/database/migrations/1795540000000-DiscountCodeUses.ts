import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which paid orders used which code: a code's usage_count moves once per order, however many
 * times Tiendanube reports the order paid.
 */
export class DiscountCodeUses1795540000000 implements MigrationInterface {
  name = 'DiscountCodeUses1795540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."discount_code_uses" (
      "code_id" uuid NOT NULL REFERENCES "catalogue"."discount_codes" ("id") ON DELETE CASCADE,
      "order_id" text NOT NULL,
      "used_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("code_id", "order_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."discount_code_uses"`);
  }
}
