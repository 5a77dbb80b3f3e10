import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CPC billed exactly: one ledger per participation's link holding its price, quota and what was
 * billed (the quota is checked and moved under the row's lock), one bill per click id, and the
 * hourly click counts per visitor that the fraud rule reads.
 */
export class CpcBilling1795510000000 implements MigrationInterface {
  name = 'CpcBilling1795510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."cpc_ledgers" (
      "link_id" uuid PRIMARY KEY REFERENCES "tracking"."affiliate_links" ("id") ON DELETE CASCADE,
      "participation_id" uuid NOT NULL UNIQUE,
      "cost_per_click_cents" integer NOT NULL CHECK ("cost_per_click_cents" > 0),
      "max_clicks" integer NOT NULL CHECK ("max_clicks" > 0),
      "billed_clicks" integer NOT NULL DEFAULT 0,
      "earned_cents" bigint NOT NULL DEFAULT 0,
      "warned_at" timestamptz,
      "reached_at" timestamptz,
      CHECK ("billed_clicks" BETWEEN 0 AND "max_clicks")
    )`);
    await q.query(`CREATE TABLE "tracking"."cpc_bills" (
      "click_id" uuid PRIMARY KEY,
      "link_id" uuid NOT NULL,
      "amount_cents" integer NOT NULL,
      "billed_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "cpc_bills_link_idx" ON "tracking"."cpc_bills" ("link_id", "billed_at")`);
    await q.query(`CREATE TABLE "tracking"."visitor_hours" (
      "link_id" uuid NOT NULL,
      "visitor_hash" text NOT NULL,
      "hour" timestamptz NOT NULL,
      "clicks" integer NOT NULL,
      PRIMARY KEY ("link_id", "visitor_hash", "hour")
    )`);
    await q.query(`CREATE INDEX "visitor_hours_hour_idx" ON "tracking"."visitor_hours" ("hour")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tracking"."visitor_hours"`);
    await q.query(`DROP TABLE "tracking"."cpc_bills"`);
    await q.query(`DROP TABLE "tracking"."cpc_ledgers"`);
  }
}
