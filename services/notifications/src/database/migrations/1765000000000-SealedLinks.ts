import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A link that grants access (a password reset) rests sealed beside its message: the text keeps
 * a placeholder, and the link is opened only when the e-mail leaves. Messages stored in clear
 * before this have their bodies emptied: they were either sent or are worthless once expired.
 */
export class SealedLinks1765000000000 implements MigrationInterface {
  name = 'SealedLinks1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications"."emails" ADD COLUMN "sealed_link" text`);
    await q.query(`UPDATE "notifications"."emails" SET "text" = '', "status" = 'failed', "last_error" = 'stored before links were sealed'
                   WHERE "kind" = 'password_reset' AND "status" = 'pending'`);
    await q.query(`UPDATE "notifications"."emails" SET "text" = '' WHERE "kind" = 'password_reset'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications"."emails" DROP COLUMN "sealed_link"`);
  }
}
