import type { MigrationInterface, QueryRunner } from 'typeorm';
import { foldSql } from '../../directory/name-fold.js';
import { averageEngagement, totalFollowers, totalPosts, type NetworkStats, type StatsNetwork } from '@afilia/contracts';

/**
 * The creators directory (seed 001 §2, §3, §9; issue 16): each creator's figures kept on its row
 * so the list filters and sorts in the database with indexes; an internal creator's e-mail and
 * its name folded for the search (accents aside); the key its brand's roster knows it by (one creator per name and brand: an import does not
 * duplicate); which creators collaborate with which brand, projected from tracking's link
 * events; and every user's creator lists.
 */
export class CreatorsDirectory1795760000000 implements MigrationInterface {
  name = 'CreatorsDirectory1795760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."creators"
      ADD COLUMN "email" text,
      ADD COLUMN "roster_key" text,
      ADD COLUMN "total_followers" bigint NOT NULL DEFAULT 0,
      ADD COLUMN "average_engagement" numeric(6,2) NOT NULL DEFAULT 0,
      ADD COLUMN "total_posts" bigint NOT NULL DEFAULT 0,
      ADD COLUMN "total_earned_cents" bigint NOT NULL DEFAULT 0,
      ADD COLUMN "earnings_as_of" timestamptz,
      ADD COLUMN "search_name" text GENERATED ALWAYS AS (${foldSql('"name"')}) STORED`);
    // The default order (total earned, highest first) and the platform's view.
    await q.query(
      `CREATE INDEX "creators_directory_public_idx" ON "identity"."creators" ("total_earned_cents" DESC, "name", "id") WHERE "is_public"`,
    );
    await q.query(
      `CREATE INDEX "creators_directory_followers_idx" ON "identity"."creators" ("total_followers" DESC, "name", "id") WHERE "is_public"`,
    );
    await q.query(
      `CREATE INDEX "creators_brand_owner_idx" ON "identity"."creators" ("brand_owner_id", "total_earned_cents" DESC) WHERE "brand_owner_id" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "creators_categories_idx" ON "identity"."creators" USING gin ("categories")`);
    // The name search finds a part of a name by trigrams (pg_trgm, installed with the schema: decision 179).
    await q.query(`CREATE INDEX "creators_search_name_idx" ON "identity"."creators" USING gin ("search_name" "identity".gin_trgm_ops)`);
    await q.query(
      `CREATE UNIQUE INDEX "creators_roster_key" ON "identity"."creators" ("brand_owner_id", "roster_key") WHERE "roster_key" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "creators_internal_email_key" ON "identity"."creators" ("brand_owner_id", "email") WHERE "email" IS NOT NULL`,
    );

    await q.query(`CREATE TABLE "identity"."brand_creator_links" (
      "link_id" uuid PRIMARY KEY,
      "brand_id" uuid NOT NULL,
      -- No reference: an event is never refused for a creator this database does not know.
      "creator_id" uuid NOT NULL,
      "deleted" boolean NOT NULL DEFAULT false
    )`);
    await q.query(
      `CREATE INDEX "brand_creator_links_brand_idx" ON "identity"."brand_creator_links" ("brand_id", "creator_id") WHERE NOT "deleted"`,
    );

    await q.query(`CREATE TABLE "identity"."creator_lists" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "description" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "creator_lists_name_key" ON "identity"."creator_lists" ("user_id", lower("name"))`);
    await q.query(`CREATE TABLE "identity"."creator_list_items" (
      "list_id" uuid NOT NULL REFERENCES "identity"."creator_lists" ("id") ON DELETE CASCADE,
      "creator_id" uuid NOT NULL REFERENCES "identity"."creators" ("id") ON DELETE CASCADE,
      "added_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("list_id", "creator_id")
    )`);
    await q.query(`CREATE INDEX "creator_list_items_creator_idx" ON "identity"."creator_list_items" ("creator_id")`);

    // The figures of the creators who have a profile already, by the one formula (contracts).
    const rows: {
      creator_id: string;
      networks: Partial<Record<StatsNetwork, NetworkStats>>;
      linkedin_followers: number;
      hide_linkedin_stats: boolean;
    }[] = await q.query(`SELECT "creator_id", "networks", "linkedin_followers", "hide_linkedin_stats" FROM "identity"."creator_shops"`);
    for (const row of rows)
      await q.query(
        `UPDATE "identity"."creators" SET "total_followers" = $2, "average_engagement" = $3, "total_posts" = $4 WHERE "id" = $1`,
        [
          row.creator_id,
          totalFollowers(row.networks, { followers: row.linkedin_followers, hidden: row.hide_linkedin_stats }),
          averageEngagement(row.networks),
          totalPosts(row.networks),
        ],
      );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."creator_list_items"`);
    await q.query(`DROP TABLE "identity"."creator_lists"`);
    await q.query(`DROP TABLE "identity"."brand_creator_links"`);
    await q.query(`ALTER TABLE "identity"."creators" DROP COLUMN "email", DROP COLUMN "roster_key", DROP COLUMN "total_followers",
      DROP COLUMN "average_engagement", DROP COLUMN "total_posts", DROP COLUMN "total_earned_cents", DROP COLUMN "earnings_as_of", DROP COLUMN "search_name"`);
  }
}
