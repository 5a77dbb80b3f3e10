import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tenantPolicy } from '@afilia/service-kit';

const ENDPOINTS = tenantPolicy('"notifications"."webhook_endpoints"', { brand: 'brand_id' });
const DELIVERIES = tenantPolicy('"notifications"."webhook_deliveries"', { brand: 'brand_id' });

/**
 * A brand's webhook endpoints and their deliveries (issue 39 §2, decision 245). An endpoint's
 * secret is kept sealed (AES-GCM under a key of this service's own), since every delivery is
 * signed with it; the list shows its start only. A delivery keeps the exact body it sends, so
 * every attempt and a resend send the same bytes under the same id; one per endpoint and source
 * event. Both under the tenant policy: a brand's people see their brand's only; delivering is
 * the service's own work.
 */
export class Webhooks1796100000000 implements MigrationInterface {
  name = 'Webhooks1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notifications"."webhook_endpoints" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "url" text NOT NULL,
      "description" text NOT NULL DEFAULT '',
      "events" text[] NOT NULL,
      "active" boolean NOT NULL DEFAULT true,
      "secret_sealed" text NOT NULL,
      "secret_hint" text NOT NULL,
      "created_by_user_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "secret_rotated_at" timestamptz
    )`);
    // One endpoint of a URL per brand: two replicas adding the same one cannot both pass.
    await q.query(`CREATE UNIQUE INDEX "webhook_endpoints_url_key" ON "notifications"."webhook_endpoints" ("brand_id", "url")`);
    await q.query(`CREATE TABLE "notifications"."webhook_deliveries" (
      "id" uuid PRIMARY KEY,
      "endpoint_id" uuid NOT NULL REFERENCES "notifications"."webhook_endpoints" ("id") ON DELETE CASCADE,
      "brand_id" uuid NOT NULL,
      "event" text NOT NULL,
      "source_event_id" uuid,
      "body" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'delivered', 'failed')),
      "attempts" int NOT NULL DEFAULT 0,
      "retries_left" int NOT NULL,
      "next_attempt_at" timestamptz,
      "last_attempt_at" timestamptz,
      "response_status" int,
      "error" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // An event reaches an endpoint once, however often it is handled.
    await q.query(
      `CREATE UNIQUE INDEX "webhook_deliveries_once" ON "notifications"."webhook_deliveries" ("endpoint_id", "source_event_id", "event") WHERE "source_event_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "webhook_deliveries_due_idx" ON "notifications"."webhook_deliveries" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await q.query(
      `CREATE INDEX "webhook_deliveries_log_idx" ON "notifications"."webhook_deliveries" ("endpoint_id", "created_at" DESC, "id" DESC)`,
    );
    for (const sql of [...ENDPOINTS.up, ...DELIVERIES.up]) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of [...DELIVERIES.down, ...ENDPOINTS.down]) await q.query(sql);
    await q.query(`DROP TABLE "notifications"."webhook_deliveries"`);
    await q.query(`DROP TABLE "notifications"."webhook_endpoints"`);
  }
}
