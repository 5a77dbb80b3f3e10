import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A brand's discount codes (seed 002 §3 discount_codes), each a coupon in the brand's store:
 * `store_coupon_id` and `coupon_store_id` say which coupon of which store it is, so a store
 * connected later, or another store, gets its own.
 */
export class DiscountCodes1795520000000 implements MigrationInterface {
  name = 'DiscountCodes1795520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."discount_codes" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "creator_id" uuid,
      "product_id" uuid REFERENCES "catalogue"."products" ("id") ON DELETE CASCADE,
      "code" text NOT NULL CHECK ("code" ~ '^[A-Z0-9]+$'),
      "creator_custom_code" text CHECK ("creator_custom_code" ~ '^[A-Z0-9]+$'),
      "discount_type" text NOT NULL CHECK ("discount_type" IN ('percentage', 'fixed')),
      "discount_value" numeric(12, 2) NOT NULL CHECK ("discount_value" > 0),
      "scope" text NOT NULL CHECK ("scope" IN ('store', 'product')),
      "max_uses" integer CHECK ("max_uses" > 0),
      "usage_count" integer NOT NULL DEFAULT 0,
      "expires_at" timestamptz,
      "is_active" boolean NOT NULL DEFAULT true,
      "store_coupon_id" text,
      "coupon_store_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CHECK ("scope" = 'store' OR "product_id" IS NOT NULL)
    )`);
    // A store's coupon codes are unique whatever their case, and so are a brand's.
    await q.query(`CREATE UNIQUE INDEX "discount_codes_brand_code_key" ON "catalogue"."discount_codes" ("brand_id", "code")`);
    await q.query(`CREATE INDEX "discount_codes_brand_creator_idx" ON "catalogue"."discount_codes" ("brand_id", "creator_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."discount_codes"`);
  }
}
