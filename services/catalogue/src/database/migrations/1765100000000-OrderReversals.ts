import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders whose money went back without a cancel (refunded or voided), reported once each:
 * Tiendanube says so with order/updated, which also arrives for every other change of the order.
 */
export class OrderReversals1765100000000 implements MigrationInterface {
  name = 'OrderReversals1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue"."order_reversals" (
      "brand_id" uuid NOT NULL,
      "order_id" text NOT NULL,
      "payment_status" text NOT NULL CHECK ("payment_status" IN ('refunded', 'voided')),
      "reported_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("brand_id", "order_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalogue"."order_reversals"`);
  }
}
