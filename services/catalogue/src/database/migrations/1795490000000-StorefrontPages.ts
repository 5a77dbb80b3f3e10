import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the store and each of its products can be visited: tracking's links lead there. Rows
 * synced before stay without a page until the next sync or product webhook.
 */
export class StorefrontPages1795490000000 implements MigrationInterface {
  name = 'StorefrontPages1795490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" ADD COLUMN "store_url" text`);
    await q.query(`ALTER TABLE "catalogue"."products" ADD COLUMN "page_url" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."products" DROP COLUMN "page_url"`);
    await q.query(`ALTER TABLE "catalogue"."store_connections" DROP COLUMN "store_url"`);
  }
}
