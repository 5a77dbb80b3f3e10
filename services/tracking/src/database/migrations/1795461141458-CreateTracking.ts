import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

/** The tables every service has: its outbox and the events its consumers processed. */
export class CreateTracking1795461141458 implements MigrationInterface {
  name = 'CreateTracking1795461141458';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of eventTablesSql('tracking')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['processed_events', 'outbox']) await q.query(`DROP TABLE IF EXISTS "tracking"."${table}"`);
  }
}
