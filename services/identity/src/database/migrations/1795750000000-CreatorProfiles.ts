import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creator's profile and press kit (seed 001 §3 creator_shop_settings; issue 15 §3–4), on the
 * shop's row as the seed keeps them, under its one revision: the photo, each network's username
 * and statistics (Instagram's username and followers, which the shop already kept, move in), the
 * LinkedIn card, featured posts, custom links and whether the press kit shows verified results.
 */
export class CreatorProfiles1795750000000 implements MigrationInterface {
  name = 'CreatorProfiles1795750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."creator_shops"
      ADD COLUMN "profile_image_url" text,
      ADD COLUMN "networks" jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN "linkedin_followers" integer NOT NULL DEFAULT 0 CHECK ("linkedin_followers" >= 0),
      ADD COLUMN "hide_linkedin_stats" boolean NOT NULL DEFAULT false,
      ADD COLUMN "featured_posts" jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN "custom_links" jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN "show_verified_results" boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE "identity"."creator_shops"
      SET "networks" = jsonb_build_object('instagram', jsonb_build_object('username', "instagram_username", 'followers', "instagram_followers"))
      WHERE "instagram_username" IS NOT NULL OR "instagram_followers" > 0`);
    await q.query(`ALTER TABLE "identity"."creator_shops" DROP COLUMN "instagram_username", DROP COLUMN "instagram_followers"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."creator_shops"
      ADD COLUMN "instagram_username" text,
      ADD COLUMN "instagram_followers" integer NOT NULL DEFAULT 0 CHECK ("instagram_followers" >= 0)`);
    await q.query(`UPDATE "identity"."creator_shops" SET "instagram_username" = "networks"->'instagram'->>'username',
      "instagram_followers" = coalesce(("networks"->'instagram'->>'followers')::integer, 0)`);
    await q.query(`ALTER TABLE "identity"."creator_shops" DROP COLUMN "profile_image_url", DROP COLUMN "networks",
      DROP COLUMN "linkedin_followers", DROP COLUMN "hide_linkedin_stats", DROP COLUMN "featured_posts", DROP COLUMN "custom_links",
      DROP COLUMN "show_verified_results"`);
  }
}
