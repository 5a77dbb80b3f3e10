import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the link's campaign pays by discount code: its clicks go through /safelink, which
 * gives the shopper the creator's coupon on the way to the store.
 */
export class PaidByCode1795530000000 implements MigrationInterface {
  name = 'PaidByCode1795530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" ADD COLUMN "paid_by_code" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."affiliate_links" DROP COLUMN "paid_by_code"`);
  }
}
