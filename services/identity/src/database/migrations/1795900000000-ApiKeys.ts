import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tenantPolicy } from '@afilia/service-kit';

const POLICY = tenantPolicy('"identity"."api_keys"', { brand: 'brand_id' });

/**
 * A brand's API keys (issue 39 §1, decision 244): the public id a key starts with, and a keyed
 * hash of its secret, never the secret; who made it, the scopes it holds, when it was last used
 * and when it was revoked. Under the tenant policy: a brand's people see its keys only; the
 * gateway's question about a presented key is identity's own work (asSystem).
 */
export class ApiKeys1795900000000 implements MigrationInterface {
  name = 'ApiKeys1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."api_keys" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL REFERENCES "identity"."brands" ("id") ON DELETE CASCADE,
      "public_id" text NOT NULL UNIQUE,
      "secret_hash" bytea NOT NULL,
      "name" text NOT NULL,
      "scopes" text[] NOT NULL,
      "created_by_user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz,
      "revoked_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "api_keys_brand_idx" ON "identity"."api_keys" ("brand_id", "created_at")`);
    // One active key of a name per brand: two replicas creating the same name cannot both pass.
    await q.query(
      `CREATE UNIQUE INDEX "api_keys_active_name_key" ON "identity"."api_keys" ("brand_id", lower("name")) WHERE "revoked_at" IS NULL`,
    );
    for (const sql of POLICY.up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of POLICY.down) await q.query(sql);
    await q.query(`DROP TABLE "identity"."api_keys"`);
  }
}
