import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

export class CreateNotifications1763712100000 implements MigrationInterface {
  name = 'CreateNotifications1763712100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notifications"."emails" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "to_address" text NOT NULL,
      "subject" text NOT NULL,
      "text" text NOT NULL,
      "kind" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'sent', 'failed')),
      "attempts" integer NOT NULL DEFAULT 0,
      "last_error" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "sent_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "emails_pending_idx" ON "notifications"."emails" ("created_at") WHERE "status" = 'pending'`);
    await q.query(`CREATE INDEX "emails_to_address_idx" ON "notifications"."emails" ("to_address", "created_at")`);
    for (const sql of eventTablesSql('notifications')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['processed_events', 'outbox', 'emails']) await q.query(`DROP TABLE IF EXISTS "notifications"."${table}"`);
  }
}
