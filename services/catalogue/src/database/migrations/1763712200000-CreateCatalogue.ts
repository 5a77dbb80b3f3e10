import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

export class CreateCatalogue1763712200000 implements MigrationInterface {
  name = 'CreateCatalogue1763712200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."products" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "name" text NOT NULL,
      "description" text,
      "price_cents" bigint NOT NULL CHECK ("price_cents" > 0),
      "image_url" text,
      "commission_creator" numeric(5,4) NOT NULL DEFAULT 0.15 CHECK ("commission_creator" BETWEEN 0 AND 1),
      "commission_platform" numeric(5,4) NOT NULL DEFAULT 0.15 CHECK ("commission_platform" BETWEEN 0 AND 1),
      "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'inactive')),
      "tiendanube_product_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "products_brand_id_created_at_idx" ON "catalogue"."products" ("brand_id", "created_at" DESC)`);
    await q.query(
      `CREATE UNIQUE INDEX "products_brand_id_tiendanube_product_id_key" ON "catalogue"."products" ("brand_id", "tiendanube_product_id") WHERE "tiendanube_product_id" IS NOT NULL`,
    );

    await q.query(`CREATE TABLE "catalogue"."store_connections" (
      "brand_id" uuid PRIMARY KEY,
      "store_id" text,
      "store_domain" text,
      "store_name" text,
      "access_token_encrypted" text,
      "main_language" text NOT NULL DEFAULT 'es',
      "sandbox" boolean NOT NULL DEFAULT false,
      "connected_at" timestamptz,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "store_connections_store_id_key" ON "catalogue"."store_connections" ("store_id") WHERE "store_id" IS NOT NULL`,
    );

    await q.query(`CREATE TABLE "catalogue"."oauth_states" (
      "nonce" text PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "brand_id" uuid NOT NULL,
      "return_path" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz
    )`);

    await q.query(`CREATE TABLE "catalogue"."sync_jobs" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "status" text NOT NULL DEFAULT 'running' CHECK ("status" IN ('running', 'done', 'failed')),
      "processed" integer NOT NULL DEFAULT 0,
      "total" integer,
      "created" integer NOT NULL DEFAULT 0,
      "updated" integer NOT NULL DEFAULT 0,
      "error" text,
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz
    )`);
    // One running sync per brand: a second 'Sincronizar' joins the first.
    await q.query(`CREATE UNIQUE INDEX "sync_jobs_one_running_key" ON "catalogue"."sync_jobs" ("brand_id") WHERE "status" = 'running'`);

    await q.query(`CREATE TABLE "catalogue"."webhook_receipts" (
      "store_id" text NOT NULL,
      "event" text NOT NULL,
      "resource_id" text NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("store_id", "event", "resource_id")
    )`);

    for (const sql of eventTablesSql('catalogue')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['processed_events', 'outbox', 'webhook_receipts', 'sync_jobs', 'oauth_states', 'store_connections', 'products']) {
      await q.query(`DROP TABLE IF EXISTS "catalogue"."${table}"`);
    }
  }
}
