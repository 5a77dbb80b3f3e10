import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { emptyShop, renumber, type Actor, type CreatorShop, type SaveShop, type ShopBlock } from '@afilia/contracts';
import { DomainError, isUniqueViolation, JsonLogger } from '@afilia/service-kit';

interface ShopRow {
  revision: number;
  shop_title: string | null;
  shop_description: string | null;
  welcome_message: string | null;
  show_social_links: boolean;
  press_kit_public: boolean;
  theme_background: string | null;
  theme_accent: string | null;
  theme_text: string | null;
  background_image_url: string | null;
  logo_url: string | null;
  button_style: 'rounded' | 'square';
  instagram_username: string | null;
  instagram_followers: number;
  blocks: ShopBlock[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toShop(creatorId: string, slug: string | null, row: ShopRow | undefined): CreatorShop {
  if (!row) return emptyShop(creatorId, slug);
  return {
    creatorId,
    revision: row.revision,
    slug,
    shopTitle: row.shop_title,
    shopDescription: row.shop_description,
    welcomeMessage: row.welcome_message,
    showSocialLinks: row.show_social_links,
    pressKitPublic: row.press_kit_public,
    themeBackground: row.theme_background,
    themeAccent: row.theme_accent,
    themeText: row.theme_text,
    backgroundImageUrl: row.background_image_url,
    logoUrl: row.logo_url,
    buttonStyle: row.button_style,
    instagramUsername: row.instagram_username,
    instagramFollowers: row.instagram_followers,
    blocks: renumber(row.blocks),
  };
}

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
    const creatorId = this.creatorOf(actor);
    return this.read(this.dataSource.manager, creatorId);
  }

  async save(actor: Actor, input: SaveShop): Promise<CreatorShop> {
    const creatorId = this.creatorOf(actor);
    const shop = await this.dataSource.transaction(async (manager) => {
      // The creator's row is locked first: two saves of one shop take turns.
      const [creator]: { slug: string | null }[] = await manager.query(
        `SELECT "slug" FROM "identity"."creators" WHERE "id" = $1 FOR UPDATE`,
        [creatorId],
      );
      if (!creator) throw new DomainError('NOT_FOUND', 'No se encontró tu perfil de creador');
      const [stored]: { revision: number }[] = await manager.query(
        `SELECT "revision" FROM "identity"."creator_shops" WHERE "creator_id" = $1`,
        [creatorId],
      );
      if ((stored?.revision ?? 0) !== input.revision) throw new DomainError('STALE_REVISION');
      if (creator.slug !== input.slug) await this.setSlug(manager, creatorId, input.slug);
      await manager.query(
        `INSERT INTO "identity"."creator_shops" ("creator_id", "revision", "shop_title", "shop_description", "welcome_message",
            "show_social_links", "press_kit_public", "theme_background", "theme_accent", "theme_text", "background_image_url",
            "logo_url", "button_style", "instagram_username", "instagram_followers", "blocks", "updated_at")
          VALUES ($1, $2 + 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now())
          ON CONFLICT ("creator_id") DO UPDATE SET "revision" = EXCLUDED."revision", "shop_title" = EXCLUDED."shop_title",
            "shop_description" = EXCLUDED."shop_description", "welcome_message" = EXCLUDED."welcome_message",
            "show_social_links" = EXCLUDED."show_social_links", "press_kit_public" = EXCLUDED."press_kit_public",
            "theme_background" = EXCLUDED."theme_background", "theme_accent" = EXCLUDED."theme_accent",
            "theme_text" = EXCLUDED."theme_text", "background_image_url" = EXCLUDED."background_image_url",
            "logo_url" = EXCLUDED."logo_url", "button_style" = EXCLUDED."button_style",
            "instagram_username" = EXCLUDED."instagram_username", "instagram_followers" = EXCLUDED."instagram_followers",
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
          input.instagramUsername,
          input.instagramFollowers,
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
    const key = slugOrId.trim().toLowerCase();
    let [creator]: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT "id", "name" FROM "identity"."creators" WHERE "slug" = $1`,
      [key],
    );
    if (!creator && UUID.test(key))
      [creator] = await this.dataSource.query(`SELECT "id", "name" FROM "identity"."creators" WHERE "id" = $1`, [key]);
    if (!creator) return null;
    return { creatorName: creator.name, shop: await this.read(this.dataSource.manager, creator.id) };
  }

  private async setSlug(manager: EntityManager, creatorId: string, slug: string | null): Promise<void> {
    // A savepoint, so the unique violation is answered as such rather than aborting the transaction.
    try {
      await manager.query('SAVEPOINT "slug"');
      await manager.query(`UPDATE "identity"."creators" SET "slug" = $2 WHERE "id" = $1`, [creatorId, slug]);
      await manager.query('RELEASE SAVEPOINT "slug"');
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('SLUG_TAKEN', undefined, 'slug');
      throw error;
    }
  }

  private async read(manager: EntityManager, creatorId: string): Promise<CreatorShop> {
    const [[creator], [row]]: [{ slug: string | null }[], ShopRow[]] = await Promise.all([
      manager.query(`SELECT "slug" FROM "identity"."creators" WHERE "id" = $1`, [creatorId]),
      manager.query(`SELECT * FROM "identity"."creator_shops" WHERE "creator_id" = $1`, [creatorId]),
    ]);
    return toShop(creatorId, creator?.slug ?? null, row);
  }

  private creatorOf(actor: Actor): string {
    if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
    return actor.creatorId;
  }
}
