import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Affiliate links, the campaign status their redirects follow, and the brand's pixels
 * (seed 002 §3). A link remembers what made it (the application or participation): the same
 * acceptance delivered twice finds its links already there.
 */
export class AffiliateLinks1795461300000 implements MigrationInterface {
  name = 'AffiliateLinks1795461300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."affiliate_links" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "creator_id" uuid NOT NULL,
      "brand_id" uuid NOT NULL,
      "product_id" uuid,
      "campaign_id" uuid,
      "source_id" uuid,
      "kind" text NOT NULL CHECK ("kind" IN ('product', 'store', 'cpc', 'url', 'custom')),
      "unique_code" text NOT NULL UNIQUE,
      "tracking_url" text NOT NULL,
      "destination_url" text,
      "clicks" integer NOT NULL DEFAULT 0,
      "sales_generated" integer NOT NULL DEFAULT 0,
      "commission_earned_cents" bigint NOT NULL DEFAULT 0,
      "show_in_shop" boolean NOT NULL DEFAULT false,
      "custom_product_name" text,
      "custom_product_description" text,
      "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'expired')),
      "expired_reason" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "affiliate_links_source_key" ON "tracking"."affiliate_links" ("source_id", COALESCE("product_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "source_id" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "affiliate_links_creator_idx" ON "tracking"."affiliate_links" ("creator_id", "created_at")`);
    await q.query(`CREATE INDEX "affiliate_links_campaign_idx" ON "tracking"."affiliate_links" ("campaign_id")`);
    await q.query(`CREATE INDEX "affiliate_links_brand_idx" ON "tracking"."affiliate_links" ("brand_id", "created_at")`);
    // The latest status of each campaign, from its events: a link works only while its campaign is active.
    await q.query(`CREATE TABLE "tracking"."campaign_states" (
      "campaign_id" uuid PRIMARY KEY,
      "status" text NOT NULL CHECK ("status" IN ('active', 'inactive', 'paused', 'deleted')),
      "as_of" timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE "tracking"."tracking_pixels" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "name" text NOT NULL,
      "pixel_code" text NOT NULL UNIQUE,
      "page_url" text,
      "is_active" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "tracking_pixels_brand_idx" ON "tracking"."tracking_pixels" ("brand_id")`);
    await q.query(`CREATE TABLE "tracking"."tracking_pixel_events" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "pixel_id" uuid NOT NULL REFERENCES "tracking"."tracking_pixels" ("id") ON DELETE CASCADE,
      "event_type" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "tracking_pixel_events_brand_idx" ON "tracking"."tracking_pixel_events" ("brand_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['tracking_pixel_events', 'tracking_pixels', 'campaign_states', 'affiliate_links'])
      await q.query(`DROP TABLE IF EXISTS "tracking"."${table}"`);
  }
}
