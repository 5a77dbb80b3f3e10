import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A creator's public shop (seed 001 §3 creator_shop_settings; issue 15): its appearance and
 * blocks, one row per creator, with the revision every save must name (a stale save is refused).
 */
export class CreatorShops1795730000000 implements MigrationInterface {
  name = 'CreatorShops1795730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."creator_shops" (
      "creator_id" uuid PRIMARY KEY REFERENCES "identity"."creators" ("id") ON DELETE CASCADE,
      "revision" integer NOT NULL DEFAULT 0,
      "shop_title" text,
      "shop_description" text,
      "welcome_message" text,
      "show_social_links" boolean NOT NULL DEFAULT true,
      "press_kit_public" boolean NOT NULL DEFAULT false,
      "theme_background" text,
      "theme_accent" text,
      "theme_text" text,
      "background_image_url" text,
      "logo_url" text,
      "button_style" text NOT NULL DEFAULT 'rounded' CHECK ("button_style" IN ('rounded', 'square')),
      "instagram_username" text,
      "instagram_followers" integer NOT NULL DEFAULT 0 CHECK ("instagram_followers" >= 0),
      "blocks" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "identity"."creator_shops"`);
  }
}
