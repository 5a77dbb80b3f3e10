import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The domains a brand's links may lead to (issue 34 §3): its connected store's (Tiendanube gives
 * them) and the ones it proved it controls (its pixel found on a page there by the verifier).
 * The stores connected before are their first rows.
 */
export class BrandDomains1795890000000 implements MigrationInterface {
  name = 'BrandDomains1795890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."brand_domains" (
      "brand_id" uuid NOT NULL,
      "host" text NOT NULL,
      "source" text NOT NULL CHECK ("source" IN ('store', 'pixel')),
      "verified_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("brand_id", "host")
    )`);
    await q.query(`INSERT INTO "tracking"."brand_domains" ("brand_id", "host", "source")
      SELECT "brand_id", regexp_replace(lower(substring("store_url" from '^[a-z]+://([^/:?#]+)')), '^www\\.', ''), 'store'
        FROM "tracking"."store_pages" WHERE "store_url" ~ '^[a-z]+://[^/:?#]+'
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tracking"."brand_domains"`);
  }
}
