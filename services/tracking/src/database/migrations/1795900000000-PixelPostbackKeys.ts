import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every pixel has its postback key (issue 34 §1): the pixels made before postbacks existed are
 * given theirs here, once, instead of on their brand's reads, and a pixel without one can no
 * longer be written. The key is made as newPostbackSecret makes it (32 random bytes, base64url).
 */
export class PixelPostbackKeys1795900000000 implements MigrationInterface {
  name = 'PixelPostbackKeys1795900000000';

  async up(q: QueryRunner): Promise<void> {
    const keyless: { id: string }[] = await q.query(`SELECT "id" FROM "tracking"."tracking_pixels" WHERE "postback_secret" IS NULL`);
    for (const { id } of keyless)
      await q.query(`UPDATE "tracking"."tracking_pixels" SET "postback_secret" = $2 WHERE "id" = $1`, [
        id,
        randomBytes(32).toString('base64url'),
      ]);
    await q.query(`ALTER TABLE "tracking"."tracking_pixels" ALTER COLUMN "postback_secret" SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."tracking_pixels" ALTER COLUMN "postback_secret" DROP NOT NULL`);
  }
}
