import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop URL a creator let go stays theirs for 30 days (issue 36 §4): someone else taking it at
 * once would receive the visitors, links and printed QR codes that still point at it.
 */
export class ReleasedSlugs1795890000000 implements MigrationInterface {
  name = 'ReleasedSlugs1795890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."released_slugs" (
      "slug" text PRIMARY KEY,
      "creator_id" uuid NOT NULL,
      "released_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."released_slugs"`);
  }
}
