import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails a brand causes (issue 36 §3, decision 230): each invitation e-mail that left, by brand
 * and by recipient (an HMAC of the address, never the address), counted over the last hour and
 * day; and the recipients who refused a brand's e-mails from the link in one of them.
 */
export class BrandEmails1795880000000 implements MigrationInterface {
  name = 'BrandEmails1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."brand_emails" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL REFERENCES "identity"."brands" ("id") ON DELETE CASCADE,
      "recipient_hash" text NOT NULL,
      "kind" text NOT NULL,
      "key" text NOT NULL UNIQUE,
      "sent_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "brand_emails_brand_idx" ON "identity"."brand_emails" ("brand_id", "sent_at")`);
    await q.query(`CREATE INDEX "brand_emails_recipient_idx" ON "identity"."brand_emails" ("recipient_hash", "sent_at")`);
    await q.query(`CREATE TABLE "identity"."email_opt_outs" (
      "recipient_hash" text NOT NULL,
      "brand_id" uuid NOT NULL REFERENCES "identity"."brands" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("recipient_hash", "brand_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."email_opt_outs"`);
    await q.query(`DROP TABLE "identity"."brand_emails"`);
  }
}
