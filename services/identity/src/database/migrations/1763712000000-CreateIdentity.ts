import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

export class CreateIdentity1763712000000 implements MigrationInterface {
  name = 'CreateIdentity1763712000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" text NOT NULL,
      "password_hash" text NOT NULL,
      "name" text NOT NULL,
      "role" text NOT NULL CHECK ("role" IN ('brand', 'creator', 'agency', 'admin')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "users_email_key" ON "identity"."users" ("email")`);

    await q.query(`CREATE TABLE "identity"."brands" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "owner_user_id" uuid REFERENCES "identity"."users" ("id") ON DELETE SET NULL,
      "name" text NOT NULL,
      "description" text,
      "logo_url" text,
      "default_commission_brand" numeric(5,4) NOT NULL DEFAULT 0.15,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "brands_owner_user_id_key" ON "identity"."brands" ("owner_user_id") WHERE "owner_user_id" IS NOT NULL`,
    );

    await q.query(`CREATE TABLE "identity"."agencies" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "agencies_user_id_key" ON "identity"."agencies" ("user_id")`);

    await q.query(`CREATE TABLE "identity"."brand_agency_links" (
      "brand_id" uuid NOT NULL REFERENCES "identity"."brands" ("id") ON DELETE CASCADE,
      "agency_id" uuid NOT NULL REFERENCES "identity"."agencies" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("brand_id", "agency_id")
    )`);
    await q.query(`CREATE INDEX "brand_agency_links_agency_id_idx" ON "identity"."brand_agency_links" ("agency_id")`);

    await q.query(`CREATE TABLE "identity"."creators" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid REFERENCES "identity"."users" ("id") ON DELETE SET NULL,
      "name" text NOT NULL,
      "slug" text,
      "social_links" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "creator_type" text NOT NULL DEFAULT 'public' CHECK ("creator_type" IN ('internal', 'public', 'agency', 'freelance')),
      "brand_owner_id" uuid REFERENCES "identity"."brands" ("id") ON DELETE CASCADE,
      "categories" text[] NOT NULL DEFAULT '{}',
      "is_verified" boolean NOT NULL DEFAULT false,
      "is_public" boolean NOT NULL DEFAULT true,
      "default_commission_creator" numeric(5,4) NOT NULL DEFAULT 0.15,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "creators_user_id_key" ON "identity"."creators" ("user_id") WHERE "user_id" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "creators_slug_key" ON "identity"."creators" ("slug") WHERE "slug" IS NOT NULL`);

    await q.query(`CREATE TABLE "identity"."refresh_tokens" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL,
      "family_id" uuid NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "rotated_at" timestamptz,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "identity"."refresh_tokens" ("token_hash")`);
    await q.query(`CREATE INDEX "refresh_tokens_user_id_idx" ON "identity"."refresh_tokens" ("user_id")`);

    await q.query(`CREATE TABLE "identity"."password_reset_tokens" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "identity"."password_reset_tokens" ("token_hash")`);
    await q.query(`CREATE INDEX "password_reset_tokens_user_id_idx" ON "identity"."password_reset_tokens" ("user_id")`);

    for (const sql of eventTablesSql('identity')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'processed_events',
      'outbox',
      'password_reset_tokens',
      'refresh_tokens',
      'creators',
      'brand_agency_links',
      'agencies',
      'brands',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "identity"."${table}"`);
    }
  }
}
