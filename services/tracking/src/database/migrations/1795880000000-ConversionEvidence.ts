import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversions on evidence (issue 34 §1): a counted conversion has a review (pending, held,
 * approved, verified by the brand's postback, voided with a reason) and earns only once approved
 * or verified; it keeps the keyed address it came from (the day's key, for the anomaly of many
 * conversions from one address) and its earning. A pixel has a maximum order value and the key
 * its postbacks are signed with (made by the service for the pixels that have none). Earnings
 * can be cancelled (a voided conversion's). The conversions that counted before are approved:
 * they already earned.
 */
export class ConversionEvidence1795880000000 implements MigrationInterface {
  name = 'ConversionEvidence1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."external_conversions"
      ADD COLUMN "review" text CHECK ("review" IN ('pending', 'held', 'approved', 'verified', 'voided')),
      ADD COLUMN "review_ends_at" timestamptz,
      ADD COLUMN "hold_reason" text,
      ADD COLUMN "void_reason" text,
      ADD COLUMN "reviewed_at" timestamptz,
      ADD COLUMN "reviewed_by" uuid,
      ADD COLUMN "address_key" text,
      ADD COLUMN "earning_id" uuid`);
    await q.query(`UPDATE "tracking"."external_conversions" SET "review" = 'approved' WHERE "is_valid"`);
    await q.query(
      `ALTER TABLE "tracking"."external_conversions" ADD CONSTRAINT "external_conversions_review_when_valid" CHECK (("review" IS NOT NULL) = "is_valid")`,
    );
    await q.query(
      `CREATE INDEX "external_conversions_review_due_idx" ON "tracking"."external_conversions" ("review_ends_at") WHERE "review" = 'pending'`,
    );
    await q.query(
      `CREATE INDEX "external_conversions_click_idx" ON "tracking"."external_conversions" ("click_id") WHERE "click_id" IS NOT NULL AND "is_valid"`,
    );
    await q.query(`CREATE INDEX "external_conversions_link_idx" ON "tracking"."external_conversions" ("link_id") WHERE "is_valid"`);
    await q.query(`ALTER TABLE "tracking"."tracking_pixels"
      ADD COLUMN "max_order_cents" bigint NOT NULL DEFAULT 100000000 CHECK ("max_order_cents" > 0),
      ADD COLUMN "postback_secret" text`);
    await q.query(`ALTER TABLE "tracking"."earnings" DROP CONSTRAINT "earnings_status_check"`);
    await q.query(
      `ALTER TABLE "tracking"."earnings" ADD CONSTRAINT "earnings_status_check" CHECK ("status" IN ('pending', 'completed', 'cancelled'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "tracking"."earnings" WHERE "status" = 'cancelled'`);
    await q.query(`ALTER TABLE "tracking"."earnings" DROP CONSTRAINT "earnings_status_check"`);
    await q.query(`ALTER TABLE "tracking"."earnings" ADD CONSTRAINT "earnings_status_check" CHECK ("status" IN ('pending', 'completed'))`);
    await q.query(`ALTER TABLE "tracking"."tracking_pixels" DROP COLUMN "max_order_cents", DROP COLUMN "postback_secret"`);
    await q.query(`DROP INDEX "tracking"."external_conversions_link_idx"`);
    await q.query(`DROP INDEX "tracking"."external_conversions_click_idx"`);
    await q.query(`DROP INDEX "tracking"."external_conversions_review_due_idx"`);
    await q.query(`ALTER TABLE "tracking"."external_conversions" DROP CONSTRAINT "external_conversions_review_when_valid",
      DROP COLUMN "review", DROP COLUMN "review_ends_at", DROP COLUMN "hold_reason", DROP COLUMN "void_reason",
      DROP COLUMN "reviewed_at", DROP COLUMN "reviewed_by", DROP COLUMN "address_key", DROP COLUMN "earning_id"`);
  }
}
