import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxRequestIdSql } from '@afilia/service-kit';

/** Each event keeps the id of the request that caused it, which the relay sends as a NATS header. */
export class OutboxRequestId1795790000000 implements MigrationInterface {
  name = 'OutboxRequestId1795790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(outboxRequestIdSql('catalogue'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "catalogue"."outbox" DROP COLUMN "request_id"');
  }
}
