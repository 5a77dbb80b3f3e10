import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a sale's commission was cancelled, for the brand and the creator to read beside 'Cancelada':
 * the store cancelled the order, refunded or voided its payment, or edited its items (the edited
 * order's lines are new commissions). Commissions cancelled before it was kept read as cancelled orders.
 */
export class TransactionCancelReason1795930000000 implements MigrationInterface {
  name = 'TransactionCancelReason1795930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."transactions" ADD COLUMN "cancel_reason" text
      CHECK ("cancel_reason" IN ('order_cancelled', 'order_refunded', 'order_voided', 'order_edited'))`);
    await q.query(`UPDATE "tracking"."transactions" SET "cancel_reason" = 'order_cancelled' WHERE "status" = 'cancelled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."transactions" DROP COLUMN IF EXISTS "cancel_reason"`);
  }
}
