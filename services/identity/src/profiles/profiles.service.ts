import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  NETWORK_LABELS,
  STATS_NETWORKS,
  syncErrorText,
  type Actor,
  type CreatorProfile,
  type PublicPressKit,
  type SaveProfile,
  type StatsNetwork,
} from '@afilia/contracts';
import { DomainError, JsonLogger } from '@afilia/service-kit';
import { findCreatorBySlugOrId, ownCreatorId, setCreatorSlug } from '../creators/creator-slug.js';
import { keepDirectoryFigures } from '../directory/creator-figures.js';
import { editNetwork, lockCreatorRow, readNetworks, type Networks, type ShopRow } from '../shops/shop-row.js';
import { toProfile, type CreatorRow } from './profile-row.js';
import { SOCIAL_STATS_SOURCES, syncFrom, type SocialStatsSources } from './social-stats/social-stats-sources.js';
import { SyncFailed } from './social-stats/social-stats-source.js';

/**
 * 'Mi Perfil' (seed 001 §2 'Creator profile'; issue 15 §4) and the press kit it makes public
 * (§3). The profile lives on the creator's row (name, slug, visibility, social links) and on the
 * shop-and-profile row under its one revision: a save names the revision it was made from, and a
 * stale one is refused, whether the newer save came from this page, the shop editor or a sync.
 */
@Injectable()
export class ProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SOCIAL_STATS_SOURCES) private readonly sources: SocialStatsSources,
    private readonly logger: JsonLogger,
  ) {}

  own(actor: Actor): Promise<CreatorProfile> {
    return this.read(this.dataSource.manager, ownCreatorId(actor));
  }

  async save(actor: Actor, input: SaveProfile): Promise<CreatorProfile> {
    const creatorId = ownCreatorId(actor);
    const profile = await this.dataSource.transaction(async (manager) => {
      const { creator, stored } = await lockCreatorRow(manager, creatorId, input.revision);
      if (creator.slug !== input.slug) await setCreatorSlug(manager, creatorId, input.slug);
      await manager.query(`UPDATE "identity"."creators" SET "name" = $2, "is_public" = $3, "social_links" = $4 WHERE "id" = $1`, [
        creatorId,
        input.name,
        input.isPublic,
        JSON.stringify(input.socialLinks),
      ]);
      const before = readNetworks(stored?.networks);
      const networks = Object.fromEntries(STATS_NETWORKS.map((n) => [n, editNetwork(before[n], input.networks[n])])) as Networks;
      await manager.query(
        `INSERT INTO "identity"."creator_shops" ("creator_id", "revision", "shop_description", "press_kit_public", "profile_image_url",
            "networks", "linkedin_followers", "hide_linkedin_stats", "featured_posts", "custom_links", "show_verified_results", "updated_at")
          VALUES ($1, $2 + 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
          ON CONFLICT ("creator_id") DO UPDATE SET "revision" = EXCLUDED."revision", "shop_description" = EXCLUDED."shop_description",
            "press_kit_public" = EXCLUDED."press_kit_public", "profile_image_url" = EXCLUDED."profile_image_url",
            "networks" = EXCLUDED."networks", "linkedin_followers" = EXCLUDED."linkedin_followers",
            "hide_linkedin_stats" = EXCLUDED."hide_linkedin_stats", "featured_posts" = EXCLUDED."featured_posts",
            "custom_links" = EXCLUDED."custom_links", "show_verified_results" = EXCLUDED."show_verified_results", "updated_at" = now()`,
        [
          creatorId,
          input.revision,
          input.bio,
          input.pressKitPublic,
          input.profileImageUrl,
          JSON.stringify(networks),
          input.linkedin.followers,
          input.linkedin.hidden,
          JSON.stringify(input.featuredPosts),
          JSON.stringify(input.customLinks),
          input.showVerifiedResults,
        ],
      );
      const saved = await this.read(manager, creatorId);
      await keepDirectoryFigures(manager, saved);
      return saved;
    });
    this.logger.info('identity.profile.saved', { creatorId, revision: profile.revision });
    return profile;
  }

  /**
   * 'Sincronizar' (seed 001 §2, §7): the network's official API's figures for the username, stored
   * as synced (the 'modified manually' mark cleared) with the username, in a new revision. The
   * network's call is made outside the transaction; a failure stores nothing.
   */
  async sync(actor: Actor, network: StatsNetwork, username: string): Promise<CreatorProfile> {
    const creatorId = ownCreatorId(actor);
    const label = NETWORK_LABELS[network];
    let stats;
    try {
      stats = await syncFrom(this.sources, network, username);
    } catch (error) {
      if (!(error instanceof SyncFailed)) throw error;
      this.logger.warn('identity.profile.sync-failed', { creatorId, network, reason: error.message });
      throw new DomainError('SYNC_FAILED', `${syncErrorText(label)}: ${error.message}`);
    }
    const profile = await this.dataSource.transaction(async (manager) => {
      await lockCreatorRow(manager, creatorId);
      const synced = { username, ...stats, manual: false, lastSyncedAt: new Date().toISOString() };
      await manager.query(
        `INSERT INTO "identity"."creator_shops" ("creator_id", "revision", "networks", "updated_at")
           VALUES ($1, 1, jsonb_build_object($2::text, $3::jsonb), now())
           ON CONFLICT ("creator_id") DO UPDATE SET "revision" = "identity"."creator_shops"."revision" + 1,
             "networks" = jsonb_set("identity"."creator_shops"."networks", ARRAY[$2::text],
               coalesce("identity"."creator_shops"."networks"->$2::text, '{}'::jsonb) || $3::jsonb),
             "updated_at" = now()`,
        [creatorId, network, JSON.stringify(synced)],
      );
      const saved = await this.read(manager, creatorId);
      await keepDirectoryFigures(manager, saved);
      return saved;
    });
    this.logger.info('identity.profile.synced', { creatorId, network, revision: profile.revision });
    return profile;
  }

  /** The press kit by slug, else id (seed 001 §2): its profile when public, only 'private' otherwise; null when no creator. */
  async publicPressKit(slugOrId: string): Promise<PublicPressKit | null> {
    const creator = await findCreatorBySlugOrId(this.dataSource.manager, slugOrId);
    if (!creator) return null;
    const profile = await this.read(this.dataSource.manager, creator.id);
    return profile.pressKitPublic ? { status: 'public', profile } : { status: 'private' };
  }

  private async read(manager: EntityManager, creatorId: string): Promise<CreatorProfile> {
    const [[creator], [row]]: [CreatorRow[], ShopRow[]] = await Promise.all([
      manager.query(`SELECT "id", "name", "slug", "is_public", "social_links" FROM "identity"."creators" WHERE "id" = $1`, [creatorId]),
      manager.query(`SELECT * FROM "identity"."creator_shops" WHERE "creator_id" = $1`, [creatorId]),
    ]);
    if (!creator) throw new DomainError('NOT_FOUND', 'No se encontró tu perfil de creador');
    return toProfile(creator, row);
  }
}
