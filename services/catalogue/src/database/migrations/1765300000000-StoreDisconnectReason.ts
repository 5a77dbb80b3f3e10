import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Why Tiendanube ended a store's connection (uninstalled, token_revoked), so the brand is told. */
export class StoreDisconnectReason1765300000000 implements MigrationInterface {
  name = 'StoreDisconnectReason1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" ADD COLUMN "disconnect_reason" text
                   CHECK ("disconnect_reason" IN ('uninstalled', 'token_revoked'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."store_connections" DROP COLUMN "disconnect_reason"`);
  }
}
