import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications, CPC participations, their history and creators' banner messages (seed 002 §3).
 * One live application or participation per creator and campaign: a rejected application (kept
 * for its reason) or a completed participation lets the creator apply again.
 */
export class Applications1795461200000 implements MigrationInterface {
  name = 'Applications1795461200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."campaign_applications" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "campaign_id" uuid NOT NULL REFERENCES "campaigns"."campaigns" ("id") ON DELETE CASCADE,
      "creator_id" uuid NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'accepted', 'rejected')),
      "proposed_commission_type" text CHECK ("proposed_commission_type" IN ('percentage', 'fixed')),
      "proposed_commission_value" numeric(12, 2) CHECK ("proposed_commission_value" >= 0),
      "proposed_terms" text,
      "counter_offer_commission_type" text CHECK ("counter_offer_commission_type" IN ('percentage', 'fixed')),
      "counter_offer_commission_value" numeric(12, 2) CHECK ("counter_offer_commission_value" >= 0),
      "counter_offer_terms" text,
      "rejection_reason" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "campaign_applications_live_key" ON "campaigns"."campaign_applications" ("campaign_id", "creator_id") WHERE "status" <> 'rejected'`,
    );
    await q.query(`CREATE INDEX "campaign_applications_creator_idx" ON "campaigns"."campaign_applications" ("creator_id", "created_at")`);
    await q.query(`CREATE TABLE "campaigns"."cpc_campaign_participations" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "campaign_id" uuid NOT NULL REFERENCES "campaigns"."campaigns" ("id") ON DELETE CASCADE,
      "creator_id" uuid NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'pending_counteroffer', 'active', 'completed')),
      "cost_per_click_cents" integer NOT NULL CHECK ("cost_per_click_cents" >= 1),
      "max_clicks" integer NOT NULL CHECK ("max_clicks" >= 1),
      "current_clicks" integer NOT NULL DEFAULT 0 CHECK ("current_clicks" >= 0),
      "total_earned_cents" bigint NOT NULL DEFAULT 0,
      "budget_allocated_cents" bigint NOT NULL DEFAULT 0,
      "proposed_cost_per_click_cents" integer CHECK ("proposed_cost_per_click_cents" >= 1),
      "proposed_max_clicks" integer CHECK ("proposed_max_clicks" >= 1),
      "proposed_by" text CHECK ("proposed_by" IN ('creator', 'brand')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CHECK (("proposed_by" IS NULL) = ("proposed_cost_per_click_cents" IS NULL))
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "cpc_participations_live_key" ON "campaigns"."cpc_campaign_participations" ("campaign_id", "creator_id") WHERE "status" <> 'completed'`,
    );
    await q.query(
      `CREATE INDEX "cpc_participations_creator_idx" ON "campaigns"."cpc_campaign_participations" ("creator_id", "created_at")`,
    );
    await q.query(`CREATE TABLE "campaigns"."cpc_participation_history" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "participation_id" uuid NOT NULL,
      "campaign_id" uuid NOT NULL,
      "campaign_name" text NOT NULL,
      "brand_id" uuid NOT NULL,
      "creator_id" uuid NOT NULL,
      "status" text NOT NULL,
      "cost_per_click_cents" integer NOT NULL,
      "max_clicks" integer NOT NULL,
      "current_clicks" integer NOT NULL,
      "total_earned_cents" bigint NOT NULL,
      "budget_allocated_cents" bigint NOT NULL,
      "reason" text NOT NULL CHECK ("reason" IN ('paused', 'deleted')),
      "original_created_at" timestamptz NOT NULL,
      "original_updated_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "cpc_history_creator_idx" ON "campaigns"."cpc_participation_history" ("creator_id", "created_at")`);
    await q.query(`CREATE TABLE "campaigns"."creator_banner_messages" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "creator_id" uuid NOT NULL,
      "brand_id" uuid NOT NULL,
      "custom_message" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("creator_id", "brand_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['creator_banner_messages', 'cpc_participation_history', 'cpc_campaign_participations', 'campaign_applications'])
      await q.query(`DROP TABLE IF EXISTS "campaigns"."${table}"`);
  }
}
