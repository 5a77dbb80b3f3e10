import type { MigrationInterface, QueryRunner } from 'typeorm';

/** In-app notifications (seed 002 §3), kept by audience: a brand's people or a creator. */
export class Inbox1795461500000 implements MigrationInterface {
  name = 'Inbox1795461500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notifications"."notifications" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "audience" text NOT NULL CHECK ("audience" IN ('brand', 'creator')),
      "audience_id" uuid NOT NULL,
      "type" text NOT NULL,
      "title" text NOT NULL,
      "message" text NOT NULL,
      "link" text,
      "related_id" text,
      "read" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX "notifications_audience_idx" ON "notifications"."notifications" ("audience", "audience_id", "created_at" DESC)`,
    );
    await q.query(
      `CREATE INDEX "notifications_unread_idx" ON "notifications"."notifications" ("audience", "audience_id") WHERE NOT "read"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "notifications"."notifications"`);
  }
}
