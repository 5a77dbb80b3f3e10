import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The conversion pixel (issue 14 §3): what each pixel hit was (page views kept at most once a
 * minute per pixel and process, tests, conversions), the conversions themselves with the creator
 * and campaign they were attributed to and whether they count, and the kind of campaign each
 * collaboration is in (a conversion campaign pays per conversion, not per sale).
 */
export class Conversions1795600000000 implements MigrationInterface {
  name = 'Conversions1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."tracking_pixel_events"
      ADD COLUMN "page_url" text,
      ADD COLUMN "bot_reason" text,
      ADD CONSTRAINT "tracking_pixel_events_type" CHECK ("event_type" IN ('page_view', 'test_conversion', 'conversion'))`);
    await q.query(`CREATE INDEX "tracking_pixel_events_pixel_idx" ON "tracking"."tracking_pixel_events" ("pixel_id", "created_at" DESC)`);
    await q.query(`ALTER TABLE "tracking"."collaboration_terms" ADD COLUMN "campaign_type" text`);
    await q.query(`CREATE TABLE "tracking"."external_conversions" (
      "id" uuid PRIMARY KEY,
      "brand_id" uuid NOT NULL,
      "pixel_id" uuid REFERENCES "tracking"."tracking_pixels" ("id") ON DELETE SET NULL,
      "source" text NOT NULL,
      "event_name" text NOT NULL,
      "event_type" text NOT NULL CHECK ("event_type" IN ('lead', 'purchase', 'test')),
      "order_ref" text,
      "customer_name" text,
      "customer_email" text,
      "amount_cents" bigint NOT NULL DEFAULT 0 CHECK ("amount_cents" >= 0),
      "currency" text NOT NULL DEFAULT 'ARS',
      "status" text NOT NULL DEFAULT 'completed' CHECK ("status" IN ('completed', 'pending', 'failed')),
      "page_url" text,
      "campaign_id" uuid,
      "creator_id" uuid,
      "link_id" uuid,
      "click_id" uuid,
      "commission_cents" bigint NOT NULL DEFAULT 0 CHECK ("commission_cents" >= 0),
      "is_valid" boolean NOT NULL DEFAULT false,
      "invalid_reason" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CHECK ("is_valid" = ("invalid_reason" IS NULL))
    )`);
    // A thank-you page shown twice reports its order twice: the order converts once per brand.
    await q.query(
      `CREATE UNIQUE INDEX "external_conversions_order_once" ON "tracking"."external_conversions" ("brand_id", "order_ref") WHERE "order_ref" IS NOT NULL AND "event_type" <> 'test'`,
    );
    await q.query(`CREATE INDEX "external_conversions_brand_idx" ON "tracking"."external_conversions" ("brand_id", "created_at" DESC)`);
    await q.query(
      `CREATE INDEX "external_conversions_campaign_email_idx" ON "tracking"."external_conversions" ("campaign_id", lower("customer_email"), "created_at") WHERE "is_valid"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."external_conversions"`);
    await q.query(`ALTER TABLE "tracking"."collaboration_terms" DROP COLUMN IF EXISTS "campaign_type"`);
    await q.query(`DROP INDEX IF EXISTS "tracking"."tracking_pixel_events_pixel_idx"`);
    await q.query(`ALTER TABLE "tracking"."tracking_pixel_events"
      DROP CONSTRAINT IF EXISTS "tracking_pixel_events_type", DROP COLUMN IF EXISTS "page_url", DROP COLUMN IF EXISTS "bot_reason"`);
  }
}
