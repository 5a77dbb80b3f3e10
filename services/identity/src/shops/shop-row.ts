import type { EntityManager } from 'typeorm';
import { DomainError } from '@afilia/service-kit';
import {
  emptyNetworkStats,
  renumber,
  STATS_NETWORKS,
  emptyShop,
  type CreatorShop,
  type FeaturedPost,
  type CustomLink,
  type NetworkStats,
  type ShopBlock,
  type StatsNetwork,
} from '@afilia/contracts';

/** A creator's row of `creator_shops`: the shop's and the profile's settings under one revision (seed 001 §3 creator_shop_settings). */
export interface ShopRow {
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
  blocks: ShopBlock[];
  profile_image_url: string | null;
  networks: StoredNetworks;
  linkedin_followers: number;
  hide_linkedin_stats: boolean;
  featured_posts: FeaturedPost[];
  custom_links: CustomLink[];
  show_verified_results: boolean;
}

/**
 * Opens a save of the creator's row: locks the creator (two saves of one creator take turns:
 * shop, profile or sync) and, when the save names the revision it was made from, refuses it
 * when another is stored (decision 174). Answers the creator's slug and the stored revision and
 * networks.
 */
export async function lockCreatorRow(manager: EntityManager, creatorId: string, revision?: number) {
  const [creator]: { slug: string | null }[] = await manager.query(`SELECT "slug" FROM "identity"."creators" WHERE "id" = $1 FOR UPDATE`, [
    creatorId,
  ]);
  if (!creator) throw new DomainError('NOT_FOUND', 'No se encontró tu perfil de creador');
  const [stored]: Pick<ShopRow, 'revision' | 'networks'>[] = await manager.query(
    `SELECT "revision", "networks" FROM "identity"."creator_shops" WHERE "creator_id" = $1`,
    [creatorId],
  );
  if (revision !== undefined && (stored?.revision ?? 0) !== revision) throw new DomainError('STALE_REVISION');
  return { creator, stored };
}

/** Each network's statistics as stored: a network never edited nor synced is absent. */
export type StoredNetworks = Partial<Record<StatsNetwork, Partial<NetworkStats>>>;
export type Networks = Record<StatsNetwork, NetworkStats>;

/** Every network's statistics, a missing one (or field) as none yet. */
export function readNetworks(stored: StoredNetworks | null | undefined): Networks {
  return Object.fromEntries(STATS_NETWORKS.map((n) => [n, { ...emptyNetworkStats(), ...stored?.[n] }])) as Networks;
}

/** The figures a creator can edit by hand; a change to any marks the network 'modified manually'. */
const FIGURES = ['followers', 'posts', 'views', 'engagement'] as const;

/**
 * A network after the creator's edit: marked 'modified manually' when a figure differs from what
 * is stored (a sync clears the mark); otherwise it keeps the mark it had.
 */
export function editNetwork(stored: NetworkStats, edit: Omit<NetworkStats, 'manual' | 'lastSyncedAt'>): NetworkStats {
  const changed = FIGURES.some((figure) => edit[figure] !== stored[figure]);
  return { ...edit, manual: stored.manual || changed, lastSyncedAt: stored.lastSyncedAt };
}

export function toShop(creatorId: string, slug: string | null, row: ShopRow | undefined): CreatorShop {
  if (!row) return emptyShop(creatorId, slug);
  const { instagram } = readNetworks(row.networks);
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
    instagramUsername: instagram.username,
    instagramFollowers: instagram.followers,
    blocks: renumber(row.blocks),
  };
}
