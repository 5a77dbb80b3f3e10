import {
  issuesByPath,
  saveProfileRequestSchema,
  SOCIAL_LINK_NETWORKS,
  STATS_NETWORKS,
  type CreatorProfile,
  type NetworkStats,
  type SaveProfileRequest,
  type StatsNetwork,
} from '@afilia/contracts';

/** What 'Mi Perfil' edits: the profile as it is saved, less the revision the page keeps. */
export type ProfileDraft = Omit<SaveProfileRequest, 'revision'> & {
  socialLinks: Record<(typeof SOCIAL_LINK_NETWORKS)[number] | 'email', string>;
};
export type DraftNetwork = ProfileDraft['networks'][StatsNetwork];

/** A network's editable part: its username and figures, and whether it is hidden. */
export function editableOf(stats: NetworkStats): DraftNetwork {
  const { username, followers, posts, views, engagement, hidden } = stats;
  return { username: username ?? '', followers, posts, views, engagement, hidden };
}

export function draftOf(profile: CreatorProfile): ProfileDraft {
  return {
    name: profile.name,
    slug: profile.slug ?? '',
    isPublic: profile.isPublic,
    pressKitPublic: profile.pressKitPublic,
    bio: profile.bio ?? '',
    profileImageUrl: profile.profileImageUrl,
    socialLinks: Object.fromEntries(
      [...SOCIAL_LINK_NETWORKS, 'email'].map((n) => [n, profile.socialLinks[n as 'email'] ?? '']),
    ) as ProfileDraft['socialLinks'],
    networks: Object.fromEntries(STATS_NETWORKS.map((n) => [n, editableOf(profile.networks[n])])) as ProfileDraft['networks'],
    linkedin: { ...profile.linkedin },
    featuredPosts: profile.featuredPosts.map((post) => ({ ...post, description: post.description ?? '' })),
    customLinks: profile.customLinks.map((link) => ({ ...link })),
    showVerifiedResults: profile.showVerifiedResults,
  };
}

/** The draft's problems by field ('name', 'socialLinks.tiktok', 'featuredPosts.0.url'…), from the contracts' schema. */
export function profileIssues(draft: ProfileDraft): Map<string, string> {
  const checked = saveProfileRequestSchema.safeParse({ ...draft, revision: 0 });
  return checked.success ? new Map() : issuesByPath(checked.error);
}

/**
 * A whole number typed in a figure's field (seed 001 §5: followers parsed as an integer, invalid
 * becomes 0); engagement keeps one decimal.
 */
export function figureValue(value: number | string | null | undefined, decimals: 0 | 1 = 0): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n) || n < 0) return 0;
  return decimals ? Math.round(n * 10) / 10 : Math.trunc(n);
}
