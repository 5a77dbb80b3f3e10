import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Alerts told once per campaign (decision 172): a high CTR. */
export class CampaignAlerts1795710000000 implements MigrationInterface {
  name = 'CampaignAlerts1795710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."campaign_alerts" (
      "campaign_id" uuid NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('high_ctr')),
      "brand_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("campaign_id", "kind")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tracking"."campaign_alerts"`);
  }
}
