import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tiendanube's privacy requests and what was done about each (LGPD asks for the record), and the
 * store a brand had before an uninstall: store/redact arrives 48 h after app/uninstalled has
 * already let go of the store.
 */
export class PrivacyRequests1765200000000 implements MigrationInterface {
  name = 'PrivacyRequests1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" ADD COLUMN "former_store_id" text`);
    await q.query(`CREATE INDEX "store_connections_former_store_id_idx" ON "catalogue"."store_connections" ("former_store_id")`);
    await q.query(`CREATE TABLE "catalogue"."privacy_requests" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "topic" text NOT NULL CHECK ("topic" IN ('store/redact', 'customers/redact', 'customers/data_request')),
      "store_id" text NOT NULL,
      "brand_ids" uuid[] NOT NULL,
      "reference" text,
      "actions" jsonb NOT NULL,
      "response" jsonb,
      "received_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "privacy_requests_store_idx" ON "catalogue"."privacy_requests" ("store_id", "received_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."privacy_requests"`);
    await q.query(`ALTER TABLE "catalogue"."store_connections" DROP COLUMN "former_store_id"`);
  }
}
