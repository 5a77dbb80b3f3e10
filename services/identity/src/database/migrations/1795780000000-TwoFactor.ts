import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in (decision 192): each person's authenticator key (sealed with IDENTITY_SECRET),
 * the key being set up, when it was turned on, the last time step used (a code works once) and
 * the wrong codes of the last quarter hour (the account stops taking codes at the limit);
 * the hashes of their recovery codes; and the challenges a right password earns, by hash.
 */
export class TwoFactor1795780000000 implements MigrationInterface {
  name = 'TwoFactor1795780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users"
      ADD COLUMN "totp_key" text,
      ADD COLUMN "totp_pending_key" text,
      ADD COLUMN "totp_enabled_at" timestamptz,
      ADD COLUMN "totp_last_step" bigint,
      ADD COLUMN "totp_failures" int NOT NULL DEFAULT 0,
      ADD COLUMN "totp_failures_since" timestamptz`);
    await q.query(`CREATE TABLE "identity"."recovery_codes" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "code_hash" text NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("user_id", "code_hash")
    )`);
    await q.query(`CREATE TABLE "identity"."sign_in_challenges" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL UNIQUE,
      "attempts" int NOT NULL DEFAULT 0,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "sign_in_challenges_user_idx" ON "identity"."sign_in_challenges" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."sign_in_challenges"`);
    await q.query(`DROP TABLE "identity"."recovery_codes"`);
    await q.query(`ALTER TABLE "identity"."users"
      DROP COLUMN "totp_key", DROP COLUMN "totp_pending_key", DROP COLUMN "totp_enabled_at", DROP COLUMN "totp_last_step",
      DROP COLUMN "totp_failures", DROP COLUMN "totp_failures_since"`);
  }
}
