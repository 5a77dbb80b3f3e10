import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A creator's request to collaborate on a product, or a brand's invitation (seed 001 §3 product_collaborations). */
export class ProductCollaborations1795720000000 implements MigrationInterface {
  name = 'ProductCollaborations1795720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."product_collaborations" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "creator_id" uuid NOT NULL,
      "brand_id" uuid NOT NULL,
      "product_id" uuid NOT NULL REFERENCES "catalogue"."products" ("id") ON DELETE CASCADE,
      "initiated_by" text NOT NULL CHECK ("initiated_by" IN ('creator', 'brand')),
      "message" text,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'accepted', 'rejected')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("creator_id", "product_id")
    )`);
    await q.query(`CREATE INDEX "product_collaborations_brand_idx" ON "catalogue"."product_collaborations" ("brand_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."product_collaborations"`);
  }
}
