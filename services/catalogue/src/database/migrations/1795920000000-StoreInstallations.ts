import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Installs started in the store (decision 217): the store's token, encrypted, waiting for the
 * brand that claims it with the installation's one-time token (kept only as its SHA-256), and
 * what the claim page shows of the store. No brand owns a row until the claim, which deletes it;
 * the service alone reads the table.
 */
export class StoreInstallations1795920000000 implements MigrationInterface {
  name = 'StoreInstallations1795920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."store_installations" (
      "token_hash" bytea PRIMARY KEY,
      "store_id" text NOT NULL UNIQUE,
      "access_token_encrypted" text NOT NULL,
      "store_name" text,
      "store_domain" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "store_installations_expiry_idx" ON "catalogue"."store_installations" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."store_installations"`);
  }
}
