import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Campaigns and their products (seed 002 §3). Money in cents; a percentage commission in percent. */
export class Campaigns1795456600000 implements MigrationInterface {
  name = 'Campaigns1795456600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."campaigns" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "name" text NOT NULL,
      "description" text,
      "campaign_type" text NOT NULL CHECK ("campaign_type" IN ('standard', 'conversion', 'cpc')),
      "payment_method" text NOT NULL DEFAULT 'direct' CHECK ("payment_method" IN ('direct', 'discount_code', 'store_products')),
      "commission_type" text NOT NULL DEFAULT 'percentage' CHECK ("commission_type" IN ('percentage', 'fixed')),
      "commission_value" numeric(12, 2) NOT NULL DEFAULT 15,
      "cookie_duration_days" integer NOT NULL DEFAULT 30 CHECK ("cookie_duration_days" BETWEEN 1 AND 365),
      "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'inactive', 'paused')),
      "target_product_id" uuid,
      "target_url" text,
      "cost_per_click_cents" integer CHECK ("cost_per_click_cents" >= 1),
      "max_clicks_per_creator" integer CHECK ("max_clicks_per_creator" >= 1),
      "budget_per_creator_cents" integer CHECK ("budget_per_creator_cents" >= 1),
      "total_budget_cents" integer CHECK ("total_budget_cents" >= 1),
      "start_date" date,
      "end_date" date,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CHECK ("campaign_type" <> 'cpc' OR ("cost_per_click_cents" IS NOT NULL AND "max_clicks_per_creator" IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX "campaigns_brand_idx" ON "campaigns"."campaigns" ("brand_id", "created_at")`);
    await q.query(`CREATE TABLE "campaigns"."campaign_products" (
      "campaign_id" uuid NOT NULL REFERENCES "campaigns"."campaigns" ("id") ON DELETE CASCADE,
      "product_id" uuid NOT NULL,
      PRIMARY KEY ("campaign_id", "product_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."campaign_products"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."campaigns"`);
  }
}
