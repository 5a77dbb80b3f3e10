import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clicks and what is counted from them (issue 12): an append-only clicks table partitioned by
 * month (the consumer creates each month's partition ahead; the default one only catches a
 * clock gone wrong), the click ids already counted (so a redelivery moves nothing), the
 * visitors each link saw under today's salt (unique clicks), daily rollups per link, campaign,
 * creator and brand, and the sources, devices and countries per link and day. No address is
 * stored: the visitor is a keyed hash whose key (`visitor_salts`) changes every day.
 */
export class Clicks1795480000000 implements MigrationInterface {
  name = 'Clicks1795480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."visitor_salts" (
      "day" date PRIMARY KEY,
      "salt" bytea NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE "tracking"."clicks" (
      "id" uuid NOT NULL,
      "link_id" uuid NOT NULL,
      "clicked_at" timestamptz NOT NULL,
      "via" text NOT NULL,
      "visitor_hash" text NOT NULL,
      "unique_visit" boolean NOT NULL,
      "device" text NOT NULL,
      "referrer_host" text,
      "country" text,
      "bot_reason" text,
      "utm_source" text,
      "utm_medium" text,
      "utm_campaign" text,
      "utm_content" text,
      "utm_term" text,
      PRIMARY KEY ("clicked_at", "id")
    ) PARTITION BY RANGE ("clicked_at")`);
    await q.query(`CREATE TABLE "tracking"."clicks_default" PARTITION OF "tracking"."clicks" DEFAULT`);
    await q.query(`CREATE INDEX "clicks_link_idx" ON "tracking"."clicks" ("link_id", "clicked_at")`);
    await q.query(`CREATE TABLE "tracking"."click_ids" (
      "id" uuid PRIMARY KEY,
      "clicked_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "click_ids_clicked_at_idx" ON "tracking"."click_ids" ("clicked_at")`);
    await q.query(`CREATE TABLE "tracking"."link_visitors" (
      "link_id" uuid NOT NULL,
      "visitor_hash" text NOT NULL,
      "first_at" timestamptz NOT NULL,
      PRIMARY KEY ("link_id", "visitor_hash")
    )`);
    await q.query(`CREATE INDEX "link_visitors_first_at_idx" ON "tracking"."link_visitors" ("first_at")`);
    await q.query(`CREATE TABLE "tracking"."click_rollups" (
      "scope" text NOT NULL CHECK ("scope" IN ('link', 'campaign', 'creator', 'brand')),
      "scope_id" uuid NOT NULL,
      "day" date NOT NULL,
      "clicks" integer NOT NULL DEFAULT 0,
      "unique_clicks" integer NOT NULL DEFAULT 0,
      "bot_clicks" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("scope", "scope_id", "day")
    )`);
    await q.query(`CREATE TABLE "tracking"."click_breakdowns" (
      "link_id" uuid NOT NULL,
      "day" date NOT NULL,
      "dimension" text NOT NULL CHECK ("dimension" IN ('source', 'device', 'country')),
      "value" text NOT NULL,
      "clicks" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("link_id", "day", "dimension", "value")
    )`);
    await q.query(`ALTER TABLE "tracking"."affiliate_links"
      ADD COLUMN "unique_clicks" integer NOT NULL DEFAULT 0,
      ADD COLUMN "bot_clicks" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" DROP COLUMN "unique_clicks", DROP COLUMN "bot_clicks"`);
    for (const table of ['click_breakdowns', 'click_rollups', 'link_visitors', 'click_ids', 'clicks', 'visitor_salts'])
      await q.query(`DROP TABLE "tracking"."${table}"`);
  }
}
