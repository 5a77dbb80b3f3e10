import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

/** The tables every service has: its outbox and the events its consumers processed. */
export class CreateCampaigns1795456548174 implements MigrationInterface {
  name = 'CreateCampaigns1795456548174';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of eventTablesSql('campaigns')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['processed_events', 'outbox']) await q.query(`DROP TABLE IF EXISTS "campaigns"."${table}"`);
  }
}
