import type { CreatorProfile, SocialLinks } from '@afilia/contracts';
import { readNetworks, type ShopRow } from '../shops/shop-row.js';

/** What 'Mi Perfil' reads of the creator's own row. */
export interface CreatorRow {
  id: string;
  name: string;
  slug: string | null;
  is_public: boolean;
  social_links: SocialLinks;
}

/** The profile from the creator's row and their shop-and-profile row (absent before the first save). */
export function toProfile(creator: CreatorRow, row: ShopRow | undefined): CreatorProfile {
  return {
    creatorId: creator.id,
    revision: row?.revision ?? 0,
    name: creator.name,
    slug: creator.slug,
    isPublic: creator.is_public,
    pressKitPublic: row?.press_kit_public ?? false,
    bio: row?.shop_description ?? null,
    profileImageUrl: row?.profile_image_url ?? null,
    socialLinks: creator.social_links ?? {},
    networks: readNetworks(row?.networks),
    linkedin: { followers: row?.linkedin_followers ?? 0, hidden: row?.hide_linkedin_stats ?? false },
    featuredPosts: row?.featured_posts ?? [],
    customLinks: row?.custom_links ?? [],
    showVerifiedResults: row?.show_verified_results ?? false,
  };
}
