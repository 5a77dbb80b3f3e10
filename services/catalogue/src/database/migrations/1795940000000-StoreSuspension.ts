import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When Tiendanube suspended the app's access to a store for lack of payment (app/suspended):
 * on app/resumed, the orders that changed since then are read again, since the store sent no
 * webhook for them meanwhile.
 */
export class StoreSuspension1795940000000 implements MigrationInterface {
  name = 'StoreSuspension1795940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" ADD COLUMN "suspended_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" DROP COLUMN IF EXISTS "suspended_at"`);
  }
}
