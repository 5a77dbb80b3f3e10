import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales become commissions (issue 14 §1): the terms each collaboration was accepted on, the
 * orders attribution has seen (so a redelivered or late webhook changes nothing), and one
 * transaction per attributed line, whose three parts always add up to its total.
 */
export class Sales1795580000000 implements MigrationInterface {
  name = 'Sales1795580000000';

  async up(q: QueryRunner): Promise<void> {
    // A creator's commission and cookie window in one campaign, as accepted (the agreed counteroffer, else the campaign's).
    await q.query(`CREATE TABLE "tracking"."collaboration_terms" (
      "campaign_id" uuid NOT NULL,
      "creator_id" uuid NOT NULL,
      "brand_id" uuid NOT NULL,
      "commission_type" text NOT NULL CHECK ("commission_type" IN ('percentage', 'fixed')),
      "commission_value" numeric(14, 2) NOT NULL CHECK ("commission_value" >= 0),
      "cookie_days" integer NOT NULL CHECK ("cookie_days" > 0),
      "agreed_at" timestamptz NOT NULL,
      PRIMARY KEY ("campaign_id", "creator_id")
    )`);
    await q.query(`CREATE TABLE "tracking"."sale_orders" (
      "brand_id" uuid NOT NULL,
      "order_id" text NOT NULL,
      "state" text NOT NULL CHECK ("state" IN ('attributed', 'unattributed', 'cancelled')),
      "creator_id" uuid,
      "received_at" timestamptz NOT NULL DEFAULT now(),
      "cancelled_at" timestamptz,
      PRIMARY KEY ("brand_id", "order_id")
    )`);
    await q.query(`CREATE TABLE "tracking"."transactions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "creator_id" uuid NOT NULL,
      "link_id" uuid,
      "campaign_id" uuid,
      "product_id" uuid,
      "order_id" text NOT NULL,
      "order_number" text,
      "line_no" integer NOT NULL,
      "product_name" text,
      "creator_name" text,
      "brand_name" text,
      "quantity" integer NOT NULL CHECK ("quantity" > 0),
      "currency" text NOT NULL,
      "amount_total_cents" bigint NOT NULL CHECK ("amount_total_cents" >= 0),
      "amount_creator_cents" bigint NOT NULL CHECK ("amount_creator_cents" >= 0),
      "amount_platform_cents" bigint NOT NULL CHECK ("amount_platform_cents" >= 0),
      "amount_brand_cents" bigint NOT NULL CHECK ("amount_brand_cents" >= 0),
      "commission_type" text NOT NULL CHECK ("commission_type" IN ('percentage', 'fixed')),
      "commission_value" numeric(14, 2) NOT NULL,
      "attributed_by" text NOT NULL CHECK ("attributed_by" IN ('coupon', 'link')),
      "click_id" uuid,
      "discount_code" text,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'completed', 'paid', 'cancelled')),
      "is_test" boolean NOT NULL DEFAULT false,
      "sold_at" timestamptz NOT NULL,
      "clears_at" timestamptz NOT NULL,
      "completed_at" timestamptz,
      "paid_at" timestamptz,
      "cancelled_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("brand_id", "order_id", "line_no"),
      CHECK ("amount_creator_cents" + "amount_platform_cents" + "amount_brand_cents" = "amount_total_cents")
    )`);
    await q.query(`CREATE INDEX "transactions_brand_idx" ON "tracking"."transactions" ("brand_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "transactions_creator_idx" ON "tracking"."transactions" ("creator_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "transactions_created_idx" ON "tracking"."transactions" ("created_at" DESC)`);
    await q.query(`CREATE INDEX "transactions_clearing_idx" ON "tracking"."transactions" ("clears_at") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."transactions"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."sale_orders"`);
    await q.query(`DROP TABLE IF EXISTS "tracking"."collaboration_terms"`);
  }
}
