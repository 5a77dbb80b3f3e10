import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claim links of internal creators (decision 184): the hash of each link's secret, the creator
 * and the e-mail it was sent to, when it ends and when it was used.
 */
export class CreatorClaims1795770000000 implements MigrationInterface {
  name = 'CreatorClaims1795770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."creator_claims" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "creator_id" uuid NOT NULL REFERENCES "identity"."creators" ("id") ON DELETE CASCADE,
      "email" text NOT NULL,
      "token_hash" text NOT NULL UNIQUE,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "creator_claims_creator_idx" ON "identity"."creator_claims" ("creator_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."creator_claims"`);
  }
}
