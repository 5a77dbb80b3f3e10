import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each person's notification preferences (seed 001 §2), kept per user: the four categories filter
 * the e-mails and the live toast, and e-mail is off until the person turns it on. A person without
 * a row has the defaults.
 */
export class NotificationPreferences1795470000000 implements MigrationInterface {
  name = 'NotificationPreferences1795470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notifications"."notification_preferences" (
      "user_id" uuid PRIMARY KEY,
      "campaigns" boolean NOT NULL DEFAULT true,
      "conversions" boolean NOT NULL DEFAULT true,
      "fraud" boolean NOT NULL DEFAULT true,
      "budget_alerts" boolean NOT NULL DEFAULT true,
      "email_notifications" boolean NOT NULL DEFAULT false,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "notifications"."notification_preferences"`);
  }
}
