import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { renumber, type Actor, type CreatorShop, type SaveShop } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { findCreatorBySlugOrId, ownCreatorId, setCreatorSlug } from '../creators/creator-slug.js';
import { editNetwork, lockCreatorRow, readNetworks, toShop, type ShopRow } from './shop-row.js';

/**
 * A creator's public shop (seed 001 §2–§5; issue 15 §1–2): the creator reads and saves their own;
 * anyone reads it by slug, then by the creator's id. The custom URL is the creator's slug, unique
 * among creators. Every save names the revision it was made from and is refused when a newer one
 * is stored, so an autosave that arrives late never overwrites a later edit (decision 174).
 */
@Injectable()
export class ShopsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  async own(actor: Actor): Promise<CreatorShop> {
    const creatorId = ownCreatorId(actor);
    return this.read(this.dataSource.manager, creatorId);
  }

  async save(actor: Actor, input: SaveShop): Promise<CreatorShop> {
    const creatorId = ownCreatorId(actor);
    const shop = await this.dataSource.transaction(async (manager) => {
      const { creator, stored } = await lockCreatorRow(manager, creatorId, input.revision);
      if (creator.slug !== input.slug) await setCreatorSlug(manager, creatorId, input.slug);
      // The shop edits Instagram's username and followers, which the profile keeps with the other networks.
      const networks = readNetworks(stored?.networks);
      const instagram = editNetwork(networks.instagram, {
        ...networks.instagram,
        username: input.instagramUsername,
        followers: input.instagramFollowers,
      });
      await manager.query(
        `INSERT INTO "identity"."creator_shops" ("creator_id", "revision", "shop_title", "shop_description", "welcome_message",
            "show_social_links", "press_kit_public", "theme_background", "theme_accent", "theme_text", "background_image_url",
            "logo_url", "button_style", "networks", "blocks", "updated_at")
          VALUES ($1, $2 + 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, jsonb_build_object('instagram', $14::jsonb), $15, now())
          ON CONFLICT ("creator_id") DO UPDATE SET "revision" = EXCLUDED."revision", "shop_title" = EXCLUDED."shop_title",
            "shop_description" = EXCLUDED."shop_description", "welcome_message" = EXCLUDED."welcome_message",
            "show_social_links" = EXCLUDED."show_social_links", "press_kit_public" = EXCLUDED."press_kit_public",
            "theme_background" = EXCLUDED."theme_background", "theme_accent" = EXCLUDED."theme_accent",
            "theme_text" = EXCLUDED."theme_text", "background_image_url" = EXCLUDED."background_image_url",
            "logo_url" = EXCLUDED."logo_url", "button_style" = EXCLUDED."button_style",
            "networks" = jsonb_set("identity"."creator_shops"."networks", '{instagram}', $14::jsonb),
            "blocks" = EXCLUDED."blocks", "updated_at" = now()`,
        [
          creatorId,
          input.revision,
          input.shopTitle,
          input.shopDescription,
          input.welcomeMessage,
          input.showSocialLinks,
          input.pressKitPublic,
          input.themeBackground,
          input.themeAccent,
          input.themeText,
          input.backgroundImageUrl,
          input.logoUrl,
          input.buttonStyle,
          JSON.stringify(instagram),
          JSON.stringify(renumber(input.blocks)),
        ],
      );
      return this.read(manager, creatorId);
    });
    this.logger.info('identity.shop.saved', { creatorId, revision: shop.revision, blocks: shop.blocks.length });
    return shop;
  }

  /** A shop as anyone reads it: by the creator's slug, else by the creator's id; null when neither is a creator. */
  async public(slugOrId: string): Promise<{ creatorName: string; shop: CreatorShop } | null> {
    const creator = await findCreatorBySlugOrId(this.dataSource.manager, slugOrId);
    if (!creator) return null;
    return { creatorName: creator.name, shop: await this.read(this.dataSource.manager, creator.id) };
  }

  /**
   * The ids of the blocks the creator's shop has now (none before its first save), or null when
   * there is no such creator: tracking counts views and clicks of these only (issue 34 §4).
   */
  async blockIds(creatorId: string): Promise<string[] | null> {
    const [row]: { ids: string[] }[] = await this.dataSource.query(
      `SELECT ARRAY(SELECT b->>'id' FROM jsonb_array_elements(coalesce(s."blocks", '[]'::jsonb)) b) AS "ids"
         FROM "identity"."creators" c LEFT JOIN "identity"."creator_shops" s ON s."creator_id" = c."id"
        WHERE c."id" = $1`,
      [creatorId],
    );
    return row ? row.ids : null;
  }

  private async read(manager: EntityManager, creatorId: string): Promise<CreatorShop> {
    const [[creator], [row]]: [{ slug: string | null }[], ShopRow[]] = await Promise.all([
      manager.query(`SELECT "slug" FROM "identity"."creators" WHERE "id" = $1`, [creatorId]),
      manager.query(`SELECT * FROM "identity"."creator_shops" WHERE "creator_id" = $1`, [creatorId]),
    ]);
    return toShop(creatorId, creator?.slug ?? null, row);
  }
}
